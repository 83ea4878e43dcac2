package io.github.rageval.maven;

import io.github.rageval.engine.goal.GoalContext;
import io.github.rageval.engine.goal.GoalOutcome;
import io.github.rageval.engine.goal.Goals;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.read.SettingValues;
import io.github.rageval.engine.settings.read.UserErrors;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;

/**
 * How every goal of the plugin runs: the POM's configuration checked for misspelt parameters, the values and what the
 * user wrote collected ({@link MojoSettings}), then the engine's flow for the goal ({@link Goals}), its lines in the
 * build log and its outcome as Maven's ending; a user's mistake is one paragraph in a {@link MojoExecutionException}
 * ({@link UserErrors}), never a stack trace.
 */
final class GoalExecution {
    private GoalExecution() {
    }

    /** The front end a goal reads its settings through, made once the configuration is checked. */
    @FunctionalInterface
    interface FrontEndSource {
        MavenFrontEnd get();
    }

    /** A goal's flow in the engine, given the values read, the front end and where the flow runs. */
    @FunctionalInterface
    interface Flow {
        GoalOutcome<?> run(SettingValues values, MavenFrontEnd frontEnd, GoalContext context)
                throws ConfigurationException, InputException, OutputException;
    }

    /** The goal this execution runs, by the name its descriptor gives. */
    static Goal goal(MojoExecution execution) {
        return Goal.ofKey(execution.getMojoDescriptor().getGoal()).orElseThrow();
    }

    /**
     * Runs a goal through its flow in the engine ({@link Goals#run}; the aggregate's, {@link Goals#aggregate}, with
     * what the build knows of its modules), in the same frame as every goal.
     */
    static void run(AbstractMojo mojo, MavenSession session, MojoExecution execution, MavenProject project,
                    FrontEndSource frontEnd, String projectName, Flow flow)
            throws MojoExecutionException, MojoFailureException {
        try {
            // Before anything is read: a misspelt parameter would be dropped by Maven without a word.
            StrictConfiguration.check(session, execution, project);
            ShadowedProperties.of(session, execution, project)
                    .forEach(warning -> mojo.getLog().warn("rag-eval: " + warning));
            UnprefixedPropertyWarnings.of(session.getRepositorySession().getData(), session.getUserProperties())
                    .forEach(warning -> mojo.getLog().warn("rag-eval: " + warning));
            SettingValues values = MojoSettings.read(mojo, session, execution, project);
            MavenOutput.end(flow.run(values, frontEnd.get(), GoalContext.of(projectName,
                    line -> MavenOutput.say(mojo.getLog(), line))));
        } catch (ConfigurationException | InputException | OutputException | OutOfMemoryError e) {
            throw new MojoExecutionException(UserErrors.line(e));
        }
    }
}
