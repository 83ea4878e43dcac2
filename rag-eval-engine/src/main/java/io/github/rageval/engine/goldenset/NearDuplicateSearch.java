package io.github.rageval.engine.goldenset;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Finds the corpus documents that are near-duplicates of a relevant document, as the corpus streams past once:
 * the relevant documents' MinHash signatures ({@link MinHash}) are cut into {@value #BANDS} bands of
 * {@value #ROWS} rows (locality-sensitive hashing), each streamed document whose signature matches a relevant one
 * on a whole band is a candidate, and a candidate is kept only when the exact Jaccard similarity of the two shingle
 * sets reaches {@value #THRESHOLD}: a pair reported is never an estimate. A pair at exactly 0.9 is found with
 * probability 1 - (1 - 0.9<sup>8</sup>)<sup>8</sup> = 0.99, one nearer to identical more surely still. Memory
 * holds the relevant documents only, so the corpus can be of any size; time grows with its words.
 */
public final class NearDuplicateSearch {
    /** The least Jaccard similarity of two documents' shingle sets that makes them near-duplicates. */
    public static final double THRESHOLD = 0.9;
    static final int BANDS = 8;
    static final int ROWS = MinHash.HASHES / BANDS;

    private final List<String> relevantIds = new ArrayList<>();
    private final List<long[]> relevantShingles = new ArrayList<>();
    private final List<Map<Long, List<Integer>>> bands = new ArrayList<>();
    private final Map<String, Pair> pairs = new TreeMap<>();

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
        for (int band = 0; band < BANDS; band++) {
            bands.add(new HashMap<>());
        }
        // By id, so that the candidates' order, and so the findings', never depends on a map's.
        new TreeMap<>(relevantTexts).forEach((id, text) -> {
            long[] shingles = MinHash.shingles(Words.of(text));
            if (shingles.length > 0) {
                int index = relevantIds.size();
                relevantIds.add(id);
                relevantShingles.add(shingles);
                long[] signature = MinHash.signature(shingles);
                for (int band = 0; band < BANDS; band++) {
                    bands.get(band).computeIfAbsent(bandKey(signature, band), k -> new ArrayList<>()).add(index);
                }
            }
        });
    }

    /** Compares one corpus document with the relevant ones; a relevant document offered is compared with the others. */
    public void offer(String id, String text) {
        if (relevantIds.isEmpty()) {
            return;
        }
        long[] shingles = MinHash.shingles(Words.of(text));
        if (shingles.length == 0) {
            return;
        }
        long[] signature = MinHash.signature(shingles);
        // A candidate matched on several bands is compared once.
        Set<Integer> compared = new HashSet<>();
        for (int band = 0; band < BANDS; band++) {
            for (int candidate : bands.get(band).getOrDefault(bandKey(signature, band), List.of())) {
                String relevant = relevantIds.get(candidate);
                String key = relevant + '\u0000' + id;
                if (!relevant.equals(id) && compared.add(candidate)) {
                    double jaccard = MinHash.jaccard(relevantShingles.get(candidate), shingles);
                    if (jaccard >= THRESHOLD) {
                        pairs.put(key, new Pair(relevant, id, jaccard));
                    }
                }
            }
        }
    }

    /** The pairs found, by the relevant document's id and then the other's. */
    public List<Pair> pairs() {
        return pairs.values().stream().sorted(Comparator.comparing(Pair::relevant).thenComparing(Pair::other))
                .toList();
    }

    private static long bandKey(long[] signature, int band) {
        long key = band;
        for (int row = band * ROWS; row < (band + 1) * ROWS; row++) {
            key = MinHash.mix(key ^ signature[row]);
        }
        return key;
    }
}
