package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.concurrent.ParallelTasks;
import io.github.rageval.engine.saved.AnalysisJson;
import io.github.rageval.engine.saved.AtomicFiles;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.saved.ReportSet;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.table.GoalSettings;
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
     * What a reader of run.trec should know ({@link TrecRun#rescoredNote}) is a line of report.md and report.html,
     * beside the file, not said to the console.
     *
     * <p>report.json, the longest to write, is written on one thread while the view is made and report.md, the JUnit
     * XML and report.html are written from it on another (in the caller's thread alone on one processor): the
     * files are the same, and listed in the same order. A failure is thrown as a one-thread write would throw it:
     * the view's first, then report.json's, then the other files' in their order; nothing lands, as the set is staged.
     *
     * @param warnings told when the job summary cannot be appended to, run.trec cannot be written, or the set had to
     *     be written file by file (the reports are written all the same)
     * @return the files written, in the order above (run.trec aside), the job summary last when it was appended to
     */
    public static List<Path> writeAll(Analysis analysis, String project, Path folder, Environment environment,
                                      Consumer<String> warnings) throws IOException {
        String[] markdown = new String[1];
        List<Path> written = new ArrayList<>(ReportSet.write(folder, FILES, staging -> {
            Path[] files = new Path[4];
            FromView fromView = new FromView();
            ParallelTasks.runAll(List.of(() -> {
                ReportView view = ReportView.of(analysis, project);
                markdown[0] = MarkdownReport.render(view);
                fromView.write(() -> {
                    files[1] = staging.resolve(MarkdownReport.FILE_NAME);
                    AtomicFiles.write(files[1], markdown[0]);
                    files[2] = JunitReport.write(view, staging);
                    files[3] = HtmlReport.write(view, staging);
                });
            }, () -> files[0] = AnalysisJson.write(analysis, staging)), ParallelTasks.processors());
            fromView.rethrow();
            TrecRun.write(analysis.evaluation(), staging, folder,
                    analysis.settings().words().name(GoalSettings.REUSE_REPORT))
                    .ifPresent(warnings);
            return List.of(files);
        }, warnings, analysis.settings().words().name(GoalSettings.REPORT_DIRECTORY)));
        StepSummary.append(environment, markdown[0], warnings).ifPresent(written::add);
        return written;
    }

    /**
     * The files written from the view, whose failure is held back until report.json's is known: a one-thread write
     * wrote report.json before them, so its failure comes first.
     */
    private static final class FromView {
        private Throwable failure;

        void write(ParallelTasks.IoTask files) {
            try {
                files.run();
            } catch (IOException | RuntimeException | Error e) {
                failure = e;
            }
        }

        void rethrow() throws IOException {
            if (failure instanceof IOException io) {
                throw io;
            }
            if (failure instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (failure instanceof Error error) {
                throw error;
            }
        }
    }
}
