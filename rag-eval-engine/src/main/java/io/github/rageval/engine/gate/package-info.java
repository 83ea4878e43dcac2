/**
 * The gate's rules: thresholds on summary metrics (as fractions or percentages, named as the specification or
 * trec_eval names them), thresholds per tag, and limits on how many queries may miss, each violation with its
 * message.
 */
package io.github.rageval.engine.gate;
