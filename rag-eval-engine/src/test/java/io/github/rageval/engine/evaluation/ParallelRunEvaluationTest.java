package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.metrics.CompensatedSum;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.TieRanges;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run file's queries are scored, and their tie and judgment ranges computed, on every processor: the report must
 * be the one each query evaluated on its own, in the caller's thread, gives, in judgment order.
 */
class ParallelRunEvaluationTest {
    private static final int QUERIES = 300;

    @TempDir
    Path dir;

    @Test
    void theWholeRunScoresEachQueryAsItsOwnRunScoresIt() throws Exception {
        Random random = new Random(5);
        StringBuilder qrels = new StringBuilder();
        List<String> runs = new ArrayList<>();
        for (int q = 0; q < QUERIES; q++) {
            TreeSet<Integer> judged = new TreeSet<>();
            while (judged.size() < 5) {
                judged.add(random.nextInt(120));
            }
            for (int id : judged) {
                qrels.append(String.format(Locale.ROOT, "q%d 0 d%d %d%n", q, id, random.nextInt(3)));
            }
            StringBuilder run = new StringBuilder();
            TreeSet<Integer> ids = new TreeSet<>();
            while (ids.size() < 40) {
                ids.add(random.nextInt(200));
            }
            int rank = 1;
            for (int id : ids) {
                // Scores of one decimal tie often, across grades too: the tie ranges have work to do.
                run.append(String.format(Locale.ROOT, "q%d Q0 d%d %d %.1f t%n", q, id, rank++,
                        random.nextInt(10) / 10.0));
            }
            runs.add(run.toString());
        }
        Path judgments = Files.writeString(dir.resolve("qrels.txt"), qrels, StandardCharsets.UTF_8);

        EvaluationReport whole = evaluate(Files.writeString(dir.resolve("run.txt"), String.join("", runs),
                StandardCharsets.UTF_8), judgments);

        assertThat(whole.cases()).hasSize(QUERIES);
        assertThat(whole.tieRanges()).isNotNull();
        assertThat(whole.judgmentRanges()).isNotNull();
        List<Metric> metrics = whole.summary().metrics();
        double[][] worst = new double[metrics.size()][QUERIES];
        double[][] best = new double[metrics.size()][QUERIES];
        int withTies = 0;
        int deepest = 0;
        for (int q = 0; q < QUERIES; q++) {
            EvaluationReport alone = evaluate(Files.writeString(dir.resolve("run-" + q + ".txt"), runs.get(q),
                    StandardCharsets.UTF_8), judgments);
            assertThat(whole.cases().get(q)).as("q%d", q).isEqualTo(alone.cases().get(0));
            TieRanges ties = alone.tieRanges();
            withTies += ties == null ? 0 : 1;
            JudgmentRanges ranges = alone.judgmentRanges();
            deepest = Math.max(deepest, ranges == null ? 0 : ranges.resultsEvaluated());
            assertThat(whole.judgmentRanges().holes(q)).isEqualTo(ranges == null ? 0 : ranges.holes(0));
            for (int m = 0; m < metrics.size(); m++) {
                Metric metric = metrics.get(m);
                double value = alone.cases().get(0).value(metric);
                worst[m][q] = ties == null ? value : ties.ranges().get(metric).worst();
                best[m][q] = ties == null ? value : ties.ranges().get(metric).best();
                assertThat(whole.judgmentRanges().ifRelevant(metric)[q]).as("%s of q%d", metric, q)
                        .isEqualTo(ranges == null ? value : ranges.ifRelevant(metric)[0]);
            }
        }
        assertThat(whole.tieRanges().queriesWithTies()).isEqualTo(withTies);
        assertThat(whole.judgmentRanges().resultsEvaluated()).isEqualTo(deepest);
        for (int m = 0; m < metrics.size(); m++) {
            assertThat(whole.tieRanges().ranges().get(metrics.get(m)))
                    .isEqualTo(new TieRanges.Range(CompensatedSum.mean(worst[m]), CompensatedSum.mean(best[m])));
        }
    }

    private static EvaluationReport evaluate(Path run, Path qrels) throws Exception {
        ScoringOptions scoring = new ScoringOptions(List.of(5, 10), 1, 20, RunMismatch.WARN, false, true);
        return RagEvaluation.run(EvaluationSettings.builder().k(10).sources(DataSources.builder().run(run)
                .qrels(qrels).build())
                .scoring(scoring).build());
    }
}
