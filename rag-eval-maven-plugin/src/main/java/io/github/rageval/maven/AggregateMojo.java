package io.github.rageval.maven;

import io.github.rageval.engine.aggregate.Aggregate;
import io.github.rageval.engine.aggregate.AggregateConsole;
import io.github.rageval.engine.aggregate.AggregateFiles;
import io.github.rageval.engine.aggregate.ModuleResult;
import io.github.rageval.engine.aggregate.ModuleSource;
import io.github.rageval.engine.aggregate.StaleReports;
import io.github.rageval.engine.config.Defaults;
import io.github.rageval.engine.config.Environment;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.AggregateRequest;
import io.github.rageval.engine.settings.SettingValues;
import io.github.rageval.engine.settings.UserErrors;
import io.github.rageval.engine.store.WriteProblem;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.lifecycle.DefaultLifecycles;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * One summary for a multi-module build: reads the {@code report.json} of every module of the reactor whose build
 * binds {@code check}, writes one table of them (a row per module, or per retriever variant) as {@code report.json},
 * {@code report.md} and {@code report.html}, appends it to GitHub's job summary, and fails the build when a module's
 * gate failed, naming every failing module. Run it from the aggregator project after the modules' lifecycle:
 * {@code mvn verify rag-eval:aggregate}. The modules' checks then leave their failure and the job summary to it, so
 * that every module is evaluated before the build fails and the summary holds one table. Bound in a POM, it runs in
 * that project's place in the reactor: use a last module that depends on the others (as jacoco's report-aggregate),
 * never the aggregator POM, whose executions run before its modules.
 */
@Mojo(name = LaterAggregate.GOAL, aggregator = true, threadSafe = true, defaultPhase = LifecyclePhase.VERIFY)
public class AggregateMojo extends AbstractMojo {

    /** Skip the goal (the same property skips every module's check). */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "skip", defaultValue = Defaults.SKIP)
    private String skip;

    /**
     * Where the aggregate's {@code report.json}, {@code report.md} and {@code report.html} are written. Its own
     * property, so that {@code -Drageval.reportDirectory} moves the modules' reports without moving this one; a
     * {@code reportDirectory} in the plugin's shared {@code <configuration>} applies to this goal too (Maven's rule),
     * so set the check's in its execution.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "aggregate.reportDirectory",
            defaultValue = "${project.build.directory}/" + Defaults.AGGREGATE_REPORT_DIRECTORY)
    private String reportDirectory;

    /**
     * Whether a module without a {@code report.json} (its check skipped, or not run before this goal) fails the
     * aggregate; {@code false} lists it as "no report" without failing.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "failOnMissingReport", defaultValue = Defaults.FAIL_ON_MISSING_REPORT)
    private String failOnMissingReport;

    /**
     * Fail the build when a module's gate failed; {@code false} only warns. A module whose own check only warns
     * ({@code failOnViolation=false} in its configuration) is shown failing without failing the aggregate; a check
     * of this build that left its failure to this goal fails it whatever this setting.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "failOnViolation", defaultValue = Defaults.FAIL_ON_VIOLATION)
    private String failOnViolation;

    @Parameter(defaultValue = "${session}", readonly = true)
    private MavenSession session;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    private MojoExecution mojoExecution;

    @Parameter(defaultValue = "${reactorProjects}", readonly = true)
    private List<MavenProject> reactorProjects;

    @Parameter(defaultValue = "${project.basedir}", readonly = true)
    private File basedir;

    @Parameter(defaultValue = "${plugin}", readonly = true)
    private PluginDescriptor plugin;

    /** Maven's lifecycles: a check execution bound to no phase of theirs ({@code none}) is no module to read. */
    @Component
    private DefaultLifecycles lifecycles;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        MavenProject project = session.getCurrentProject();
        AggregateRequest request;
        boolean skipped;
        try {
            StrictConfiguration.check(session, mojoExecution, project);
            ShadowedProperties.of(session, mojoExecution, project)
                    .forEach(warning -> getLog().warn("rag-eval: " + warning));
            SettingValues values = MojoSettings.read(this, session, mojoExecution, project);
            MavenFrontEnd frontEnd = MavenFrontEnd.withoutRetrievers(project, mojoExecution);
            skipped = AggregateRequest.skips(values, frontEnd);
            request = skipped ? null : AggregateRequest.parse(values, frontEnd);
        } catch (ConfigurationException e) {
            throw new MojoExecutionException(UserErrors.line(e));
        }
        Map<String, List<String>> deferred = DeferredFailures.recorded(session.getRepositorySession().getData());
        if (skipped) {
            getLog().info("rag-eval: skipped (skip / rageval.skip is true)");
            if (!deferred.isEmpty()) {
                throw new MojoFailureException("rag-eval aggregate skipped, but " + deferred.size() + " check"
                        + (deferred.size() == 1 ? "" : "s") + " of this build failed and left the failure to it:\n  "
                        + String.join("\n  ", DeferredFailures.lines(deferred, Set.of())));
            }
            return;
        }
        Path reports = request.reportDirectory();
        try {
            List<ModuleSource> modules = CheckModules.of(reactorProjects, ThisPlugin.of(plugin), Phases.of(lifecycles),
                    List.of(session.getUserProperties(), session.getSystemProperties()), basedir.toPath());
            Aggregate aggregate = Aggregate.read(modules, request.failOnMissingReport());
            StaleReports.require(aggregate, "mvn verify rag-eval:" + LaterAggregate.GOAL);
            AggregateFiles.checkFolder(reports, modules);
            List<Path> written = AggregateFiles.writeAll(aggregate, reports, Environment.system(), getLog()::warn);
            AggregateConsole.lines(aggregate).forEach(getLog()::info);
            if (runsAlone()) {
                AggregateRequest.besideAggregateAlone(session.getUserProperties().stringPropertyNames())
                        .ifPresent(warning -> getLog().warn("rag-eval: " + warning));
            } else {
                warnAboutEarlierReports(aggregate);
            }
            written.forEach(file -> getLog().info("Report: " + CheckModules.label(file, basedir.toPath())));
            verdict(aggregate, deferred, request.failOnViolation());
        } catch (ConfigurationException | InputException e) {
            throw new MojoExecutionException(UserErrors.line(e));
        } catch (IOException e) {
            throw new MojoExecutionException("rag-eval report error: cannot write the aggregate's reports into "
                    + reports + ": " + WriteProblem.of(e, "rageval.aggregate.reportDirectory"));
        }
    }

    /** Whether the build runs this goal alone, no lifecycle phase: no check runs in it. */
    private boolean runsAlone() {
        ThisPlugin self = ThisPlugin.of(plugin);
        return session.getGoals().stream().allMatch(goal -> self.names(goal, LaterAggregate.GOAL));
    }

    /**
     * A report older than this build, in a build that also ran lifecycle phases, is one whose check did not run in
     * it: shown as it is, but said.
     */
    private void warnAboutEarlierReports(Aggregate aggregate) {
        if (session.getRequest().getStartTime() == null) {
            return;
        }
        List<String> earlier = aggregate.writtenBefore(session.getRequest().getStartTime().toInstant());
        if (!earlier.isEmpty()) {
            getLog().warn("rag-eval: the reports of " + String.join(", ", earlier) + " were written before this build"
                    + " started, so their checks did not run in it (skipped, or not in the goals): the aggregate shows"
                    + " those earlier results.");
        }
    }

    private void verdict(Aggregate aggregate, Map<String, List<String>> deferred, boolean failOnViolation)
            throws MojoFailureException {
        Set<String> listed = aggregate.failing().stream().map(ModuleResult::name).collect(Collectors.toSet());
        List<String> failures = new ArrayList<>(aggregate.passed() ? List.of() : aggregate.failures());
        failures.addAll(DeferredFailures.lines(deferred, listed));
        if (failures.isEmpty()) {
            return;
        }
        String headline = aggregate.passed() ? "checks of this build failed and left the failure to it"
                : aggregate.failureSummary();
        if (failOnViolation || !deferred.isEmpty()) {
            throw new MojoFailureException("rag-eval aggregate failed: " + headline + ":\n  "
                    + String.join("\n  ", failures));
        }
        getLog().warn("rag-eval aggregate failed (failOnViolation=false, build continues): " + headline + ":");
        failures.forEach(failure -> getLog().warn("  " + failure));
    }
}
