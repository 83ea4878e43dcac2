/**
 * Fusion of several rankings into one, as hybrid retrieval does it: reciprocal rank fusion (Cormack, Clarke and
 * Büttcher 2009) and sums of min-max normalised scores (CombSUM, weighted), computed as ranx computes them.
 */
package io.github.rageval.engine.retriever.fusion;
