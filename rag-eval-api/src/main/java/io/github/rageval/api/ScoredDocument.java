package io.github.rageval.api;

/**
 * One result of a ranking.
 *
 * @param id the document's id, as the golden dataset's {@code relevant_doc_ids} name it
 * @param score the retriever's score, reported as it is; {@code NaN} when it has none
 * @param text the passage of that document the retriever returned, when it returns passages (chunks) rather than
 *     whole documents; null otherwise. A golden set labelled by character spans scores it by the characters it holds,
 *     found in the document {@code id} names
 */
public record ScoredDocument(String id, double score, String text) {
    /** A result naming its document only. */
    public ScoredDocument(String id, double score) {
        this(id, score, null);
    }
}
