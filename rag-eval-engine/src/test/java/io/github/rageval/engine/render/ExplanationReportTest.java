package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.JsonReport;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The explanation and run export as a user reads them: console lines, report.json, run.trec. */
class ExplanationReportTest {
    @TempDir
    Path dir;

    private static EvaluationSettings settings() {
        return EvaluationSettings.builder().corpus(Path.of("src/test/resources/seed/corpus.json"))
                .goldenDataset(Path.of("src/test/resources/seed/golden.json")).k(3).explain(ExplainMode.MISSES)
                .retriever(io.github.rageval.engine.evaluation.Fixtures.tfidf(
                        TfidfOptions.defaults().withTokenPattern("(?u)\\b\\w{4,}\\b"))).corpusOptional(false).build();
    }

    private static EvaluationReport regression() throws Exception {
        return RagEvaluation.run(settings());
    }

    /** The regression as the report files see it. */
    private static ReportView view() throws Exception {
        return ReportView.of(Analyses.analyse(regression(), Fingerprint.of(settings()), null, "baseline.json",
                AnalysisSettings.defaults()), "support-articles");
    }

    @Test
    void consoleShowsWhyUnderTheMissedQuery() throws Exception {
        assertThat(ConsoleReport.lines(regression(), ShowQueries.MISSES)).containsSubsequence(
                "[MISS] How do I set up SSO for my company?",
                "       retrieved=[]",
                "       relevant =['sso-setup']",
                "       precision@3=0.00  recall@3=0.00  reciprocal_rank=0.00",
                "       why: sso: not in vocabulary (token pattern drops 3-letter words), found in relevant sso-setup",
                "            sso-setup (relevant): not retrieved: score 0, shares no term with the query");
        assertThat(ConsoleReport.lines(regression(), ShowQueries.MISSES)).contains(
                "            pw-reset (relevant): rank 8, score 0.0360 = account 0.3956 x 0.0910");
    }

    @Test
    void reportJsonCarriesTheExplanationOfEachExplainedCase() throws Exception {
        String json = JsonReport.render(regression());

        assertThat(json).contains("\"explanation\" : {").contains("\"word\" : \"sso\"")
                .contains("\"reason\" : \"not in vocabulary (token pattern drops 3-letter words)\"")
                .contains("\"rank\" : null");
    }

    @Test
    void runTrecListsTheTopKOfEveryQuery() throws Exception {
        assertThat(TrecRun.write(regression(), dir)).isEmpty();

        String run = Files.readString(dir.resolve(TrecRun.FILE_NAME));
        assertThat(run).startsWith("q1 Q0 pw-reset 1 ");
        assertThat(run).contains("q2 Q0 delete-account 1 ", "q2 Q0 data-export 2 ", "q2 Q0 api-rate-limits 3 ");
        assertThat(run).doesNotContain("q4 Q0");
        assertThat(run.lines()).allMatch(line -> line.matches("q\\d+ Q0 \\S+ \\d+ [0-9.e-]+ rag-eval"));
    }

    @Test
    void markdownAndHtmlCarryTheSameLinesEscaped() throws Exception {
        StringBuilder markdown = new StringBuilder();
        StringBuilder html = new StringBuilder();

        ExplanationSections.markdown(markdown, view());
        ExplanationSections.html(html, view());

        assertThat(markdown.toString()).contains("### Why queries missed", "**How do I set up SSO for my company?**",
                "why: sso: not in vocabulary (token pattern drops 3-letter words), found in relevant sso-setup");
        assertThat(html.toString()).contains("<h2>Why queries missed</h2>",
                "<summary>How do I set up SSO for my company?</summary>",
                "sso-setup (relevant): not retrieved: score 0, shares no term with the query");
    }
}
