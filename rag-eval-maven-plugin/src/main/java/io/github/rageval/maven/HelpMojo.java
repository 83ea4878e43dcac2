package io.github.rageval.maven;

import io.github.rageval.engine.help.PluginHelp;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.read.UserErrors;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

// The text is the engine's PluginHelp; the Javadoc below is the goal's description, so it names no class.
/**
 * Lists the plugin's goals, one line each; with {@code -Ddetail}, each goal's parameters one per line (name, property,
 * default), and with {@code -Dgoal=<goal>} one goal's alone: {@code mvn rag-eval:help -Ddetail -Dgoal=check}. The
 * text comes from the settings table the other goals' parameters are held to, as the command line's help does; what
 * each parameter does is in docs/configuration.md. It replaces the help maven-plugin-plugin generates, which printed
 * every parameter's whole Javadoc.
 */
@Mojo(name = "help", requiresProject = false, threadSafe = true)
public class HelpMojo extends AbstractMojo {

    /** Lists each goal's parameters, one per line; {@code -Ddetail} alone is {@code true}. */
    @Parameter(property = "detail", defaultValue = "false")
    private String detail;

    /** The goal whose parameters alone are listed, e.g. {@code check}; every goal's when unset. */
    @Parameter(property = "goal")
    private String goal;

    @Parameter(defaultValue = "${plugin.version}", readonly = true)
    private String pluginVersion;

    @Override
    public void execute() throws MojoExecutionException {
        try {
            // One log entry, as Maven's own help prints it: the lines below the first carry no [INFO] prefix.
            getLog().info(String.join("\n", PluginHelp.lines(pluginVersion, detail, goal)));
        } catch (ConfigurationException e) {
            throw new MojoExecutionException(UserErrors.line(e));
        }
    }
}
