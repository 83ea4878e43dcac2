package io.github.rageval.engine.retrieval;

import java.util.Comparator;

/**
 * The order of a ranked list: score descending, and among equal scores the document id descending, compared code
 * point by code point (the same as byte order of UTF-8). This is trec_eval's rule, so a run exported from here
 * and re-ranked by trec_eval keeps its order, and it does not depend on where a document sits in the corpus.
 */
public final class RankingOrder {
    public static final Comparator<ScoredDocument> BEST_FIRST = RankingOrder::compare;

    /** Strings by code point, which is also the byte order of their UTF-8 form (trec_eval's strcmp). */
    public static final Comparator<String> BY_CODE_POINT = RankingOrder::compareCodePoints;

    private RankingOrder() {
    }

    private static int compare(ScoredDocument a, ScoredDocument b) {
        int byScore = Double.compare(b.score(), a.score());
        return byScore != 0 ? byScore : compareCodePoints(b.docId(), a.docId());
    }

    static int compareCodePoints(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i);
            int cb = b.codePointAt(j);
            if (ca != cb) {
                return Integer.compare(ca, cb);
            }
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
