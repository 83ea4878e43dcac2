package io.github.rageval.maven;

import io.github.rageval.engine.goal.Goals;
import io.github.rageval.engine.settings.table.Defaults;
import java.util.List;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.settings.crypto.SettingsDecrypter;

/**
 * A goal that evaluates nothing and works on files ({@code judge}, {@code judgments}, {@code grow}): its parameters
 * read by the one settings pass as every goal's are, {@code skip} honoured, a user's mistake one error line. The goal
 * itself is its declarations and one call of the engine ({@link #run}).
 */
abstract class AbstractFileGoalMojo extends AbstractMojo {

    /** Skip the goal (the same property skips every goal of the plugin). */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "skip", defaultValue = Defaults.SKIP)
    private String skip;

    /** Decrypts the password of a {@code <server>} a goal's settings name (the judge's {@code judgeServerId}). */
    @Component
    private SettingsDecrypter settingsDecrypter;

    @Parameter(defaultValue = "${session}", readonly = true)
    private MavenSession session;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    private MojoExecution mojoExecution;

    @Parameter(defaultValue = "${project}", readonly = true)
    private MavenProject project;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        GoalExecution.run(this, session, mojoExecution, project, () -> new MavenFrontEnd(project, mojoExecution,
                session.getSettings(), settingsDecrypter, null, List.of()), project.getArtifactId(),
                (values, frontEnd, context) -> Goals.run(GoalExecution.goal(mojoExecution), values, frontEnd, context));
    }
}
