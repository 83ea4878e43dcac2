package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.UnlistedDocuments;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The upper end of the judgment ranges against an independent computation: the same rankings evaluated again,
 * through the same path from files, on judgments to which the holes of the evaluated rankings were added as
 * relevant (written by this test from the files, not by the engine). Per query and in the means, every metric's
 * value if the holes were relevant must be that evaluation's value.
 */
class JudgmentRangesEvaluationTest {
    private static final double EXACT = 1e-12;

    @TempDir
    Path dir;

    /** A run file with ties, ids the qrels do not name, a negative grade and a grade above the relevance level. */
    @Test
    void aRunFilesUpperEndIsTheEvaluationOnQrelsWithItsHolesRelevant() throws Exception {
        Map<String, Map<String, Integer>> qrels = new LinkedHashMap<>();
        qrels.put("q1", grades("d1", 1, "d2", 0, "d3", -1, "d9", 2, "d8", -1));
        qrels.put("q2", grades("e1", 0, "e2", 2));
        qrels.put("q3", grades("f1", 1, "f2", 0));
        String run = String.join("\n",
                "q1 Q0 d4 1 3.0 r", "q1 Q0 d1 2 3.0 r", "q1 Q0 d3 3 2.0 r", "q1 Q0 d5 4 2.0 r", "q1 Q0 d2 5 1.0 r",
                "q1 Q0 d6 6 0.5 r",
                "q2 Q0 e3 1 5.0 r", "q2 Q0 e1 2 4.0 r", "q2 Q0 e2 3 4.0 r", "q2 Q0 e4 4 1.0 r",
                "q3 Q0 f1 1 2.0 r", "q3 Q0 f2 2 1.0 r", "");
        Path runFile = Files.writeString(dir.resolve("run.txt"), run, StandardCharsets.UTF_8);
        Map<String, String> thresholds = Map.of("bpref", "0", "infAP", "0", "rbp", "0", "judged@3", "0",
                "rbp_p0.5", "0");
        for (Integer depth : new Integer[] {null, 4}) {
            ScoringOptions scoring = new ScoringOptions(List.of(1, 3, 5), 1, depth, RunMismatch.WARN, true, true);
            EvaluationReport report = RagEvaluation.run(EvaluationSettings.builder().k(3)
                    .rules(Fixtures.rules(thresholds))
                    .sources(DataSources.builder().run(runFile).qrels(writeQrels("qrels.txt", qrels)).build())
                    .scoring(scoring)
                    .build());
            JudgmentRanges ranges = report.judgmentRanges();
            assertThat(ranges).as("depth " + depth).isNotNull();
            assertThat(ranges.basis()).contains("qrels file");

            // Every retrieved id the qrels do not grade 0 or more becomes relevant at grade 1 (the level).
            Map<String, Map<String, Integer>> filled = new LinkedHashMap<>();
            for (CaseResult result : report.cases()) {
                Map<String, Integer> grades = new LinkedHashMap<>(qrels.get(result.queryId()));
                for (ScoredDocument document : result.retrieved()) {
                    if (grades.getOrDefault(document.docId(), -1) < 0) {
                        grades.put(document.docId(), 1);
                    }
                }
                filled.put(result.queryId(), grades);
            }
            EvaluationReport ifRelevant = RagEvaluation.run(EvaluationSettings.builder().k(3)
                    .rules(Fixtures.rules(thresholds))
                    .sources(DataSources.builder().run(runFile).qrels(writeQrels("filled.txt", filled)).build())
                    .scoring(scoring)
                    .build());

            assertUpperEndIs(report, ifRelevant);
            // q1: d4, d3, d5 and d6 are holes (d6 only when the whole list is evaluated); d8 is not retrieved.
            assertThat(ranges.holes(0)).isEqualTo(depth == null ? 4 : 3);
            assertThat(ranges.queriesWithHoles()).isEqualTo(2);
        }
    }

    /** A retriever over the seed corpus whose golden set names only relevant documents, declared unjudged. */
    @Test
    void aRetrieversUpperEndIsTheEvaluationOnAGoldenSetWithItsHolesRelevant() throws Exception {
        ScoringOptions scoring = new ScoringOptions(List.of(1, 3, 5, 10), 1, null, RunMismatch.WARN, true, true);
        Map<String, String> thresholds = Map.of("bpref", "0", "rbp", "0");
        EvaluationReport report = RagEvaluation.run(EvaluationSettings.builder().corpus(Fixtures.CORPUS)
                .goldenDataset(Fixtures.GOLDEN).k(3).rules(Fixtures.rules(thresholds))
                .sources(DataSources.builder().unlisted(UnlistedDocuments.UNJUDGED).build()).scoring(scoring).build());
        assertThat(report.judgmentRanges()).isNotNull();
        assertThat(report.judgmentRanges().resultsEvaluated()).isEqualTo(10);

        List<Map<String, Object>> filled = new ArrayList<>();
        for (CaseResult result : report.cases()) {
            Map<String, Integer> relevant = new LinkedHashMap<>(result.golden().grades());
            result.retrieved().forEach(d -> relevant.putIfAbsent(d.docId(), 1));
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("query", result.query());
            entry.put("relevant", relevant);
            filled.add(entry);
        }
        Path golden = dir.resolve("filled.json");
        new ObjectMapper().writeValue(golden.toFile(), filled);
        EvaluationReport ifRelevant = RagEvaluation.run(EvaluationSettings.builder().corpus(Fixtures.CORPUS)
                .goldenDataset(golden).k(3).rules(Fixtures.rules(thresholds))
                .sources(DataSources.builder().unlisted(UnlistedDocuments.UNJUDGED).build()).scoring(scoring).build());

        assertUpperEndIs(report, ifRelevant);
    }

    @Test
    void theSeedExampleHasNoHolesAndSoNoRanges() throws Exception {
        EvaluationReport seed = RagEvaluation.run(Fixtures.settings(Fixtures.FOUR_PLUS));
        assertThat(seed.judgmentRanges()).isNull();
    }

    private static void assertUpperEndIs(EvaluationReport report, EvaluationReport ifRelevant) {
        JudgmentRanges ranges = report.judgmentRanges();
        assertThat(ifRelevant.judgmentRanges()).as("no hole is left").isNull();
        assertThat(ranges.metrics()).isEqualTo(report.summary().metrics());
        assertThat(ifRelevant.cases()).hasSameSizeAs(report.cases());
        boolean anyMoves = false;
        for (Metric metric : report.summary().metrics()) {
            double[] upper = ranges.ifRelevant(metric);
            for (int i = 0; i < upper.length; i++) {
                assertThat(ifRelevant.cases().get(i).golden().label()).isEqualTo(report.cases().get(i).golden().label());
                assertThat(upper[i]).as(metric + " " + report.cases().get(i).golden().label())
                        .isCloseTo(ifRelevant.cases().get(i).value(metric), within(EXACT));
            }
            JudgmentRanges.Range range = ranges.ranges(report.cases()).get(metric);
            assertThat(range.asJudged()).isEqualTo(report.summary().value(metric));
            assertThat(range.ifRelevant()).as(metric.key()).isCloseTo(ifRelevant.summary().value(metric),
                    within(EXACT));
            anyMoves |= range.moves();
        }
        assertThat(anyMoves).isTrue();
    }

    private Path writeQrels(String name, Map<String, Map<String, Integer>> qrels) throws Exception {
        StringBuilder out = new StringBuilder();
        qrels.forEach((query, grades) -> grades.forEach((id, grade) -> out.append(query).append(" 0 ").append(id)
                .append(' ').append(grade).append('\n')));
        return Files.writeString(dir.resolve(name), out, StandardCharsets.UTF_8);
    }

    private static Map<String, Integer> grades(Object... idGrades) {
        Map<String, Integer> grades = new LinkedHashMap<>();
        for (int i = 0; i < idGrades.length; i += 2) {
            grades.put((String) idGrades[i], (Integer) idGrades[i + 1]);
        }
        return grades;
    }
}
