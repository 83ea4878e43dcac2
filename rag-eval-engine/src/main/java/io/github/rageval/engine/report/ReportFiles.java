package io.github.rageval.engine.report;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.config.Environment;
import io.github.rageval.engine.store.AnalysisJson;
import io.github.rageval.engine.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Writes every report of a check into one folder, each atomically: report.json, then report.md, the JUnit XML and
 * report.html from one {@link ReportView}; then appends report.md to GitHub's job summary when the environment
 * names one.
 */
public final class ReportFiles {
    private ReportFiles() {
    }

    /**
     * @param warnings told when the job summary cannot be appended to (the reports are written all the same)
     * @return the files written, in the order above, the job summary last when it was appended to
     */
    public static List<Path> writeAll(Analysis analysis, String project, Path folder, Environment environment,
                                      Consumer<String> warnings) throws IOException {
        List<Path> written = new ArrayList<>();
        written.add(AnalysisJson.write(analysis, folder));
        ReportView view = ReportView.of(analysis, project);
        String markdown = MarkdownReport.render(view);
        Path md = folder.resolve(MarkdownReport.FILE_NAME);
        AtomicFiles.write(md, markdown);
        written.add(md);
        written.add(JunitReport.write(view, folder));
        written.add(HtmlReport.write(view, folder));
        StepSummary.append(environment, markdown, warnings).ifPresent(written::add);
        return written;
    }
}
