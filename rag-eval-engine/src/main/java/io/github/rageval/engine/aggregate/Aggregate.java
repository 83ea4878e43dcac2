package io.github.rageval.engine.aggregate;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The summary of a multi-module build: every module's result in reactor order, the metric columns they share, and
 * one verdict. The aggregate fails when a module's gate failed and that module's check fails the build on a failed
 * gate (a module configured to only warn is shown failing, but does not fail the aggregate: the aggregate decides as
 * the checks would), or when a module has no report and {@code failOnMissingReport} holds: a module whose check
 * did not run must not pass silently.
 *
 * @param modules the modules, in reactor order
 * @param columns the metric columns ({@link MetricColumns})
 * @param failOnMissingReport whether a module without a report fails the aggregate
 */
public record Aggregate(List<ModuleResult> modules, List<String> columns, boolean failOnMissingReport) {
    public Aggregate {
        modules = List.copyOf(modules);
        columns = List.copyOf(columns);
    }

    /**
     * Reads every module's report.
     *
     * @throws ConfigurationException when there is no module: a summary of nothing would pass silently
     * @throws InputException for the first report that exists but cannot be read as a check's report
     */
    public static Aggregate read(List<ModuleSource> sources, boolean failOnMissingReport)
            throws ConfigurationException, InputException {
        if (sources.isEmpty()) {
            throw new ConfigurationException("no project of this build binds the check goal (an execution of"
                    + " rag-eval-maven-plugin with goal check), so there is nothing to aggregate. Bind check in the"
                    + " modules to gate, and run rag-eval:aggregate from the project that lists them as modules.");
        }
        List<ModuleResult> modules = new ArrayList<>();
        for (ModuleSource source : sources) {
            modules.add(ModuleReportReader.read(source));
        }
        return of(modules, failOnMissingReport);
    }

    public static Aggregate of(List<ModuleResult> modules, boolean failOnMissingReport) {
        return new Aggregate(modules, MetricColumns.of(modules), failOnMissingReport);
    }

    public boolean passed() {
        return failing().isEmpty();
    }

    /** The modules that make the aggregate fail, in reactor order. */
    public List<ModuleResult> failing() {
        return modules.stream().filter(module -> module.failsAggregate(failOnMissingReport)).toList();
    }

    /**
     * The modules whose report was written before {@code start}: in a build that also ran the modules' lifecycle,
     * their checks did not run in it, and the table shows an earlier result.
     */
    public List<String> writtenBefore(Instant start) {
        return modules.stream().filter(module -> module.written() != null && module.written().isBefore(start))
                .map(ModuleResult::name).toList();
    }

    /** {@code 1 of 3 modules failed (billing)}. */
    public String failureSummary() {
        List<ModuleResult> failing = failing();
        return failing.size() + " of " + modules.size() + " module" + (modules.size() == 1 ? "" : "s") + " failed ("
                + failing.stream().map(ModuleResult::name).collect(Collectors.joining(", ")) + ")";
    }

    /**
     * One line per reason the aggregate fails, each naming its module ({@code billing: MRR 0.80 fell below the
     * 0.90 gate}), then what to do when a missing report is among them.
     */
    public List<String> failures() {
        List<String> lines = new ArrayList<>();
        boolean missing = false;
        for (ModuleResult module : failing()) {
            module.failures().forEach(failure -> lines.add(module.name() + ": " + failure));
            missing |= module.status() == ModuleStatus.NO_REPORT;
        }
        if (missing) {
            lines.add("a module without a report fails the aggregate: run its check in the same build (mvn verify"
                    + " rag-eval:aggregate), or set failOnMissingReport=false to list it without failing");
        }
        return lines;
    }

    /**
     * What is shown but fails nothing: the failures of modules whose check only warns, missing reports when they
     * are allowed, and the violations of variants other than the gate ({@code support-bot, variant dense: ...}).
     */
    public List<String> notFailing() {
        List<String> lines = new ArrayList<>();
        for (ModuleResult module : modules) {
            if (module.status() != ModuleStatus.PASSED && !module.failsAggregate(failOnMissingReport)) {
                String why = module.status() == ModuleStatus.NO_REPORT ? " (failOnMissingReport=false)"
                        : " (its check only warns: failOnViolation=false)";
                module.failures().forEach(failure -> lines.add(module.name() + ": " + failure + why));
            }
            for (ResultRow row : module.rows()) {
                if (!row.gate() && !row.passed()) {
                    row.violations().forEach(violation -> lines.add(module.name() + ", variant " + row.variant()
                            + ": " + violation + " (would fail; not the gate variant)"));
                }
            }
        }
        return lines;
    }
}
