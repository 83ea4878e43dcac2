package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.saved.BaselineLocation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GoldenSetChecks;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.render.HtmlReport;
import io.github.rageval.engine.render.MarkdownReport;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checks of the golden set as a check runs them: before the evaluation, reported with the analysis. */
class GoldenSetAnalysisTest {
    @TempDir
    Path dir;

    private static AnalysisSettings defaults() throws Exception {
        return Fixtures.withDrops(Map.of(), false);
    }

    @Test
    void theSeedGoldenSetIsCountedAndWarnsOfNothing() throws Exception {
        Analysis analysis = Analyses.run(Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN), defaults(),
                BaselineLocation.none());
        assertThat(analysis.goldenSetNotes()).containsExactly("10 of 10 corpus documents (100.0%) are relevant to at"
                + " least one of the 10 queries; a change to the others passes every gate");
        assertThat(analysis.diagnostics()).extracting(Diagnostic::kind).containsOnly("small_golden_set");
        // report.html says the notes as report.md does
        assertThat(HtmlReport.render(analysis, "p")).contains("<h2>Golden set</h2>", "10 of 10 corpus documents");
        assertThat(MarkdownReport.render(analysis, "p")).contains("### Golden set", "10 of 10 corpus documents");
    }

    @Test
    void basicLeavesTheCorpusUnread() throws Exception {
        Analysis analysis = Analyses.run(Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN),
                defaults().withGoldenSetChecks(GoldenSetChecks.BASIC), BaselineLocation.none());
        assertThat(analysis.goldenSetNotes()).isEmpty();
    }

    @Test
    void aQueryJudgedTwoWaysStopsTheCheckBeforeTheRetrieverRuns() throws Exception {
        Path golden = dir.resolve("golden.jsonl");
        Files.writeString(golden, "{\"query_id\": \"q1\", \"query\": \"reset password\", \"relevant_doc_ids\":"
                + " [\"a\"]}\n{\"query_id\": \"q2\", \"query\": \"Reset password?\", \"relevant_doc_ids\": [\"b\"]}\n");
        EvaluationSettings settings = EvaluationSettings.builder().corpus(dir.resolve("no-corpus.json"))
                .goldenDataset(golden).k(3)
                .retriever(Fixtures.tfidf(TfidfOptions.defaults())).corpusOptional(false).build();
        // The corpus does not exist: the golden set's error comes first, before any document is read.
        assertThatThrownBy(() -> Analyses.run(settings, defaults(), BaselineLocation.none()))
                .isInstanceOf(InputException.class).hasMessageContaining("record 1 (line 1, column 1) (query_id"
                        + " \"q1\") and record 2 (line 2, column 1) (query_id \"q2\") ask the same query \"reset"
                        + " password\"");
    }

    @Test
    void aTagTooSmallForItsThresholdIsWarnedAbout() throws Exception {
        EvaluationSettings settings = EvaluationSettings.builder().corpus(Fixtures.CORPUS)
                .goldenDataset(Path.of("src/test/resources/seed/golden-tagged.json")).k(3)
                .retriever(Fixtures.tfidf(TfidfOptions.defaults().withTokenPattern("(?u)\\b\\w{4,}\\b")))
                .corpusOptional(false)
                .rules(Fixtures.rules(Map.of(), new SegmentSettings(Map.of("account", "mean_recall=0.5,hit_rate=0.5"),
                        -1, Map.of())))
                .build();
        Analysis analysis = Analyses.run(settings, defaults(), BaselineLocation.none());
        assertThat(analysis.diagnostics()).filteredOn(d -> d.kind().equals("small_tag")).extracting(
                Diagnostic::message).containsExactly("tag account has 3 queries, too few for its mean_recall threshold to tell a real change from"
                + " noise: 2095 queries would detect a drop of 0.05 in mean_recall with 80% power at 5% (paired t-test;"
                + " the tag has 3). Tag more golden queries with account.");
    }
}
