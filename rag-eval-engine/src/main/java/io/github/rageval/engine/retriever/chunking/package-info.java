/**
 * Chunked documents for every retriever: documents cut into windows of words or sentences with an overlap, each
 * chunk indexed by the configured retriever, and chunk rankings turned back into document rankings by MaxP, so
 * that the golden set keeps labelling documents and a team can gate its chunk size.
 */
package io.github.rageval.engine.retriever.chunking;
