package io.github.rageval.engine.goldenset.pool;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pool's depth when none is set: about six documents per query, shared among the systems pooled. A fixed depth of
 * 10 asked 12 questions over 26 documents for 146 grades, more than anyone grades to try the tool.
 */
class PoolDepthTest {
    private static final int QUESTIONS = 12;
    private static final int DOCUMENTS = 26;

    @TempDir
    Path folder;

    @Test
    void unsetTheDepthSharesSixDocumentsPerQueryAmongTheSystemsAndASetDepthWins() throws Exception {
        PoolSettings unset = PoolSettings.of(null, null);
        assertThat(List.of(1, 2, 3, 4, 7).stream().map(unset::depthFor).toList()).containsExactly(6, 3, 2, 1, 1);
        assertThat(PoolSettings.of(10, null).depthFor(3)).isEqualTo(10);
    }

    @Test
    void twelveQuestionsOverTwentySixDocumentsAskForAtMostSixGradesEachWhereDepthTenAskedForMoreThan146() {
        List<GoldenCase> golden = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        for (int q = 0; q < QUESTIONS; q++) {
            golden.add(new GoldenCase("q" + q, "question " + q, Map.of("d" + q, 1), List.of()));
            keys.add("q" + q);
        }
        // Two systems that disagree: one ranks the corpus from the query's own document on, the other backwards.
        List<SystemRankings> systems = List.of(new SystemRankings("dense", rankings(1)),
                new SystemRankings("bm25", rankings(-1)));
        PoolSettings unset = new PoolSettings(null, null);
        List<PooledDocument> pooled = JudgmentPool.build(keys, golden, systems,
                new PoolSettings(unset.depthFor(systems.size()), null));
        Map<String, Long> perQuery = pooled.stream().collect(Collectors.groupingBy(PooledDocument::queryId,
                Collectors.counting()));
        assertThat(perQuery.values()).allMatch(count -> count <= PoolSettings.JUDGMENTS_PER_QUERY);
        assertThat(pooled.size()).isLessThanOrEqualTo(QUESTIONS * PoolSettings.JUDGMENTS_PER_QUERY);
        assertThat(JudgmentPool.build(keys, golden, systems, new PoolSettings(10, null))).hasSizeGreaterThan(146);
    }

    @Test
    void theConsoleSaysTheDepthFirstAndWhichSettingChangesIt() throws Exception {
        PoolResult variants = Pooling.run(Fixtures.withVariants(Fixtures.issueVariants(null)),
                new PoolSettings(null, null), folder.resolve("ruled"), ProgressListener.NONE);
        assertThat(variants.depth()).isEqualTo(2);
        assertThat(variants.pooled()).allMatch(d -> d.retrievedBy().values().stream().allMatch(rank -> rank <= 2));
        assertThat(variants.depthLine(SettingWords.PARAMETERS)).isEqualTo("pooled to depth 2 (about 6 documents per"
                + " query over 3 systems): " + variants.pooled().size() + " documents for 10 queries; set poolDepth"
                + " to change");
        PoolResult set = Pooling.run(Fixtures.settings(Fixtures.FOUR_PLUS), new PoolSettings(4, null),
                folder.resolve("set"), ProgressListener.NONE);
        assertThat(set.depthLine(SettingWords.PARAMETERS)).isEqualTo("pooled to depth 4 (poolDepth): "
                + set.pooled().size() + " documents for 10 queries");
    }

    /** Each question's ranking of the whole corpus, from its own document on, forwards or backwards. */
    private static List<List<ScoredDocument>> rankings(int step) {
        List<List<ScoredDocument>> rankings = new ArrayList<>();
        for (int q = 0; q < QUESTIONS; q++) {
            List<ScoredDocument> ranking = new ArrayList<>();
            for (int r = 0; r < DOCUMENTS; r++) {
                ranking.add(new ScoredDocument("d" + Math.floorMod(q + step * r, DOCUMENTS), 1.0 - r / 100.0));
            }
            rankings.add(ranking);
        }
        return rankings;
    }
}
