package io.github.rageval.engine.goal.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.render.HtmlReport;
import io.github.rageval.engine.render.MarkdownReport;
import io.github.rageval.engine.render.ReportFiles;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A retriever's rankings out of trec_eval's order are written to run.trec with rank-derived scores. Who reads
 * run.trec learns it beside the file, in report.md and report.html; before, every check said it on the console, to a
 * JUnit gate's or a command line's user who never opens run.trec.
 */
class TrecRunNoteTest {
    private static final String NOTE = "run.trec: the rankings of 10 of 10 queries are not in trec_eval's order";
    /** As Markdown escapes it. */
    private static final String MARKDOWN_NOTE = NOTE.replace("_", "\\_");

    @TempDir
    Path dir;

    private Analysis rescored() throws Exception {
        EvaluationSettings settings = EvaluationSettings.builder().corpus(Fixtures.CORPUS)
                .goldenDataset(Fixtures.GOLDEN).k(3).rules(Fixtures.specRules())
                .retriever(RetrieverSpec.builder("com.example.retrievers.ScriptedRetriever")
                        .options(Map.of("answer", "sso-setup:0.2,pw-reset:0.9"))
                        .classpath(List.of(Path.of("target/test-classes"))).build()).build();
        return Analyses.run(settings, Fixtures.withDrops(Map.of(), false), BaselineLocation.none());
    }

    @Test
    void theReportsSayItBesideRunTrec() throws Exception {
        Analysis analysis = rescored();

        assertThat(MarkdownReport.render(analysis, "p")).contains("\n" + MARKDOWN_NOTE);
        assertThat(HtmlReport.render(analysis, "p")).contains("<p class=\"note\">" + NOTE.replace("'", "&#39;"));
    }

    @Test
    void theReportsAreWrittenWithoutAWordToTheConsole() throws Exception {
        List<String> said = new ArrayList<>();

        ReportFiles.writeAll(rescored(), "p", dir.resolve("rag-eval"), Environment.of(Map.of()), said::add);

        assertThat(said).isEmpty();
        assertThat(Files.readString(dir.resolve("rag-eval").resolve(MarkdownReport.FILE_NAME)))
                .contains(MARKDOWN_NOTE);
    }
}
