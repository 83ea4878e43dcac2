package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.render.ReportFiles;
import io.github.rageval.engine.render.TrecRun;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.BaselineFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every report file of the seed example, byte for byte as the first version wrote them (stored under
 * {@code src/test/resources/snapshots/}): a change of structure must not change a byte of what users read. A
 * deliberate change of a report re-records them with {@code -Drageval.snapshots.record=true} and shows the diff
 * in review.
 */
class ReportSnapshotTest {
    private static final Path SNAPSHOTS = Path.of("src/test/resources/snapshots");
    private static final List<String> FILES = List.of("report.json", "report.md", "TEST-rag-eval.xml",
            "report.html", TrecRun.FILE_NAME, "baseline.json");

    @TempDir
    Path folder;

    @ParameterizedTest
    @ValueSource(strings = {"seed-pass", "seed-regression", "seed-tagged"})
    void reportsAreByteIdenticalToTheRecordedOnes(String scenario) throws Exception {
        Analysis analysis = analysis(scenario);
        ReportFiles.writeAll(analysis, "support-articles", folder, Environment.of(Map.of()), w -> {
            throw new AssertionError(w);
        });
        TrecRun.write(analysis.evaluation(), folder);
        BaselineFile.write(io.github.rageval.engine.baseline.RecordedRun.of(analysis.evaluation(),
                analysis.fingerprint()), folder.resolve("baseline.json"));

        Path expected = SNAPSHOTS.resolve(scenario);
        if (Boolean.getBoolean("rageval.snapshots.record")) {
            Files.createDirectories(expected);
            for (String file : FILES) {
                Files.copy(folder.resolve(file), expected.resolve(file),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        for (String file : FILES) {
            assertThat(Files.readString(folder.resolve(file), StandardCharsets.UTF_8))
                    .as(scenario + "/" + file)
                    .isEqualTo(Files.readString(expected.resolve(file), StandardCharsets.UTF_8));
        }
    }

    private static Analysis analysis(String scenario) throws Exception {
        AnalysisSettings defaults = AnalysisSettings.defaults();
        switch (scenario) {
            case "seed-pass" -> {
                EvaluationSettings settings = Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN);
                return Analyses.analyse(RagEvaluation.run(settings), Fingerprint.of(settings), null,
                        "src/test/rag/baseline.json", defaults);
            }
            case "seed-regression" -> {
                return Fixtures.regression(Fixtures.withDrops(Map.of("mrr", "0.05", "hit_rate", "5%"), false));
            }
            default -> {
                EvaluationSettings settings = EvaluationSettings.builder().corpus(Fixtures.CORPUS)
                        .goldenDataset(Path.of("src/test/resources/seed/golden-tagged.json")).k(3)
                        .rules(Fixtures.rules(Fixtures.specThresholds(), new SegmentSettings(Map.of("critical",
                                "hit_rate=1.0"), 3, Map.of("account", "0"))))
                        .retriever(Fixtures.tfidf(TfidfOptions.defaults().withTokenPattern(Fixtures.FOUR_PLUS)))
                        .corpusOptional(false)
                        .scoring(new ScoringOptions(List.of(1, 5), 1, null, RunMismatch.WARN, true))
                        .explain(ExplainMode.ALL)
                        .build();
                return Analyses.analyse(RagEvaluation.run(settings), Fingerprint.of(settings), Fixtures.baseline(),
                        "src/test/rag/baseline.json", defaults);
            }
        }
    }
}
