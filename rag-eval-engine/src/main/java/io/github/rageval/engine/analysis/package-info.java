/**
 * What a check concludes beyond the gate: per metric a bootstrap interval, the comparison with the baseline with
 * paired tests and drop rules, and diagnostics (a golden set too small for its margin, precision rising as recall
 * falls, a baseline recorded on other data).
 */
package io.github.rageval.engine.analysis;
