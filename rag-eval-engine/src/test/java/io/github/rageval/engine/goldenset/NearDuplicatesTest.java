package io.github.rageval.engine.goldenset;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.GoldenCase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
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
    void signaturesAreTheSameOnEveryRun() {
        long[] shingles = MinHash.shingles(Words.of(text(3, 50)));
        assertThat(shingles).hasSize(48);
        assertThat(MinHash.signature(shingles)).containsExactly(MinHash.signature(shingles.clone()));
        assertThat(MinHash.shingles(Words.of("two words"))).hasSize(1);
        assertThat(MinHash.shingles(Words.of(" ?! "))).isEmpty();
    }
}
