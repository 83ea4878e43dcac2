package io.github.rageval.engine.goal.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The check's warnings about thresholds the golden set says too little or too much about, on the seed example. */
class SlackThresholdsTest {
    private static final Path TAGGED = Path.of("src/test/resources/seed/golden-tagged.json");

    private static Analysis check(Map<String, String> thresholds) throws Exception {
        EvaluationSettings settings = EvaluationSettings.builder().corpus(Fixtures.CORPUS)
                .goldenDataset(Fixtures.GOLDEN).k(3).rules(Fixtures.rules(thresholds))
                .retriever(Fixtures.tfidf(TfidfOptions.defaults())).corpusOptional(false).build();
        return Fixtures.analyse(settings);
    }

    private static List<Diagnostic> ofKind(Analysis analysis, String kind) {
        return analysis.diagnostics().stream().filter(d -> d.kind().equals(kind)).toList();
    }

    @Test
    void aMinimumFarBelowTheMeanIsSlackAndTheWarningSaysWhatToWrite() throws Exception {
        Analysis analysis = check(Map.of("mrr", "0.50"));

        assertThat(ofKind(analysis, "slack_threshold")).singleElement().satisfies(d -> {
            assertThat(d.metric()).isEqualTo("mrr");
            assertThat(d.message()).isEqualTo("slack threshold: mrr 0.93 [0.80, 1.00] (n=10) gated at 0.50: a drop of"
                    + " 0.43 would pass. This run suggests 0.80 (its 95% interval's lower end, rounded down), which a"
                    + " run as good passes.");
        });
    }

    @Test
    void aMaximumFarAboveTheMeanIsSlackToo() throws Exception {
        // The golden set names only the relevant documents, so unj@3 counts the rest: 0.47 of the top 3.
        Analysis analysis = check(Map.of("unj@3", "0.9"));

        assertThat(ofKind(analysis, "slack_threshold")).singleElement().satisfies(d -> assertThat(d.message())
                .isEqualTo("slack threshold: unj@3 0.47 [0.30, 0.60] (n=10) gated at 0.9: a rise of 0.43 would"
                        + " pass. This run suggests 0.60 (its 95% interval's upper end, rounded up), which a run as"
                        + " good passes."));
    }

    @Test
    void theSpecificationsThresholdsAreNotSlackAndNeitherIsOneAtTwiceTheDrop() throws Exception {
        assertThat(ofKind(check(Fixtures.specThresholds()), "slack_threshold")).isEmpty();
        // hit_rate is 1.00 on every resample: its noise is the drop, 0.05, and a gap of exactly 0.10 is not beyond it.
        Map<String, String> atTwice = new LinkedHashMap<>(Map.of("hit_rate", "0.90"));
        assertThat(ofKind(check(atTwice), "slack_threshold")).isEmpty();
        assertThat(ofKind(check(Map.of("hit_rate", "0.89")), "slack_threshold")).singleElement()
                .extracting(Diagnostic::metric).isEqualTo("hit_rate");
    }

    @Test
    void aTagsThresholdIsJudgedOnTheTagsQueriesAlone() throws Exception {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("account", "mrr=0.10");
        tags.put("critical", "hit_rate=0.90");
        EvaluationSettings settings = EvaluationSettings.builder().corpus(Fixtures.CORPUS).goldenDataset(TAGGED).k(3)
                .rules(Fixtures.rules(Map.of("mrr", "0.80"), new SegmentSettings(tags, -1, Map.of())))
                .retriever(Fixtures.tfidf(TfidfOptions.defaults())).corpusOptional(false)
                .build();

        List<Diagnostic> slack = ofKind(Fixtures.analyse(settings), "slack_threshold");

        // account's mrr is far above 0.10 even for its few queries; critical's hit_rate at 0.90 is within its noise,
        // and so is the overall mrr at 0.80.
        assertThat(slack).singleElement().satisfies(d -> {
            assertThat(d.metric()).isEqualTo("mrr");
            assertThat(d.message()).startsWith("slack threshold: [account] mrr ").contains(" gated at 0.10: a drop of ");
        });
    }

    @Test
    void theSmallGoldenSetWarningSaysHowManyQueriesTheDropNeeds() throws Exception {
        Analysis analysis = check(Fixtures.specThresholds());

        assertThat(ofKind(analysis, "small_golden_set")).extracting(Diagnostic::message).anySatisfy(message ->
                assertThat(message).startsWith("golden set too small for the margin: mrr 0.93 [0.80, 1.00] (n=10)")
                        .endsWith("; add golden queries to tell a real change from noise at this margin. 281 queries"
                                + " would detect a drop of 0.05 in mrr with 80% power at 5% (paired t-test; this"
                                + " golden set has 10)."));
    }
}
