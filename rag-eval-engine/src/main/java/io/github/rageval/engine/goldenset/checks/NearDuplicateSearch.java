package io.github.rageval.engine.goldenset.checks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Finds every corpus document that is a near-duplicate of a relevant document (exact Jaccard similarity of the two
 * {@link Shingles} sets at least {@value #THRESHOLD}) as the corpus streams past once, by the prefix filter of
 * all-pairs similarity search (S. Chaudhuri, V. Ganti, R. Kaushik, "A primitive operator for similarity joins in data
 * cleaning", ICDE 2006; R. Bayardo, Y. Ma, R. Srikant, "Scaling up all pairs similarity search", WWW 2007).
 *
 * <p>Why it misses nothing: order every shingle set by hash value. When J(A, B) &ge; t, the two sets share
 * o &ge; t &middot; |A &cup; B| &ge; t &middot; max(|A|, |B|) shingles. Let c be the smallest shared one: every
 * element of A before c is not shared, and A has at most |A| - o of those, so c is among A's first |A| - o + 1
 * elements, and likewise among B's first |B| - o + 1. Since &lfloor;t &middot; |X|&rfloor; &le; o, the prefixes
 * of |X| - &lfloor;t &middot; |X|&rfloor; + 1 elements (about a tenth of a set at t = 0.9) of the two sets share c.
 * So the relevant documents' prefixes are indexed, a streamed document is compared exactly only with the relevant
 * documents whose prefix shares an element with its own, and every pair at or above the threshold is found: none is
 * an estimate, and none is missed. Memory holds the relevant documents only, so the corpus can be of any size; time
 * grows with its words.
 */
public final class NearDuplicateSearch {
    /** The least Jaccard similarity of two documents' shingle sets that makes them near-duplicates. */
    public static final double THRESHOLD = 0.9;

    private final List<String> relevantIds = new ArrayList<>();
    private final List<long[]> relevantShingles = new ArrayList<>();
    private final Map<Long, List<Integer>> prefixes = new HashMap<>();
    private final Map<String, Pair> pairs = new TreeMap<>();
    /** For each relevant document, the number of the document last compared with it. */
    private final int[] lastOffered;
    private int offered;

    /**
     * A relevant document and a near-duplicate of it.
     *
     * @param relevant the relevant document's id
     * @param other the near-duplicate's id
     * @param jaccard the exact Jaccard similarity of their shingle sets, at least {@value #THRESHOLD}
     */
    public record Pair(String relevant, String other, double jaccard) {
    }

    /** @param relevantTexts the texts of the documents some query judges relevant, by id */
    public NearDuplicateSearch(Map<String, String> relevantTexts) {
        // By id, so that the candidates' order, and so the findings', never depends on a map's.
        new TreeMap<>(relevantTexts).forEach((id, text) -> {
            long[] shingles = Shingles.ofText(text);
            if (shingles.length > 0) {
                int index = relevantIds.size();
                relevantIds.add(id);
                relevantShingles.add(shingles);
                for (int i = 0; i < prefixLength(shingles.length); i++) {
                    prefixes.computeIfAbsent(shingles[i], k -> new ArrayList<>()).add(index);
                }
            }
        });
        lastOffered = new int[relevantIds.size()];
    }

    /** Compares one corpus document with the relevant ones; a relevant document offered is compared with the others. */
    public void offer(String id, String text) {
        if (!relevantIds.isEmpty()) {
            offer(id, Shingles.ofText(text));
        }
    }

    /** As {@link #offer(String, String)}, with the document's {@link Shingles} taken before. */
    void offer(String id, long[] shingles) {
        if (relevantIds.isEmpty()) {
            return;
        }
        offered++;
        for (int i = 0; i < prefixLength(shingles.length); i++) {
            for (int candidate : prefixes.getOrDefault(shingles[i], List.of())) {
                // A candidate sharing several prefix elements is compared once per document.
                if (lastOffered[candidate] == offered) {
                    continue;
                }
                lastOffered[candidate] = offered;
                long[] relevantSet = relevantShingles.get(candidate);
                String relevant = relevantIds.get(candidate);
                if (sizesAllow(relevantSet.length, shingles.length) && !relevant.equals(id)) {
                    double jaccard = Shingles.jaccardAtLeast(relevantSet, shingles, THRESHOLD);
                    if (jaccard >= THRESHOLD) {
                        pairs.put(relevant + '\u0000' + id, new Pair(relevant, id, jaccard));
                    }
                }
            }
        }
    }

    // J(A, B) <= min(|A|, |B|) / max(|A|, |B|): sets of sizes too far apart cannot reach the threshold (the margin
    // keeps a rounding error from ever dropping a pair exactly at it).
    private static boolean sizesAllow(int a, int b) {
        return Math.min(a, b) >= THRESHOLD * Math.max(a, b) - 1e-9;
    }

    /** The pairs found, by the relevant document's id and then the other's. */
    public List<Pair> pairs() {
        return pairs.values().stream().sorted(Comparator.comparing(Pair::relevant).thenComparing(Pair::other))
                .toList();
    }

    /**
     * How many of a set's smallest hashes make its prefix: {@code size - floor(THRESHOLD * size) + 1}, at most the
     * whole set. Rounding the shared count's bound down only lengthens the prefix, so a rounding error in
     * {@code THRESHOLD * size} can add a candidate, never lose a pair.
     */
    static int prefixLength(int size) {
        return Math.min(size, size - (int) Math.floor(THRESHOLD * size) + 1);
    }
}
