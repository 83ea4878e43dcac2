package io.github.rageval.engine.goldenset.checks;

import java.util.Arrays;
import java.util.List;

/**
 * A text's set of {@value #SHINGLE_WORDS}-word shingles, each hashed to 64 bits (FNV-1a over each word, then
 * SplitMix64's finaliser), kept sorted: the same texts give the same sets on every machine, and the sorted order of the
 * hashes is the one global order the prefix filter of {@link NearDuplicateSearch} needs. Two sets' exact Jaccard
 * similarity is one merge of the two arrays.
 */
final class Shingles {
    /** Words per shingle: three, as for passages a few hundred words long, where five would leave too few. */
    static final int SHINGLE_WORDS = 3;
    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private Shingles() {
    }

    /**
     * The shingles of a text's {@link Words}: {@code of(Words.of(text))}, the same hashes, found without a string per
     * word when every character of the text is Latin-1 (most corpora): such a text is NFC already, and lower case
     * character by character is what {@link String#toLowerCase} gives it, so each word's hash is taken as the scan
     * passes. Every corpus document goes through this, and the words' strings were most of the checks' garbage.
     */
    static long[] ofText(String text) {
        int length = text.length();
        long[] wordHashes = new long[16];
        int words = 0;
        long hash = FNV_OFFSET;
        boolean inWord = false;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c > 0xFF) {
                return of(Words.of(text));
            }
            char lower = Character.toLowerCase(c);
            if (Character.isLetterOrDigit(lower)) {
                hash = (hash ^ lower) * FNV_PRIME;
                inWord = true;
            } else if (inWord) {
                if (words == wordHashes.length) {
                    wordHashes = Arrays.copyOf(wordHashes, words * 2);
                }
                wordHashes[words++] = mix(hash);
                hash = FNV_OFFSET;
                inWord = false;
            }
        }
        if (inWord) {
            if (words == wordHashes.length) {
                wordHashes = Arrays.copyOf(wordHashes, words + 1);
            }
            wordHashes[words++] = mix(hash);
        }
        return ofWordHashes(wordHashes, words);
    }

    /**
     * The distinct shingle hashes of a text's words, sorted; one shingle of all its words when it has fewer than
     * {@value #SHINGLE_WORDS}, none when it has none.
     */
    static long[] of(List<String> words) {
        return ofWordHashes(words.stream().mapToLong(Shingles::wordHash).toArray(), words.size());
    }

    /** The shingles of the first {@code words} word hashes. */
    private static long[] ofWordHashes(long[] wordHashes, int words) {
        if (words == 0) {
            return new long[0];
        }
        int count = Math.max(1, words - SHINGLE_WORDS + 1);
        long[] shingles = new long[count];
        for (int start = 0; start < count; start++) {
            long hash = 0;
            for (int i = start; i < Math.min(words, start + SHINGLE_WORDS); i++) {
                hash = mix(hash + wordHashes[i]);
            }
            shingles[start] = hash;
        }
        Arrays.sort(shingles);
        int distinct = 0;
        for (int i = 0; i < shingles.length; i++) {
            if (i == 0 || shingles[i] != shingles[distinct - 1]) {
                shingles[distinct++] = shingles[i];
            }
        }
        return distinct == shingles.length ? shingles : Arrays.copyOf(shingles, distinct);
    }

    /** The exact Jaccard similarity of two sorted sets of shingle hashes: shared over either. */
    static double jaccard(long[] a, long[] b) {
        return jaccardAtLeast(a, b, 0);
    }

    /**
     * The exact Jaccard similarity of two sorted sets of shingle hashes when it reaches {@code threshold}, else -1,
     * found sooner: J = s / (|a| + |b| - s) &ge; t holds only when the elements the two do not share,
     * |a| + |b| - 2s, number at most (|a| + |b|)(1 - t) / (1 + t), so the merge stops at the first one past that.
     */
    static double jaccardAtLeast(long[] a, long[] b, double threshold) {
        double allowedUnshared = (a.length + b.length) * (1 - threshold) / (1 + threshold) + 1e-9;
        int i = 0;
        int j = 0;
        int shared = 0;
        int unshared = 0;
        while (i < a.length && j < b.length) {
            int order = Long.compare(a[i], b[j]);
            if (order == 0) {
                shared++;
                i++;
                j++;
            } else {
                if (++unshared > allowedUnshared) {
                    return -1;
                }
                if (order < 0) {
                    i++;
                } else {
                    j++;
                }
            }
        }
        int union = a.length + b.length - shared;
        double jaccard = union == 0 ? 0 : (double) shared / union;
        return jaccard >= threshold ? jaccard : -1;
    }

    /** FNV-1a over the word's characters, then mixed. */
    private static long wordHash(String word) {
        long hash = FNV_OFFSET;
        for (int i = 0; i < word.length(); i++) {
            hash ^= word.charAt(i);
            hash *= FNV_PRIME;
        }
        return mix(hash);
    }

    /** SplitMix64's finaliser: every input bit moves every output bit. */
    private static long mix(long value) {
        long z = (value ^ (value >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
