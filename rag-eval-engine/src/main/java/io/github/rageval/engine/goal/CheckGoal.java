package io.github.rageval.engine.goal;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.evaluation.HoleRuleChange;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.render.AnalysisConsole;
import io.github.rageval.engine.render.ConsoleLine;
import io.github.rageval.engine.render.ConsoleReport;
import io.github.rageval.engine.render.ReportFiles;
import io.github.rageval.engine.render.StepSummary;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.saved.UnfinishedReports;
import io.github.rageval.engine.saved.WriteProblem;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.read.GoalRequest;
import io.github.rageval.engine.settings.read.SettingValues;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The check goal: evaluate (or re-gate the report.json a check wrote), compare with the baseline, write the reports,
 * say the console report, and gate. A failed gate fails, or with {@code failOnViolation} off is said as a warning, or,
 * when an aggregate decides later in the same build, is said at error level and left to it.
 */
final class CheckGoal {
    private CheckGoal() {
    }

    /**
     * @throws OutputException when the reports cannot be written (nothing is left half-written)
     */
    static GoalOutcome<Analysis> run(GoalRequest request, FrontEnd frontEnd, GoalContext context,
            GoalOutput output)
            throws ConfigurationException, InputException, OutputException {
        Path reports = request.reportDirectory();
        // Before anything is evaluated: two modules of one build writing one folder is a configuration error.
        context.claim(reports);
        Analysis analysis;
        if (request.reuseReport()) {
            Path saved = reports.resolve(JsonReport.FILE_NAME);
            output.note("re-gating " + frontEnd.label(saved) + " (" + frontEnd.name(GoalSettings.REUSE_REPORT)
                    + "): nothing is evaluated again");
            // Not marked: the reports there are this run's input (report.json, and run.trec written again from it).
            analysis = Analyses.reuse(saved, request.evaluation(), request.analysis(), request.baseline());
        } else {
            markUnfinished(reports, frontEnd, output);
            analysis = Analyses.run(request.evaluation(), request.analysis(), request.baseline(), request.lock(),
                    context.progress());
        }
        analysis.evaluation().warnings().forEach(output::warning);
        if (!request.reuseReport()) {
            // A re-gated report said it when it was evaluated; its judgment files may have moved since.
            HoleRuleChange.line(request.evaluation(), analysis.evaluation()).ifPresent(output::note);
        }
        List<Path> written = writeReports(analysis, reports, frontEnd, context, output);
        if (!analysis.passed()) {
            // The verdict first, what failed and by how much: the report and its diagnostics follow, and what they
            // add does not change it.
            output.report("GATE FAILED for " + context.project() + analysis.gatedVariant() + ": "
                    + analysis.failureSummary() + ":");
            analysis.failures().forEach(failure -> output.report("  " + failure));
        }
        if (analysis.variants() != null) {
            List<String> names = analysis.variants().variants().stream().map(variant -> variant.name()).toList();
            output.note("comparing " + names.size() + " variants (" + String.join(", ", names) + "); the gate holds "
                    + analysis.variants().gate() + ", whose report follows");
        }
        ConsoleReport.lines(analysis.evaluation(), request.showQueries()).forEach(output::report);
        for (ConsoleLine line : AnalysisConsole.lines(analysis, request.showQueries())) {
            output.say(new OutputLine(line.warning() ? OutputLine.Kind.REPORT_WARNING : OutputLine.Kind.REPORT,
                    line.text()));
        }
        written.forEach(file -> output.report("Report: " + frontEnd.label(file)));
        if (analysis.passed()) {
            return output.passed(analysis);
        }
        return verdict(analysis, request.failOnViolation(), frontEnd, context, output);
    }

    /**
     * Takes the earlier run's reports away, leaving the marker of a check under way ({@link UnfinishedReports}), so
     * that a run that stops before its reports never leaves the last run's looking like its own. Also finds a folder
     * that cannot be written before anything is evaluated.
     */
    static void markUnfinished(Path reports, FrontEnd frontEnd, GoalOutput output) throws OutputException {
        try {
            UnfinishedReports.mark(reports, ReportFiles.FILES, output::warning,
                    frontEnd.name(GoalSettings.REPORT_DIRECTORY));
        } catch (IOException e) {
            throw new OutputException("report", "cannot write the reports into " + frontEnd.label(reports) + ": "
                    + WriteProblem.of(e, frontEnd.name(GoalSettings.REPORT_DIRECTORY)), e);
        }
    }

    /**
     * After a setting the check cannot use, before it knew all of its settings: the report folder, when its own
     * setting can be read and the folder is this project's to write, is marked as for a check under way. Nothing is
     * said of a folder that cannot be marked; the setting's error is the one to hear.
     */
    static void markUnfinished(SettingValues values, FrontEnd frontEnd, GoalContext context) {
        Optional<Path> reports = GoalRequest.reportDirectory(Goal.CHECK, values, frontEnd);
        if (reports.isEmpty()) {
            return;
        }
        try {
            context.claim(reports.get());
            UnfinishedReports.mark(reports.get(), ReportFiles.FILES, warning -> { },
                    frontEnd.name(GoalSettings.REPORT_DIRECTORY));
        } catch (ConfigurationException | IOException e) {
            // Another module's folder, or one that cannot be written: left as it is.
        }
    }

    /** The reports; GitHub's job summary is left to an aggregate that runs later, which writes one table for all. */
    private static List<Path> writeReports(Analysis analysis, Path reports, FrontEnd frontEnd, GoalContext context,
                                     GoalOutput output) throws OutputException {
        Environment environment = context.environment();
        Optional<String> aggregate = context.laterAggregate();
        if (aggregate.isPresent() && environment.variable(StepSummary.VARIABLE).isPresent()) {
            output.note(StepSummary.VARIABLE + " is left to " + aggregate.get() + ", which runs after this module and"
                    + " writes one table for the build");
            environment = environment.without(StepSummary.VARIABLE);
        }
        List<Path> written;
        ProgressMeter writing = ProgressMeter.start("reports written", -1, context.progress());
        try {
            written = ReportFiles.writeAll(analysis, context.project(), reports, environment, output::warning);
        } catch (IOException e) {
            throw new OutputException("report", "cannot write the reports into " + frontEnd.label(reports) + ": "
                    + WriteProblem.of(e, frontEnd.name(GoalSettings.REPORT_DIRECTORY)), e);
        }
        writing.finish();
        written.forEach(output::wrote);
        return written;
    }

    /** A failed gate: it fails now, is only a warning, or is left to the aggregate that runs later in this build. */
    private static GoalOutcome<Analysis> verdict(Analysis analysis, boolean failOnViolation, FrontEnd frontEnd,
                                                 GoalContext context, GoalOutput output) {
        String gated = context.project() + analysis.gatedVariant();
        Optional<String> aggregate = context.laterAggregate();
        if (failOnViolation && aggregate.isPresent()) {
            output.say(new OutputLine(OutputLine.Kind.ERROR, "rag-eval gate failed for " + gated + ": "
                    + analysis.failureSummary() + ":"));
            analysis.failures().forEach(failure -> output.say(new OutputLine(OutputLine.Kind.ERROR, "  " + failure)));
            output.say(new OutputLine(OutputLine.Kind.ERROR, "rag-eval: " + context.project() + " does not stop the"
                    + " build here: the build fails at rag-eval:aggregate (" + aggregate.get() + "), after every module"
                    + " has been evaluated."));
            return output.outcome(GoalOutcome.Status.DEFERRED, analysis, null);
        }
        if (failOnViolation) {
            return output.outcome(GoalOutcome.Status.FAILED, analysis, "rag-eval gate failed for " + gated + ": "
                    + analysis.failureText());
        }
        output.say(new OutputLine(OutputLine.Kind.ALERT, "rag-eval gate failed for " + gated + " ("
                + assigned(frontEnd, GoalSettings.FAIL_ON_VIOLATION, "false") + ", build continues):"));
        analysis.failures().forEach(failure -> output.say(new OutputLine(OutputLine.Kind.ALERT, "  " + failure)));
        return output.passed(analysis);
    }

    /**
     * A setting with a value in running text: {@code failOnViolation=false} where the user writes a POM,
     * {@code --fail-on-violation false} on the command line.
     */
    static String assigned(FrontEnd frontEnd, GoalSetting setting, String value) {
        return frontEnd.readsPom() ? frontEnd.name(setting) + "=" + value : frontEnd.valued(setting, value);
    }
}
