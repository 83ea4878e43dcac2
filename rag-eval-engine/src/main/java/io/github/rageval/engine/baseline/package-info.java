/**
 * Baselines: the fingerprint of what a run was measured on (k, retriever settings, checksums of corpus and
 * judgments), a recorded run, and the comparison of two runs query by query and metric by metric, with the rules
 * on how far a metric may drop.
 */
package io.github.rageval.engine.baseline;
