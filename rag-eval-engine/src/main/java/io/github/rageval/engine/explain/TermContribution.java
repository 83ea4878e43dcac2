package io.github.rageval.engine.explain;

/**
 * How much one query term adds to a document's score: its weight in the query times its weight in the document
 * (both l2-normalised tf-idf), so the contributions of a document add up to its cosine score.
 */
public record TermContribution(String term, double queryWeight, double documentWeight) {

    public double product() {
        return queryWeight * documentWeight;
    }
}
