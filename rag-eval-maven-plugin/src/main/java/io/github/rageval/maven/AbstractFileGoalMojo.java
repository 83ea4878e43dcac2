package io.github.rageval.maven;

import io.github.rageval.engine.config.Defaults;
import io.github.rageval.engine.config.GoalSetting.Goal;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.GoalRequest;
import io.github.rageval.engine.settings.SettingValues;
import io.github.rageval.engine.settings.UserErrors;
import java.util.List;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
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
    public final void execute() throws MojoExecutionException {
        try {
            // Before anything is read: a misspelt parameter would be dropped by Maven without a word.
            StrictConfiguration.check(session, mojoExecution, project);
            ShadowedProperties.of(session, mojoExecution, project)
                    .forEach(warning -> getLog().warn("rag-eval: " + warning));
            SettingValues values = MojoSettings.read(this, session, mojoExecution, project);
            MavenFrontEnd frontEnd = new MavenFrontEnd(project, mojoExecution, session.getSettings(),
                    settingsDecrypter, null, List.of());
            Goal goal = Goal.ofKey(mojoExecution.getMojoDescriptor().getGoal()).orElseThrow();
            if (GoalRequest.skips(goal, values, frontEnd)) {
                getLog().info("rag-eval: skipped (skip / rageval.skip is true)");
                return;
            }
            run(values, frontEnd);
        } catch (ConfigurationException | InputException | OutOfMemoryError e) {
            throw new MojoExecutionException(UserErrors.line(e));
        }
    }

    /**
     * The goal's work, once {@code skip} is off.
     *
     * @param values the goal's settings as written
     * @param frontEnd how the goal names files, and Maven's side of its settings
     * @throws MojoExecutionException for what the goal itself cannot do (write its file)
     */
    protected abstract void run(SettingValues values, MavenFrontEnd frontEnd) throws ConfigurationException,
            InputException, MojoExecutionException;
}
