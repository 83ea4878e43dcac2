package io.github.rageval.engine.goal;

import io.github.rageval.engine.aggregate.Aggregate;
import io.github.rageval.engine.aggregate.AggregateConsole;
import io.github.rageval.engine.aggregate.AggregateFiles;
import io.github.rageval.engine.aggregate.ModuleResult;
import io.github.rageval.engine.aggregate.ModuleSource;
import io.github.rageval.engine.aggregate.StaleReports;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.saved.WriteProblem;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.read.AggregateRequest;
import io.github.rageval.engine.settings.read.FrontEnd;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The aggregate goal: read the report.json of every module of the build whose check it summarises, refuse reports
 * older than their module's configuration and a folder where a module's check writes, write one table of them (and
 * GitHub's job summary), say it, and fail naming every failing module, and every check of this build that left its
 * failure to this goal, which fail it whatever its own settings ({@code skip}, {@code failOnViolation=false}): such a
 * check said that the build fails here.
 */
final class AggregateGoal {
    /** How to run the checks again with the aggregate, when a module's report predates its configuration. */
    private static final String RUN_CHECKS = "mvn verify rag-eval:" + Goal.AGGREGATE.key();

    private AggregateGoal() {
    }

    /**
     * @return the aggregate, passed (also when it failed with {@code failOnViolation} off) or failed with its text
     * @throws ConfigurationException when no module binds the check, a module's report cannot be located, or the
     *     aggregate's folder is a module's report folder
     * @throws InputException when a module's report cannot be read, or predates its module's configuration
     * @throws OutputException when the aggregate's reports cannot be written
     */
    static GoalOutcome<Aggregate> run(AggregateRequest request, AggregateInput input, FrontEnd frontEnd,
                                      GoalContext context, GoalOutput output)
            throws ConfigurationException, InputException, OutputException {
        Path reports = request.reportDirectory();
        List<ModuleSource> modules = input.modules().find();
        Aggregate aggregate = Aggregate.read(modules, request.failOnMissingReport());
        StaleReports.require(aggregate, RUN_CHECKS);
        AggregateFiles.checkFolder(reports, modules);
        List<Path> written;
        try {
            written = AggregateFiles.writeAll(aggregate, reports, context.environment(), output::warning);
        } catch (IOException e) {
            throw new OutputException("report", "cannot write the aggregate's reports into " + frontEnd.label(reports)
                    + ": " + WriteProblem.of(e, frontEnd.name(GoalSettings.AGGREGATE_REPORT_DIRECTORY)), e);
        }
        written.forEach(output::wrote);
        AggregateConsole.lines(aggregate).forEach(output::report);
        if (input.alone()) {
            AggregateRequest.besideAggregateAlone(input.userProperties()).ifPresent(output::warning);
        } else {
            earlierReports(aggregate, input.buildStarted(), output);
        }
        written.forEach(file -> output.report("Report: " + frontEnd.label(file)));
        return verdict(aggregate, input.deferred(), request.failOnViolation(), frontEnd, output);
    }

    /** A skipped aggregate still fails for the checks of this build that left their failure to it. */
    static GoalOutcome<Aggregate> skipped(AggregateInput input, GoalOutcome<Aggregate> skipped, GoalOutput output) {
        Map<String, List<String>> deferred = input.deferred();
        if (deferred.isEmpty()) {
            return skipped;
        }
        return output.outcome(GoalOutcome.Status.FAILED, null, "rag-eval aggregate skipped, but " + deferred.size()
                + " check" + (deferred.size() == 1 ? "" : "s") + " of this build failed and left the failure to it:\n  "
                + String.join("\n  ", deferredLines(deferred, Set.of())));
    }

    /**
     * A report older than this build, in a build that also ran lifecycle phases, is one whose check did not run in
     * it: shown as it is, but said.
     */
    private static void earlierReports(Aggregate aggregate, Instant buildStarted, GoalOutput output) {
        if (buildStarted == null) {
            return;
        }
        List<String> earlier = aggregate.writtenBefore(buildStarted);
        if (!earlier.isEmpty()) {
            output.warning("the reports of " + String.join(", ", earlier) + " were written before this build"
                    + " started, so their checks did not run in it (skipped, or not in the goals): the aggregate shows"
                    + " those earlier results.");
        }
    }

    private static GoalOutcome<Aggregate> verdict(Aggregate aggregate, Map<String, List<String>> deferred,
                                                  boolean failOnViolation, FrontEnd frontEnd, GoalOutput output) {
        Set<String> listed = aggregate.failing().stream().map(ModuleResult::name).collect(Collectors.toSet());
        List<String> failures = new ArrayList<>(aggregate.passed() ? List.of() : aggregate.failures());
        failures.addAll(deferredLines(deferred, listed));
        if (failures.isEmpty()) {
            return output.passed(aggregate);
        }
        String headline = aggregate.passed() ? "checks of this build failed and left the failure to it"
                : aggregate.failureSummary();
        if (failOnViolation || !deferred.isEmpty()) {
            return output.outcome(GoalOutcome.Status.FAILED, aggregate, "rag-eval aggregate failed: " + headline
                    + ":\n  " + String.join("\n  ", failures));
        }
        output.say(new OutputLine(OutputLine.Kind.ALERT, "rag-eval aggregate failed ("
                + CheckGoal.assigned(frontEnd, GoalSettings.FAIL_ON_VIOLATION, "false") + ", build continues): "
                        + headline + ":"));
        failures.forEach(failure -> output.say(new OutputLine(OutputLine.Kind.ALERT, "  " + failure)));
        return output.passed(aggregate);
    }

    /**
     * The deferred failures as lines ({@code billing: MRR 0.80 fell below the 0.90 gate}), leaving out the modules
     * in {@code listed} (those the aggregate already fails for).
     */
    private static List<String> deferredLines(Map<String, List<String>> deferred, Set<String> listed) {
        List<String> lines = new ArrayList<>();
        deferred.forEach((module, reasons) -> {
            if (!listed.contains(module)) {
                reasons.forEach(reason -> lines.add(module + ": " + reason));
            }
        });
        return lines;
    }
}
