package io.github.rageval.engine.explain;

import io.github.rageval.engine.model.RankingOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;

/**
 * Why one document ranked where it did for a query.
 *
 * @param docId the document
 * @param relevant whether the golden dataset labels it relevant for the query
 * @param rank its 1-based rank among all documents scoring above zero; empty when it scored 0 and so was not
 *     retrieved at all
 * @param score its score (the retriever's: cosine for tfidf, BM25 for bm25)
 * @param contributions the query terms it shares, largest contribution first, at most
 *     {@link ExplanationLimits#TERMS}
 * @param chunkId for a document retrieved in chunks, the chunk whose score it took (its best, {@code doc_id#n}),
 *     whose terms the contributions are; null otherwise
 * @param omittedTerms shared terms left out of the contributions (the smallest)
 * @param omittedProduct what the terms left out add to the score together, so that the listed contributions and
 *     this still add up to it
 */
public record DocumentExplanation(String docId, boolean relevant, OptionalInt rank, double score,
                                  List<TermContribution> contributions, String chunkId, int omittedTerms,
                                  double omittedProduct) {
    /** Largest contribution first, ties by term. */
    private static final Comparator<TermContribution> LARGEST_FIRST = Comparator
            .comparingDouble(TermContribution::product).reversed()
            .thenComparing(TermContribution::term, RankingOrder.BY_CODE_POINT);

    public DocumentExplanation {
        contributions = List.copyOf(contributions);
    }

    /** A document's explanation with every contribution listed. */
    public DocumentExplanation(String docId, boolean relevant, OptionalInt rank, double score,
                               List<TermContribution> contributions, String chunkId) {
        this(docId, relevant, rank, score, contributions, chunkId, 0, 0);
    }

    /** A whole document's explanation. */
    public DocumentExplanation(String docId, boolean relevant, OptionalInt rank, double score,
                               List<TermContribution> contributions) {
        this(docId, relevant, rank, score, contributions, null);
    }

    /**
     * A whole document's explanation from all its terms' contributions in any order: sorted largest first and cut
     * to {@link ExplanationLimits#TERMS}, the rest counted and summed.
     */
    public static DocumentExplanation ofTerms(String docId, boolean relevant, OptionalInt rank, double score,
                                              List<TermContribution> all) {
        List<TermContribution> sorted = new ArrayList<>(all);
        sorted.sort(LARGEST_FIRST);
        if (sorted.size() <= ExplanationLimits.TERMS) {
            return new DocumentExplanation(docId, relevant, rank, score, sorted);
        }
        double omitted = 0;
        for (TermContribution contribution : sorted.subList(ExplanationLimits.TERMS, sorted.size())) {
            omitted += contribution.product();
        }
        return new DocumentExplanation(docId, relevant, rank, score, sorted.subList(0, ExplanationLimits.TERMS),
                null, sorted.size() - ExplanationLimits.TERMS, omitted);
    }

    /** This explanation as one of the given chunk's, the document named instead. */
    public DocumentExplanation asDocument(String document, boolean relevantDocument, OptionalInt documentRank,
                                          String chunk) {
        return new DocumentExplanation(document, relevantDocument, documentRank, score, contributions, chunk,
                omittedTerms, omittedProduct);
    }
}
