/**
 * Statistics for comparisons: percentile bootstrap intervals and paired tests (randomization, Wilcoxon
 * signed-rank, t-test), seeded so that the same input gives the same numbers; and the agreement of two raters
 * beyond chance (Cohen's kappa, as scikit-learn computes it).
 */
package io.github.rageval.engine.stats;
