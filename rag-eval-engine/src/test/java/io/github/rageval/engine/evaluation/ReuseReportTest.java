package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.saved.SavedReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Evaluate once, gate twice: report.json read back and held to other rules. */
class ReuseReportTest {
    private static final Path CORPUS = Path.of("src/test/resources/seed/corpus.json");
    private static final Path TAGGED = Path.of("src/test/resources/seed/golden-tagged.json");

    @TempDir
    Path dir;

    private static EvaluationSettings settings(Map<String, String> thresholds, SegmentSettings segments)
            throws ConfigurationException {
        return EvaluationSettings.builder().corpus(CORPUS).goldenDataset(TAGGED).k(3)
                .rules(Fixtures.rules(thresholds, segments))
                .retriever(Fixtures.tfidf(TfidfOptions.defaults().withTokenPattern("(?u)\\b\\w{4,}\\b")))
                .corpusOptional(false).build();
    }

    private Path written(EvaluationReport report) throws Exception {
        return JsonReport.write(report, dir);
    }

    @Test
    void regatingWithTheSameRulesReproducesTheReportByteForByte() throws Exception {
        EvaluationSettings settings = settings(Map.of("mrr", "0.9"),
                new SegmentSettings(Map.of("account", "hit_rate=0.5"), -1, Map.of("critical", "0")));
        EvaluationReport original = RagEvaluation.run(settings);
        String json = JsonReport.render(original);

        EvaluationReport regated = SavedReport.regate(written(original), settings);

        assertThat(JsonReport.render(regated)).isEqualTo(json);
        assertThat(regated.violationMessages()).isEqualTo(original.violationMessages());
    }

    @Test
    void otherRulesGiveAnotherVerdictOnTheSameCases() throws Exception {
        Path report = written(RagEvaluation.run(settings(Map.of(), SegmentSettings.NONE)));

        EvaluationReport strict = SavedReport.regate(report, settings(Map.of("hit_rate", "0.9"),
                new SegmentSettings(Map.of(), 1, Map.of())));
        EvaluationReport loose = SavedReport.regate(report, settings(Map.of("hit_rate", "80%"),
                SegmentSettings.NONE));

        assertThat(strict.violationMessages()).containsExactly("hit_rate 0.80 fell below the 0.9 gate",
                "2 queries missed, at most 1 allowed: 'How do I protect my account from someone else logging in?',"
                        + " 'How do I set up SSO for my company?'");
        assertThat(loose.passed()).isTrue();
        assertThat(strict.explanations()).hasSize(2);
    }

    @Test
    void aRuleOnAMetricTheReportLacksIsAConfigurationError() throws Exception {
        Path report = written(RagEvaluation.run(settings(Map.of(), SegmentSettings.NONE)));

        assertThatThrownBy(() -> SavedReport.regate(report, settings(Map.of("ndcg@10", "0.3"), SegmentSettings.NONE)))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("a threshold holds ndcg@10, which " + report + " does not hold (it has"
                        + " mean_precision, mean_recall, mrr, hit_rate)");
    }

    @Test
    void aMissingOrForeignReportIsAnInputError() throws Exception {
        Path foreign = Files.writeString(dir.resolve("other.json"), "{\"k\": 3}");

        assertThatThrownBy(() -> SavedReport.regate(dir.resolve("report.json"), settings(Map.of(), SegmentSettings.NONE)))
                .isInstanceOf(InputException.class).hasMessageContaining("does not exist, so there is nothing to re-gate");
        assertThatThrownBy(() -> SavedReport.regate(foreign, settings(Map.of(), SegmentSettings.NONE)))
                .isInstanceOf(InputException.class)
                .hasMessage("report file " + foreign + " cannot be re-gated: \"summary\" is missing or not an object."
                        + " Run the check without reuseReport to write it again.");
    }
}
