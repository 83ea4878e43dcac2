/**
 * Span-level relevance: how much of a question's reference text (character spans of a document) the chunks a
 * retriever returned cover, as Chroma's chunking evaluation measures it (recall, precision, IoU, precision-Ω).
 */
package io.github.rageval.engine.metrics.spans;
