package io.github.rageval.engine.retriever.fusion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.api.ScoredDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fusion by hand-computed examples: RRF from places alone, sums of min-max normalised scores, ties by id. */
class RankFusionTest {
    private static final List<ScoredDocument> LEXICAL = List.of(new ScoredDocument("a", 12.0),
            new ScoredDocument("b", 9.0), new ScoredDocument("c", 3.0));
    private static final List<ScoredDocument> DENSE = List.of(new ScoredDocument("c", 0.91),
            new ScoredDocument("a", 0.90), new ScoredDocument("d", 0.10));

    @Test
    void reciprocalRankFusionAddsOneOverKPlusRank() {
        List<ScoredDocument> fused = new RankFusion(FusionMethod.RRF, 60, null).fuse(List.of(LEXICAL, DENSE));

        // a: 1/61 + 1/62; c: 1/63 + 1/61; b: 1/62; d: 1/63.
        assertThat(fused).extracting(ScoredDocument::id).containsExactly("a", "c", "b", "d");
        assertThat(fused.get(0).score()).isCloseTo(1.0 / 61 + 1.0 / 62, within(1e-15));
        assertThat(fused.get(1).score()).isCloseTo(1.0 / 63 + 1.0 / 61, within(1e-15));
        assertThat(fused.get(3).score()).isCloseTo(1.0 / 63, within(1e-15));
    }

    @Test
    void sumsOfMinMaxNormalisedScoresWeighted() {
        // LEXICAL normalised: a 1, b 6/9, c 0. DENSE normalised: c 1, a 0.8/0.81, d 0.
        List<ScoredDocument> combsum = new RankFusion(FusionMethod.COMBSUM, 60, null).fuse(List.of(LEXICAL, DENSE));
        assertThat(combsum).extracting(ScoredDocument::id).containsExactly("a", "c", "b", "d");
        assertThat(combsum.get(0).score()).isCloseTo(1 + 0.8 / 0.81, within(1e-12));

        List<ScoredDocument> weighted = new RankFusion(FusionMethod.WEIGHTED, 60, new double[] {0.2, 0.8})
                .fuse(List.of(LEXICAL, DENSE));
        assertThat(weighted).extracting(ScoredDocument::id).containsExactly("a", "c", "b", "d");
        assertThat(weighted.get(1).score()).isCloseTo(0.8, within(1e-12));
        assertThat(weighted.get(2).score()).isCloseTo(0.2 * 6 / 9, within(1e-12));
    }

    @Test
    void equalFusedScoresRankByIdAscendingAndAConstantRankingNormalisesToZero() {
        List<ScoredDocument> one = List.of(new ScoredDocument("z", 5.0), new ScoredDocument("y", 5.0));
        List<ScoredDocument> other = List.of(new ScoredDocument("y", 1.0), new ScoredDocument("z", 1.0));

        assertThat(new RankFusion(FusionMethod.COMBSUM, 60, null).fuse(List.of(one, other)))
                .containsExactly(new ScoredDocument("y", 0.0), new ScoredDocument("z", 0.0));
        // y: 1/62 + 1/61, z: 1/61 + 1/62: the same sum, in another order of additions.
        assertThat(new RankFusion(FusionMethod.RRF, 60, null).fuse(List.of(one, other)))
                .extracting(ScoredDocument::id).containsExactly("y", "z");
        assertThat(FusionMethod.byKey(" RRF")).contains(FusionMethod.RRF);
        assertThat(FusionMethod.byKey("borda")).isEmpty();
    }
}
