package io.github.rageval.engine.explain;

/**
 * How much one query term adds to a document's score, as the product of a query side and a document side, so the
 * contributions of a document add up to its score. For tf-idf: the term's l2-normalised weights in the query and
 * in the document. For BM25: the term's count in the query times its idf, and BM25's saturated, length-normalised
 * term frequency.
 *
 * @param term the term
 * @param queryWeight the query side
 * @param documentWeight the document side
 * @param detail what the two sides are made of, in words (BM25: idf from n of N, tf from freq, dl and avgdl); null
 *     when there is nothing to add
 */
public record TermContribution(String term, double queryWeight, double documentWeight, String detail) {

    /** A contribution with nothing to add to its two sides. */
    public TermContribution(String term, double queryWeight, double documentWeight) {
        this(term, queryWeight, documentWeight, null);
    }

    public double product() {
        return queryWeight * documentWeight;
    }
}
