/**
 * Term-at-a-time scoring: a per-thread score accumulator that touches only the documents a query's postings reach,
 * and a bounded heap that keeps the best k in the ranking order.
 */
package io.github.rageval.engine.retriever.scoring;
