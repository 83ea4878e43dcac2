/**
 * The built-in {@code dense} retriever: a sentence-embedding model run in-process with ONNX Runtime and the Hugging
 * Face tokenizer (through DJL), read and pooled as sentence-transformers reads and pools it, and an exact cosine
 * search over the corpus's vectors. The default model is all-MiniLM-L6-v2 (the ONNX export LangChain4j publishes);
 * any sentence-transformers model exported to ONNX can be named instead.
 */
package io.github.rageval.engine.retriever.dense;
