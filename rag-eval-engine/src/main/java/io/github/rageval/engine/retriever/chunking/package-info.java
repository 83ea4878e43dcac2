/**
 * Chunked documents for every retriever: documents cut into windows of words, analyzer tokens, sentences or
 * {@code cl100k_base} tokens, or by Chroma's recursive splitter, each chunk indexed by the configured retriever, and
 * chunk rankings turned back into document rankings by MaxP, so that the golden set keeps labelling documents and a
 * team can gate its chunk size; or, for a golden set labelled by character spans, chunks ranked as chunks, each with
 * its place in its document. Chroma's chunkers ({@link io.github.rageval.engine.retriever.chunking.FixedTokenChunker},
 * {@link io.github.rageval.engine.retriever.chunking.RecursiveTokenChunker}) and its search for a chunk's text in its
 * document ({@link io.github.rageval.engine.retriever.chunking.ChunkLocator}) are transcribed from
 * brandonstarxel/chunking_evaluation and held to it by parity tests.
 */
package io.github.rageval.engine.retriever.chunking;
