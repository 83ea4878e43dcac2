package io.github.rageval.engine.model;

import java.util.Comparator;

/**
 * The order of a ranked list: score descending, and among equal scores the document id descending, compared code
 * point by code point (the same as byte order of UTF-8). This is trec_eval's rule, so a run exported from here
 * and re-ranked by trec_eval keeps its order, and it does not depend on where a document sits in the corpus.
 */
public final class RankingOrder {
    public static final Comparator<ScoredDocument> BEST_FIRST =
            (a, b) -> compare(a.score(), a.docId(), b.score(), b.docId());

    /** Strings by code point, which is also the byte order of their UTF-8 form (trec_eval's strcmp). */
    public static final Comparator<String> BY_CODE_POINT = RankingOrder::compareCodePoints;

    private RankingOrder() {
    }

    /**
     * For each position of {@code ids}, its place when the ids are sorted by code point: the tie rule "doc id
     * ascending" as ints, which a retriever compares per hit far faster than the strings.
     */
    public static int[] placesById(String[] ids) {
        Integer[] byId = new Integer[ids.length];
        for (int i = 0; i < ids.length; i++) {
            byId[i] = i;
        }
        java.util.Arrays.sort(byId, (a, b) -> compareCodePoints(ids[a], ids[b]));
        int[] places = new int[ids.length];
        for (int place = 0; place < byId.length; place++) {
            places[byId[place]] = place;
        }
        return places;
    }

    /** @return negative when document a ranks before document b, positive when after, 0 for the same place */
    public static int compare(double scoreA, String idA, double scoreB, String idB) {
        int byScore = Double.compare(scoreB, scoreA);
        return byScore != 0 ? byScore : compareCodePoints(idB, idA);
    }

    /**
     * Code point order, which is also Python's string order (scikit-learn's vocabulary order). UTF-16 order
     * agrees with it up to the first differing unit, unless that unit belongs to a surrogate pair: then the
     * code points there decide. Lone surrogates count as the code points they are, as in Python.
     */
    public static int compareCodePoints(String a, String b) {
        int length = Math.min(a.length(), b.length());
        int i = 0;
        while (i < length && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        if (i == length) {
            return Integer.compare(a.length(), b.length());
        }
        char ca = a.charAt(i);
        char cb = b.charAt(i);
        if (!Character.isSurrogate(ca) && !Character.isSurrogate(cb)) {
            return Integer.compare(ca, cb);
        }
        // A low surrogate after a (shared) high one is the second half of a pair: the pair's code point decides.
        boolean secondHalf = i > 0 && Character.isHighSurrogate(a.charAt(i - 1))
                && (Character.isLowSurrogate(ca) || Character.isLowSurrogate(cb));
        int start = secondHalf ? i - 1 : i;
        return Integer.compare(a.codePointAt(start), b.codePointAt(start));
    }
}
