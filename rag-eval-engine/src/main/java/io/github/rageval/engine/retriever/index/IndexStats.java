package io.github.rageval.engine.retriever.index;

/**
 * The size of a fitted index, for the report. Every number is computed from array lengths and the data (see
 * {@link HeapSize}), never measured from the JVM, so the same corpus gives the same numbers on every run.
 *
 * @param documents documents indexed
 * @param terms vocabulary size
 * @param postings (term, document) pairs stored: the number of non-zero entries of the tf-idf matrix
 * @param bytesPerPosting heap bytes one posting takes: a document number and a weight
 * @param estimatedBytes heap bytes of the whole index: postings, vocabulary with its lookup table, document ids
 */
public record IndexStats(int documents, int terms, long postings, int bytesPerPosting, long estimatedBytes) {
}
