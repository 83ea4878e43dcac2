package io.github.rageval.maven;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.project.MavenProject;

/**
 * This plugin as a build names it: its coordinates in a POM's {@code <plugin>}, and its goals on the command line
 * ({@code rag-eval:aggregate}, {@code io.github.rageval:rag-eval-maven-plugin[:version]:aggregate}, each optionally
 * with {@code @execution}). Taken from the running plugin's descriptor, so that nothing here repeats them.
 *
 * @param groupId the plugin's groupId
 * @param artifactId the plugin's artifactId
 * @param prefix its goal prefix ({@code rag-eval})
 */
record ThisPlugin(String groupId, String artifactId, String prefix) {

    /**
     * One execution of a goal of this plugin in a project's build.
     *
     * @param plugin the plugin as the project's effective POM declares it (its plugin-level configuration)
     * @param execution the execution (its own configuration and phase)
     */
    record Binding(Plugin plugin, PluginExecution execution) {
        /** The execution's phase, or the goal's default phase when it names none. */
        String phase(String defaultPhase) {
            String phase = execution.getPhase();
            return phase == null || phase.isBlank() ? defaultPhase : phase;
        }
    }

    static ThisPlugin of(PluginDescriptor descriptor) {
        return new ThisPlugin(descriptor.getGroupId(), descriptor.getArtifactId(), descriptor.getGoalPrefix());
    }

    /** Whether a goal as given on the command line ({@code session.getGoals()}) runs this plugin's {@code goal}. */
    boolean names(String commandLineGoal, String goal) {
        String task = commandLineGoal.contains("@")
                ? commandLineGoal.substring(0, commandLineGoal.indexOf('@')) : commandLineGoal;
        String[] parts = task.split(":", -1);
        return switch (parts.length) {
            case 2 -> parts[0].equals(prefix) && parts[1].equals(goal);
            case 3, 4 -> parts[0].equals(groupId) && parts[1].equals(artifactId) && parts[parts.length - 1].equals(goal);
            default -> false;
        };
    }

    /** The executions of {@code goal} in the project's build (its effective POM: pluginManagement and parents merged in). */
    List<Binding> bindings(MavenProject project, String goal) {
        List<Binding> bindings = new ArrayList<>();
        for (Plugin plugin : project.getBuildPlugins()) {
            if (groupId.equals(plugin.getGroupId()) && artifactId.equals(plugin.getArtifactId())) {
                for (PluginExecution execution : plugin.getExecutions()) {
                    if (execution.getGoals().contains(goal)) {
                        bindings.add(new Binding(plugin, execution));
                    }
                }
            }
        }
        return bindings;
    }
}
