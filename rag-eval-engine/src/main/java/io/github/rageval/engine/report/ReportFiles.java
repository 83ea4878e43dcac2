package io.github.rageval.engine.report;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.config.Environment;
import io.github.rageval.engine.store.AnalysisJson;
import io.github.rageval.engine.store.AtomicFiles;
import io.github.rageval.engine.store.JsonReport;
import io.github.rageval.engine.store.ReportSet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Writes every report of a check into one folder as one set ({@link ReportSet}: a reader never finds files of two
 * runs side by side): report.json, then report.md, the JUnit XML and report.html from one {@link ReportView}, and
 * run.trec for a retriever's results; then appends report.md to GitHub's job summary when the environment names one.
 */
public final class ReportFiles {
    /** Every file a check's report set may hold. */
    public static final Set<String> FILES = Set.of(JsonReport.FILE_NAME, MarkdownReport.FILE_NAME,
            JunitReport.FILE_NAME, HtmlReport.FILE_NAME, TrecRun.FILE_NAME);

    private ReportFiles() {
    }

    /**
     * @param warnings told when the job summary cannot be appended to, run.trec cannot be written, or the set had to
     *     be written file by file (the reports are written all the same)
     * @return the files written, in the order above (run.trec aside), the job summary last when it was appended to
     */
    public static List<Path> writeAll(Analysis analysis, String project, Path folder, Environment environment,
                                      Consumer<String> warnings) throws IOException {
        return writeAll(analysis, project, folder, environment, warnings, note -> { });
    }

    /** As above, telling {@code notes} what a reader of run.trec should know ({@link TrecRun#rescoredNote}). */
    public static List<Path> writeAll(Analysis analysis, String project, Path folder, Environment environment,
                                      Consumer<String> warnings, Consumer<String> notes) throws IOException {
        ReportView view = ReportView.of(analysis, project);
        String markdown = MarkdownReport.render(view);
        List<Path> written = new ArrayList<>(ReportSet.write(folder, FILES, staging -> {
            List<Path> files = new ArrayList<>();
            files.add(AnalysisJson.write(analysis, staging));
            Path md = staging.resolve(MarkdownReport.FILE_NAME);
            AtomicFiles.write(md, markdown);
            files.add(md);
            files.add(JunitReport.write(view, staging));
            files.add(HtmlReport.write(view, staging));
            TrecRun.write(analysis.evaluation(), staging, folder).ifPresentOrElse(warnings,
                    () -> TrecRun.rescoredNote(analysis.evaluation()).ifPresent(notes));
            return files;
        }, warnings));
        StepSummary.append(environment, markdown, warnings).ifPresent(written::add);
        return written;
    }
}
