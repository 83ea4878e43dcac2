package io.github.rageval.engine.metrics.contexts;

import java.util.Arrays;

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
    /** Code points below this have a table of their own in the bit-parallel pass; the rest are searched. */
    private static final int LATIN = 256;

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
     * The Levenshtein distance. A common prefix and suffix cost nothing and are cut off first; the rest is Myers'
     * bit-parallel algorithm in Hyyrö's formulation for edit distance (G. Myers, "A fast bit-vector algorithm for
     * approximate string matching based on dynamic programming", J. ACM 46(3), 1999, with its block extension; H.
     * Hyyrö, "A bit-vector algorithm for computing Levenshtein and Damerau edit distances", Nordic J. of Computing
     * 10, 2003), which rapidfuzz uses too: each column of the dynamic-programming table over the shorter text is kept
     * as vertical +1/-1 deltas, 64 rows to a {@code long}, so a column costs a few word operations per 64 rows:
     * O(ceil(m / 64) * n) time for texts of m <= n code points.
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
        if (shorterEnd == start) {
            return longerEnd - start;
        }
        return bitParallel(Arrays.copyOfRange(shorter, start, shorterEnd),
                Arrays.copyOfRange(longer, start, longerEnd));
    }

    /**
     * Myers' block algorithm over the pattern's rows; the text's code points are the columns. The horizontal delta
     * that leaves one block and enters the next is carried as two bits (+1, -1), shifted in and out without a branch,
     * as rapidfuzz's {@code levenshtein_hyrroe2003_block} carries it: a branch on its sign is taken at random on real
     * text and cost more than the bit operations themselves.
     */
    private static int bitParallel(int[] pattern, int[] text) {
        int m = pattern.length;
        int blocks = (m + 63) >>> 6;
        int last = blocks - 1;
        int lastRow = (m - 1) & 63;
        // Each symbol's match bits, per block: bit r of block b set where pattern row 64 * b + r holds the symbol. A
        // table for the code points below 256 (most of any Latin text), built in one pass; the others sorted and
        // searched. Sorting the whole pattern for every pair cost an eighth of the time on long English texts.
        long[][] latin = new long[LATIN][];
        int[] others = Arrays.stream(pattern).filter(c -> c >= LATIN).sorted().distinct().toArray();
        long[][] otherMatches = new long[others.length][blocks];
        for (int row = 0; row < m; row++) {
            int symbol = pattern[row];
            long[] bits;
            if (symbol < LATIN) {
                bits = latin[symbol];
                if (bits == null) {
                    bits = new long[blocks];
                    latin[symbol] = bits;
                }
            } else {
                bits = otherMatches[Arrays.binarySearch(others, symbol)];
            }
            bits[row >>> 6] |= 1L << (row & 63);
        }
        long[] plus = new long[blocks];
        long[] minus = new long[blocks];
        Arrays.fill(plus, -1L);
        long[] none = new long[blocks];
        int score = m;
        for (int symbol : text) {
            long[] equal = none;
            if (symbol < LATIN) {
                equal = latin[symbol] != null ? latin[symbol] : none;
            } else if (others.length > 0) {
                int found = Arrays.binarySearch(others, symbol);
                equal = found >= 0 ? otherMatches[found] : none;
            }
            // Row 0 of the table is 0, 1, 2, ...: every column enters the first block one higher than the last.
            long plusIn = 1L;
            long minusIn = 0L;
            for (int block = 0; block < blocks; block++) {
                long pv = plus[block];
                long mv = minus[block];
                long eq = equal[block];
                long xv = eq | mv;
                eq |= minusIn;
                long xh = (((eq & pv) + pv) ^ pv) | eq;
                long ph = mv | ~(xh | pv);
                long mh = pv & xh;
                int top = block == last ? lastRow : 63;
                long plusOut = (ph >>> top) & 1L;
                long minusOut = (mh >>> top) & 1L;
                ph = (ph << 1) | plusIn;
                mh = (mh << 1) | minusIn;
                plus[block] = mh | ~(xv | ph);
                minus[block] = ph & xv;
                plusIn = plusOut;
                minusIn = minusOut;
            }
            score += (int) (plusIn - minusIn);
        }
        return score;
    }
}
