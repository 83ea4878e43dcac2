package io.github.rageval.engine.goldenset;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * MinHash over word shingles (A. Broder, "On the resemblance and containment of documents", 1997): a text's set of
 * {@value #SHINGLE_WORDS}-word shingles, each hashed to 64 bits, and its signature of {@value #HASHES} minima, one
 * per hash function; two signatures agree at a position with probability the Jaccard similarity of the two sets.
 * The hash functions are SplitMix64's finaliser over the shingle's hash mixed with one of {@value #HASHES} keys drawn
 * from a {@link SplittableRandom} seeded {@value #SEED}: the same texts give the same signatures on every machine.
 */
final class MinHash {
    /** Words per shingle: three, as for passages a few hundred words long, where five would leave too few. */
    static final int SHINGLE_WORDS = 3;
    /** Hash functions per signature. */
    static final int HASHES = 64;
    /** The seed the hash functions' keys are drawn with. */
    static final long SEED = 42;
    private static final long[] KEYS = new SplittableRandom(SEED).longs(HASHES).toArray();

    private MinHash() {
    }

    /**
     * The distinct shingle hashes of a text's words, sorted; one shingle of all its words when it has fewer than
     * {@value #SHINGLE_WORDS}, none when it has none.
     */
    static long[] shingles(List<String> words) {
        if (words.isEmpty()) {
            return new long[0];
        }
        long[] wordHashes = words.stream().mapToLong(MinHash::wordHash).toArray();
        int count = Math.max(1, wordHashes.length - SHINGLE_WORDS + 1);
        long[] shingles = new long[count];
        for (int start = 0; start < count; start++) {
            long hash = 0;
            for (int i = start; i < Math.min(wordHashes.length, start + SHINGLE_WORDS); i++) {
                hash = mix(hash + wordHashes[i]);
            }
            shingles[start] = hash;
        }
        return Arrays.stream(shingles).sorted().distinct().toArray();
    }

    /** The {@value #HASHES} minima of a non-empty shingle set. */
    static long[] signature(long[] shingles) {
        long[] minima = new long[HASHES];
        Arrays.fill(minima, Long.MAX_VALUE);
        for (long shingle : shingles) {
            for (int i = 0; i < HASHES; i++) {
                long hashed = mix(shingle ^ KEYS[i]);
                if (hashed < minima[i]) {
                    minima[i] = hashed;
                }
            }
        }
        return minima;
    }

    /** The exact Jaccard similarity of two sorted sets of shingle hashes: shared over either. */
    static double jaccard(long[] a, long[] b) {
        int i = 0;
        int j = 0;
        int shared = 0;
        while (i < a.length && j < b.length) {
            int order = Long.compare(a[i], b[j]);
            if (order == 0) {
                shared++;
                i++;
                j++;
            } else if (order < 0) {
                i++;
            } else {
                j++;
            }
        }
        int union = a.length + b.length - shared;
        return union == 0 ? 0 : (double) shared / union;
    }

    /** FNV-1a over the word's characters, then mixed. */
    private static long wordHash(String word) {
        long hash = 0xcbf29ce484222325L;
        for (int i = 0; i < word.length(); i++) {
            hash ^= word.charAt(i);
            hash *= 0x100000001b3L;
        }
        return mix(hash);
    }

    /** SplitMix64's finaliser: every input bit moves every output bit. */
    static long mix(long value) {
        long z = (value ^ (value >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
