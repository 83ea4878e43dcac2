package io.github.rageval.engine.goldenset.grow;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The strata, the shares per stratum, and a draw that the seed alone decides. */
class StratifiedSampleTest {
    private static final StrataBoundaries DEFAULT = new StrataBoundaries(0.5, 0.8);

    /** A Zipf-like log: query i asked 1000 / i times, for i from 1 to count. */
    private static List<DistinctQuery> zipf(int count) {
        List<DistinctQuery> queries = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            String key = String.format("q%05d", i);
            queries.add(new DistinctQuery(key, key, Math.max(1, 1000 / i)));
        }
        queries.sort(DistinctQuery.MOST_FREQUENT_FIRST);
        return queries;
    }

    @Test
    void theStrataAreCutByTheShareOfTheVolumeBeforeEachQuery() {
        // Volumes 5, 3, 1, 1: before them 0, 5, 8, 9 of 10.
        List<DistinctQuery> queries = List.of(new DistinctQuery("a", "a", 5), new DistinctQuery("b", "b", 3),
                new DistinctQuery("c", "c", 1), new DistinctQuery("d", "d", 1));
        Map<Stratum, List<DistinctQuery>> strata = StratifiedSample.strata(queries, Set.of(), DEFAULT);
        assertThat(strata.get(Stratum.HEAD)).extracting(DistinctQuery::key).containsExactly("a");
        assertThat(strata.get(Stratum.TORSO)).extracting(DistinctQuery::key).containsExactly("b");
        assertThat(strata.get(Stratum.TAIL)).extracting(DistinctQuery::key).containsExactly("c", "d");
        // The golden set's own questions count in the volume (c and d stay tail) but are not drawn.
        Map<Stratum, List<DistinctQuery>> known = StratifiedSample.strata(queries, Set.of("a", "b"), DEFAULT);
        assertThat(known.get(Stratum.HEAD)).isEmpty();
        assertThat(known.get(Stratum.TAIL)).extracting(DistinctQuery::key).containsExactly("c", "d");
    }

    @Test
    void theSampleIsSharedEquallyAndAShortStratumGivesItsSurplusToTheOthers() {
        Map<Stratum, List<DistinctQuery>> zipf = StratifiedSample.strata(zipf(2000), Set.of(), DEFAULT);
        assertThat(StratifiedSample.quotas(zipf, 50)).isEqualTo(Map.of(Stratum.HEAD, 17,
                Stratum.TORSO, 17, Stratum.TAIL, 16));
        // One question asked 1000 times is the whole head; 400 asked once: 120 torso (up to 80% of 1400), 280 tail.
        List<DistinctQuery> skewed = new ArrayList<>(List.of(new DistinctQuery("top", "top", 1000)));
        for (int i = 0; i < 400; i++) {
            skewed.add(new DistinctQuery(String.format("r%03d", i), "r", 1));
        }
        Map<Stratum, List<DistinctQuery>> strata = StratifiedSample.strata(skewed, Set.of(), DEFAULT);
        assertThat(strata.get(Stratum.TORSO)).hasSize(120);
        assertThat(StratifiedSample.quotas(strata, 50)).isEqualTo(Map.of(Stratum.HEAD, 1,
                Stratum.TORSO, 25, Stratum.TAIL, 24));
        // Fewer questions than the sample: all of them.
        assertThat(StratifiedSample.draw(zipf(7), Set.of(), DEFAULT, 50, 1)).hasSize(7);
    }

    @Test
    void theDrawCoversEveryStratumAndIsTheSameForTheSameSeed() {
        List<DistinctQuery> log = zipf(2000);
        List<StratifiedSample.Candidate> first = StratifiedSample.draw(log, Set.of(), DEFAULT, 30, 42);
        assertThat(first).hasSize(30);
        assertThat(first).extracting(StratifiedSample.Candidate::stratum).contains(Stratum.HEAD, Stratum.TORSO,
                Stratum.TAIL);
        assertThat(StratifiedSample.draw(log, Set.of(), DEFAULT, 30, 42)).isEqualTo(first);
        assertThat(StratifiedSample.draw(log, Set.of(), DEFAULT, 30, 43)).isNotEqualTo(first);
        // Not the most frequent questions only: the tail's are asked once or a few times.
        assertThat(first).filteredOn(candidate -> candidate.stratum() == Stratum.TAIL)
                .allMatch(candidate -> candidate.query().frequency() < 10);
        assertThat(first).extracting(candidate -> candidate.stratum().ordinal()).isSorted();
    }

    @Test
    void eachNextQuestionIsDrawnWithAProbabilityProportionalToHowOftenItIsAsked() {
        // a asked 9 times, b and c once: drawn first 9 times in 11, against 1 in 3 for a uniform draw.
        List<DistinctQuery> stratum = List.of(new DistinctQuery("a", "a", 9), new DistinctQuery("b", "b", 1),
                new DistinctQuery("c", "c", 1));
        // One stream for all the draws: the first numbers of Randoms seeded 0, 1, 2... are not independent.
        Random random = new Random(42);
        int first = 0;
        for (int draw = 0; draw < 1000; draw++) {
            if (StratifiedSample.weighted(stratum, 1, random).get(0).key().equals("a")) {
                first++;
            }
        }
        assertThat(first).as("a drawn first, of 1000 draws (9/11 expected: 818)").isBetween(780, 860);
        // A stratum that gives all it has gives it in its own order, drawing nothing.
        assertThat(StratifiedSample.weighted(stratum, 3, new Random(1))).isEqualTo(stratum);
    }

    @Test
    void theMostAskedQuestionsAreProposedFirst() {
        // One question asked 1000 times and 50 asked 10 times make the head (1500 of 2990 searches); 149 more asked
        // 10 times the torso and tail. With 3 candidates the head gives 1: before, drawn uniformly among 51, the
        // most asked question was proposed for 2 seeds in 100; drawn by frequency, for about 2 in 3.
        List<DistinctQuery> log = new ArrayList<>(List.of(new DistinctQuery("top", "top", 1000)));
        for (int i = 0; i < 199; i++) {
            log.add(new DistinctQuery(String.format("r%03d", i), "r", 10));
        }
        // A hundred seeds as a user might pick them, not 0 to 99, whose Randoms start alike.
        long[] seeds = new Random(42).longs(100).toArray();
        int proposed = 0;
        for (long seed : seeds) {
            List<StratifiedSample.Candidate> drawn = StratifiedSample.draw(log, Set.of(), DEFAULT, 3, seed);
            assertThat(drawn.get(0).stratum()).isEqualTo(Stratum.HEAD);
            if (drawn.get(0).query().key().equals("top")) {
                proposed++;
            }
        }
        assertThat(proposed).as("seeds of 100 that propose the most asked question first").isBetween(50, 85);
        // Within the head, the more a question is asked the more often it is drawn: over the same seeds, a sample
        // of 30 (10 from the head) holds the top question far more often than any one question asked 10 times.
        int top = 0;
        int other = 0;
        for (long seed : seeds) {
            for (StratifiedSample.Candidate candidate : StratifiedSample.draw(log, Set.of(), DEFAULT, 30, seed)) {
                if (candidate.stratum() == Stratum.HEAD) {
                    if (candidate.query().key().equals("top")) {
                        top++;
                    } else if (candidate.query().key().equals("r000")) {
                        other++;
                    }
                }
            }
        }
        assertThat(top).isGreaterThan(90);
        assertThat(other).isLessThan(40);
    }
}
