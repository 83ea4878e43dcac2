package io.github.rageval.engine.goldenset.checks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.GoldenCase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class NearDuplicatesTest {
    /** Words drawn from a large vocabulary, so that unrelated texts share almost no shingle. */
    private static String text(long seed, int words) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < words; i++) {
            text.append("w").append(random.nextInt(100_000)).append(' ');
        }
        return text.toString();
    }

    @Test
    void aCopyWithOneWordChangedIsFoundAndConfirmedExactly() {
        String original = text(1, 200);
        String copy = original.replaceFirst("w\\d+ $", "changed ");
        NearDuplicateSearch search = new NearDuplicateSearch(Map.of("rel", original));
        search.offer("rel", original);
        search.offer("copy", copy);
        search.offer("other", text(2, 200));
        search.offer("half", original.substring(0, original.length() / 2));
        List<NearDuplicateSearch.Pair> pairs = search.pairs();
        assertThat(pairs).extracting(NearDuplicateSearch.Pair::other).containsExactly("copy");
        // 198 shingles of 200 words, the last one changed: 197 shared of 199.
        assertThat(pairs.get(0).jaccard()).isEqualTo(197.0 / 199);
    }

    @Test
    void onlyPairsJudgedApartForAQueryAreWarnedAbout() {
        NearDuplicateSearch.Pair pair = new NearDuplicateSearch.Pair("rel", "copy", 0.991);
        List<GoldenCase> cases = List.of(new GoldenCase("q1", "x", Map.of("rel", 1)),
                new GoldenCase("q2", "y", Map.of("rel", 1, "copy", 1)),
                new GoldenCase("q3", "z", Map.of("rel", 2, "copy", 0)));
        assertThat(NearDuplicates.warnings(List.of(pair), cases, 1)).containsExactly(new Finding("near_duplicate",
                "near-duplicate documents judged apart: \"copy\" and \"rel\" have a Jaccard similarity of 0.99 over"
                        + " their 3-word shingles, yet \"copy\" is not relevant or not judged where \"rel\" is"
                        + " relevant, for queries q1, q3. A retriever that ranks that copy first is counted wrong."
                        + " Judge \"copy\" for those queries, or remove one copy from the corpus."));
        assertThat(NearDuplicates.warnings(List.of(pair), cases.subList(1, 2), 1)).isEmpty();
    }

    @Test
    void beyondTenPairsTheRestAreCounted() {
        List<NearDuplicateSearch.Pair> pairs = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            pairs.add(new NearDuplicateSearch.Pair("rel", "copy" + i, 0.95));
        }
        List<Finding> findings = NearDuplicates.warnings(pairs, List.of(new GoldenCase("q1", "x",
                Map.of("rel", 1))), 1);
        assertThat(findings).hasSize(11);
        assertThat(findings.get(10).message()).startsWith("2 more near-duplicate pairs are judged apart");
    }

    @Test
    void shinglesAreSortedDistinctHashesOfThreeWords() {
        long[] shingles = Shingles.of(Words.of(text(3, 50)));
        assertThat(shingles).hasSize(48).isSorted().doesNotHaveDuplicates();
        assertThat(Shingles.of(Words.of("a b c a b c a b c"))).hasSize(3);
        assertThat(Shingles.of(Words.of("two words"))).hasSize(1);
        assertThat(Shingles.of(Words.of(" ?! "))).isEmpty();
    }

    @Test
    void theBoundedJaccardIsTheExactOneAtOrAboveTheThresholdAndMinusOneBelow() {
        SplittableRandom random = new SplittableRandom(11);
        for (int trial = 0; trial < 2000; trial++) {
            long[] a = random.longs(1 + random.nextInt(60), 0, 80).sorted().distinct().toArray();
            long[] b = random.longs(1 + random.nextInt(60), 0, 80).sorted().distinct().toArray();
            double exact = Shingles.jaccard(a, b);
            double threshold = random.nextInt(4) == 0 ? exact : random.nextDouble();
            assertThat(Shingles.jaccardAtLeast(a, b, threshold)).isEqualTo(exact >= threshold ? exact : -1);
        }
    }

    @Test
    void thePrefixIsATenthOfTheSetAndOne() {
        assertThat(NearDuplicateSearch.prefixLength(1)).isEqualTo(1);
        assertThat(NearDuplicateSearch.prefixLength(10)).isEqualTo(2);
        assertThat(NearDuplicateSearch.prefixLength(48)).isEqualTo(48 - 43 + 1);
        assertThat(NearDuplicateSearch.prefixLength(1000)).isEqualTo(101);
    }

    /**
     * The prefix filter against comparing every pair: on random texts with planted near-duplicates at every
     * similarity around the threshold, it finds exactly the pairs whose exact Jaccard similarity reaches it (the
     * banded MinHash it replaced found a pair at 0.9 with probability 0.99).
     */
    @Test
    void everyPairAtOrAboveTheThresholdIsFoundAndNoOther() {
        SplittableRandom random = new SplittableRandom(7);
        Map<String, String> relevant = new TreeMap<>();
        List<String[]> others = new ArrayList<>();
        for (int r = 0; r < 40; r++) {
            String[] words = new String[20 + random.nextInt(200)];
            for (int w = 0; w < words.length; w++) {
                words[w] = "w" + random.nextInt(5000);
            }
            relevant.put("rel" + r, String.join(" ", words));
            for (int copy = 0; copy < 8; copy++) {
                String[] edited = words.clone();
                int edits = random.nextInt(1 + words.length / 15);
                for (int e = 0; e < edits; e++) {
                    edited[random.nextInt(edited.length)] = "x" + random.nextInt(5000);
                }
                others.add(new String[] {"rel" + r + "-copy" + copy, String.join(" ", edited)});
            }
        }
        NearDuplicateSearch search = new NearDuplicateSearch(relevant);
        List<String> expected = new ArrayList<>();
        for (String[] other : others) {
            search.offer(other[0], other[1]);
            long[] otherShingles = Shingles.of(Words.of(other[1]));
            relevant.forEach((id, text) -> {
                if (Shingles.jaccard(Shingles.of(Words.of(text)), otherShingles) >= NearDuplicateSearch.THRESHOLD) {
                    expected.add(id + " " + other[0]);
                }
            });
        }
        assertThat(expected).hasSizeBetween(40, 300);
        assertThat(search.pairs()).extracting(pair -> pair.relevant() + " " + pair.other())
                .containsExactlyInAnyOrderElementsOf(expected);
    }
}
