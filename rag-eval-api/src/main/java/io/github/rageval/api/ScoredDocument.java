package io.github.rageval.api;

/**
 * One result of a ranking.
 *
 * @param id the document's id, as the golden dataset's {@code relevant_doc_ids} name it
 * @param score the retriever's score, reported as it is; {@code NaN} when it has none
 */
public record ScoredDocument(String id, double score) {
}
