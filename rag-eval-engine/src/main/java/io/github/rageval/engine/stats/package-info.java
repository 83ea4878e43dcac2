/**
 * Statistics for comparisons: percentile bootstrap intervals and paired tests (randomization, Wilcoxon
 * signed-rank, t-test), seeded so that the same input gives the same numbers; the agreement of two raters
 * beyond chance (Cohen's kappa, as scikit-learn computes it); and a mean estimated from a machine judge's predictions
 * corrected on a few labelled items (prediction-powered inference, as ppi_py computes it).
 */
package io.github.rageval.engine.stats;
