/**
 * Statistics for comparisons: percentile bootstrap intervals and paired tests (randomization, Wilcoxon
 * signed-rank, t-test), seeded so that the same input gives the same numbers.
 */
package io.github.rageval.engine.stats;
