package io.github.rageval.engine.explain;

/**
 * How much one query's explanation holds at most, so that explaining costs about what answering the query costs
 * whatever the size of the query, of k or of the relevant set. What an explanation leaves out it counts, and the
 * reports say so ({@link QueryExplanation#omittedWords()}, {@link QueryExplanation#omittedDocuments()},
 * {@link DocumentExplanation#omittedTerms()}).
 */
public final class ExplanationLimits {
    /** Retrieved documents explained per query: the first of the top k. */
    public static final int RETRIEVED_DOCUMENTS = 30;
    /** Relevant documents outside the top k explained per query, in the golden set's order. */
    public static final int RELEVANT_DOCUMENTS = 30;
    /** Term contributions listed per document, largest first; the rest are counted and summed. */
    public static final int TERMS = 30;
    /** Dropped words listed per query, those a relevant document holds first. */
    public static final int DROPPED_WORDS = 50;

    private ExplanationLimits() {
    }
}
