/**
 * Explanations of rankings, as reports show them: per query the words that never became terms and, per document,
 * its rank, score and the contribution of each term. Built-in retrievers that can explain themselves fill them in.
 */
package io.github.rageval.engine.explain;
