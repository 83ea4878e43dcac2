package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.goal.AggregateInput;
import io.github.rageval.engine.goal.Goals;
import java.io.File;
import java.util.Date;
import java.util.List;
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

    // The flow is the engine's (Goals.aggregate), run as every goal runs (GoalExecution), given what only Maven knows.
    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        MavenProject project = session.getCurrentProject();
        GoalExecution.run(this, session, mojoExecution, project, () -> MavenFrontEnd.withoutRetrievers(project,
                mojoExecution), project.getArtifactId(), (values, frontEnd, context) -> Goals.aggregate(values,
                frontEnd, context, input()));
    }

    /**
     * What only Maven knows: the reactor's modules that bind the check (read once {@code skip} is), the failures
     * their checks left to this goal, whether the build runs this goal alone, and when it started.
     */
    private AggregateInput input() {
        Date started = session.getRequest().getStartTime();
        return new AggregateInput(() -> CheckModules.of(reactorProjects, ThisPlugin.of(plugin),
                Phases.of(lifecycles), List.of(session.getUserProperties(), session.getSystemProperties()),
                basedir.toPath()), DeferredFailures.recorded(session.getRepositorySession().getData()), runsAlone(),
                session.getUserProperties().stringPropertyNames(), started == null ? null : started.toInstant());
    }

    /** Whether the build runs this goal alone, no lifecycle phase: no check runs in it. */
    private boolean runsAlone() {
        ThisPlugin self = ThisPlugin.of(plugin);
        return session.getGoals().stream().allMatch(goal -> self.names(goal, LaterAggregate.GOAL));
    }
}
