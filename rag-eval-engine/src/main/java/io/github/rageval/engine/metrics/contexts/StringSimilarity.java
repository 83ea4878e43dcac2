package io.github.rageval.engine.metrics.contexts;

/**
 * How alike two texts are: {@code 1 - d / max(|a|, |b|)}, where {@code d} is the Levenshtein distance (insertions,
 * deletions and substitutions, each costing 1) and lengths are counted in Unicode code points, as Python counts a
 * {@code str}. This is ragas' {@code NonLLMStringSimilarity} with its default {@code DistanceMeasure.LEVENSHTEIN}:
 * {@code 1 - rapidfuzz.distance.Levenshtein.normalized_distance(reference, response)}
 * (explodinggradients/ragas, src/ragas/metrics/_string.py, commit 3e28e9dec93897f47a98065be4c62f6d072a45a7).
 * rapidfuzz gives two empty texts the normalized distance 0, so their similarity is 1. The arithmetic is rapidfuzz's
 * (one integer division in double, then one subtraction), so the value is the same double, not merely a close one.
 */
public final class StringSimilarity {
    private StringSimilarity() {
    }

    /**
     * The Levenshtein similarity of two texts, in [0, 1]; symmetric.
     *
     * @param a one text
     * @param b the other
     * @return 1 for equal texts (two empty ones too), 0 when every code point of the longer one must change
     */
    public static double levenshtein(String a, String b) {
        return levenshtein(a.codePoints().toArray(), b.codePoints().toArray());
    }

    /** {@link #levenshtein(String, String)} of texts already split into code points (split once, compared often). */
    static double levenshtein(int[] a, int[] b) {
        int longest = Math.max(a.length, b.length);
        if (longest == 0) {
            return 1.0;
        }
        return 1.0 - (double) distance(a, b) / longest;
    }

    /**
     * The Levenshtein distance: a common prefix and suffix cost nothing and are cut off first, then one row of the
     * dynamic-programming table over the shorter remainder is kept (O(n*m) time, O(min(n, m)) memory).
     */
    static int distance(int[] a, int[] b) {
        int[] longer = a.length >= b.length ? a : b;
        int[] shorter = longer == a ? b : a;
        int start = 0;
        while (start < shorter.length && shorter[start] == longer[start]) {
            start++;
        }
        int shorterEnd = shorter.length;
        int longerEnd = longer.length;
        while (shorterEnd > start && shorter[shorterEnd - 1] == longer[longerEnd - 1]) {
            shorterEnd--;
            longerEnd--;
        }
        int width = shorterEnd - start;
        if (width == 0) {
            return longerEnd - start;
        }
        int[] row = new int[width + 1];
        for (int j = 0; j <= width; j++) {
            row[j] = j;
        }
        for (int i = start; i < longerEnd; i++) {
            int diagonal = row[0];
            row[0] = i - start + 1;
            int symbol = longer[i];
            for (int j = 1; j <= width; j++) {
                int above = row[j];
                int cost = shorter[start + j - 1] == symbol ? diagonal : diagonal + 1;
                row[j] = Math.min(cost, Math.min(above, row[j - 1]) + 1);
                diagonal = above;
            }
        }
        return row[width];
    }
}
