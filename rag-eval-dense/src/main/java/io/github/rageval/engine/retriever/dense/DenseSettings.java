package io.github.rageval.engine.retriever.dense;

/**
 * The {@code dense} retriever's settings, checked, the model's own configuration filled in where an option is unset.
 *
 * @param model the model's files and configuration
 * @param maxTokens tokens the model reads of a text, [CLS] and [SEP] included; the rest is cut
 * @param pooling how token vectors become one
 * @param normalize whether vectors are scaled to length 1, so that the dot product ranking them is the cosine
 * @param queryPrefix put before every query (E5: {@code "query: "}, BGE: an instruction)
 * @param documentPrefix put before every document or chunk (E5: {@code "passage: "})
 * @param batchSize texts per model run while encoding the corpus
 * @param cacheDirectory where document vectors are kept between builds, or null for no cache
 * @param cacheMaxBytes the most the cache may hold
 */
record DenseSettings(ModelFiles model, int maxTokens, Pooling pooling, boolean normalize, String queryPrefix,
                     String documentPrefix, int batchSize, java.nio.file.Path cacheDirectory, long cacheMaxBytes) {
}
