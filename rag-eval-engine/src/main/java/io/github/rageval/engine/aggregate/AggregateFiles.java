package io.github.rageval.engine.aggregate;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.render.MarkdownReport;
import io.github.rageval.engine.render.StepSummary;
import io.github.rageval.engine.saved.AtomicFiles;
import io.github.rageval.engine.saved.ReportSet;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Writes the aggregate's reports into one folder as one set ({@link ReportSet}): report.json, report.md,
 * report.html; then appends report.md to GitHub's job summary when the environment names one. The modules' checks
 * leave the job summary to the aggregate when it runs after them, so the summary shows one table for the build, not
 * one per module.
 */
public final class AggregateFiles {
    private AggregateFiles() {
    }

    /**
     * Refuses a folder where a module's check writes its reports: the aggregate's report.json would replace the
     * module's (a {@code reportDirectory} in the plugin's shared configuration applies to both goals).
     */
    public static void checkFolder(Path folder, List<ModuleSource> modules) throws ConfigurationException {
        Path target = folder.toAbsolutePath().normalize();
        for (ModuleSource module : modules) {
            if (module.reportFile().toAbsolutePath().normalize().getParent().equals(target)) {
                throw new ConfigurationException("the aggregate's reportDirectory " + folder + " is where module "
                        + module.name() + "'s check writes its reports, which the aggregate would overwrite. Set the"
                        + " check's reportDirectory in its <execution> rather than in the plugin's shared"
                        + " <configuration>, or move the aggregate's ("
                        + GoalSettings.AGGREGATE_REPORT_DIRECTORY.property() + "; by default"
                        + " ${project.build.directory}/" + Defaults.AGGREGATE_REPORT_DIRECTORY + ").");
            }
        }
    }

    /** @return the files written, in the order above, the job summary last when it was appended to */
    public static List<Path> writeAll(Aggregate aggregate, Path folder, Environment environment,
                                      Consumer<String> warnings) throws IOException {
        String markdown = AggregateMarkdown.render(aggregate);
        Map<String, String> files = new LinkedHashMap<>();
        files.put(AggregateJson.FILE_NAME, AggregateJson.render(aggregate));
        files.put(MarkdownReport.FILE_NAME, markdown);
        files.put(AggregateHtml.FILE_NAME, AggregateHtml.render(aggregate));
        List<Path> written = new ArrayList<>(ReportSet.write(folder, files.keySet(), staging -> {
            List<Path> staged = new ArrayList<>();
            for (Map.Entry<String, String> file : files.entrySet()) {
                AtomicFiles.write(staging.resolve(file.getKey()), file.getValue());
                staged.add(staging.resolve(file.getKey()));
            }
            return staged;
        }, warnings));
        StepSummary.append(environment, markdown, warnings).ifPresent(written::add);
        return written;
    }
}
