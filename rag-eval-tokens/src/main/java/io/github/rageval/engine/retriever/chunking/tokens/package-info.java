/**
 * OpenAI's {@code cl100k_base} encoding for the engine's token chunkers, through jtokkit (whose jar ships the BPE
 * ranks): the tokens in which brandonstarxel/chunking_evaluation (commit d451fc4) and Chroma's technical report
 * size their chunks. A module of its own so that only who chunks in these tokens carries it.
 */
package io.github.rageval.engine.retriever.chunking.tokens;
