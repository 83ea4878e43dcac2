package io.github.rageval.engine.retriever.chunking;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The length of the longest common subsequence of one text with many others, by the bit-parallel algorithm of
 * Allison and Dix (1986) in Hyyrö's form ({@code V' = (V + (V & M)) | (V & ~M)}, the common length being the zero bits
 * of {@code V}): {@code ceil(m / 64)} word operations per character of the other text instead of {@code m}. It is what
 * Levenshtein.ratio's InDel distance needs ({@code len(a) + len(b) - 2 * lcs}), so that a chunk is compared with every
 * sentence of a large document (chunking_evaluation's fuzzy step) in reasonable time. The masks of ASCII characters,
 * nearly all of a text fuzzywuzzy prepared, are kept in an array rather than a map.
 */
final class IndelLcs {
    private final int[] text;
    private final long[][] ascii = new long[128][];
    private final Map<Integer, long[]> masks = new HashMap<>();
    private final int words;

    private IndelLcs(int[] text) {
        this.text = text;
        this.words = Math.max(1, (text.length + 63) / 64);
        for (int i = 0; i < text.length; i++) {
            long[] mask = text[i] < ascii.length ? ascii[text[i]] : masks.get(text[i]);
            if (mask == null) {
                mask = new long[words];
                if (text[i] < ascii.length) {
                    ascii[text[i]] = mask;
                } else {
                    masks.put(text[i], mask);
                }
            }
            mask[i / 64] |= 1L << (i % 64);
        }
    }

    /** Ready to compare this text (code points) with others. */
    static IndelLcs of(int[] text) {
        return new IndelLcs(text);
    }

    /** The text compared. */
    int[] text() {
        return text;
    }

    /** The length of the longest common subsequence of the text and another (code points). */
    int length(int[] other) {
        if (text.length == 0) {
            return 0;
        }
        long[] v = new long[words];
        Arrays.fill(v, -1L);
        for (int codePoint : other) {
            long[] mask = codePoint < ascii.length ? ascii[codePoint] : masks.get(codePoint);
            if (mask == null) {
                continue;
            }
            long carry = 0;
            for (int k = 0; k < words; k++) {
                long matched = v[k] & mask[k];
                long sum = v[k] + matched;
                long carried = sum + carry;
                carry = Long.compareUnsigned(sum, v[k]) < 0 || carried == 0 && carry != 0 ? 1 : 0;
                v[k] = carried | (v[k] & ~mask[k]);
            }
        }
        int ones = 0;
        for (int k = 0; k < words; k++) {
            long bits = k == words - 1 && text.length % 64 != 0 ? v[k] & ((1L << (text.length % 64)) - 1) : v[k];
            ones += Long.bitCount(bits);
        }
        return text.length - ones;
    }
}
