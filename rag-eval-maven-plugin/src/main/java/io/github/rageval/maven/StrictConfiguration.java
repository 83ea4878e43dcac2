package io.github.rageval.maven;

import io.github.rageval.engine.config.ParameterCheck;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.PluginParameterExpressionEvaluator;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
import org.apache.maven.plugin.descriptor.Parameter;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.component.configurator.expression.ExpressionEvaluationException;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * The goal's configuration as the user wrote it, checked before the goal reads it ({@link ParameterCheck}): every
 * element of the plugin's {@code <configuration>} and of this execution's must be a parameter of some goal of the
 * plugin (the configuration is shared by the goals, so a {@code check} parameter is fine beside {@code baseline}), and
 * every boolean parameter of this goal, from the POM or {@code -D}, must read {@code true} or {@code false}.
 */
final class StrictConfiguration {
    private StrictConfiguration() {
    }

    static void check(MavenSession session, MojoExecution execution, MavenProject project)
            throws ConfigurationException {
        MojoDescriptor goal = execution.getMojoDescriptor();
        PluginDescriptor plugin = goal.getPluginDescriptor();
        Set<String> known = new TreeSet<>();
        for (MojoDescriptor any : plugin.getMojos()) {
            if (any.getParameters() != null) {
                for (Parameter parameter : any.getParameters()) {
                    known.add(parameter.getName());
                    if (parameter.getAlias() != null) {
                        known.add(parameter.getAlias());
                    }
                }
            }
        }
        Plugin declared = project == null ? null : project.getPlugin(plugin.getPluginLookupKey());
        if (declared == null && project != null && project.getPluginManagement() != null) {
            // Run from the command line with its configuration in pluginManagement only.
            declared = project.getPluginManagement().getPluginsAsMap().get(plugin.getPluginLookupKey());
        }
        if (declared != null) {
            ParameterCheck.requireKnown("the " + plugin.getArtifactId() + " plugin's <configuration> of "
                    + project.getArtifactId(), names(declared.getConfiguration()), known);
            for (PluginExecution pluginExecution : declared.getExecutions()) {
                if (pluginExecution.getId().equals(execution.getExecutionId())) {
                    ParameterCheck.requireKnown("the <configuration> of execution '" + pluginExecution.getId()
                            + "' of " + project.getArtifactId(), names(pluginExecution.getConfiguration()), known);
                }
            }
        }
        checkBooleans(session, execution, goal);
    }

    private static void checkBooleans(MavenSession session, MojoExecution execution, MojoDescriptor goal)
            throws ConfigurationException {
        Xpp3Dom configuration = execution.getConfiguration();
        if (configuration == null || goal.getParameters() == null) {
            return;
        }
        PluginParameterExpressionEvaluator evaluator = new PluginParameterExpressionEvaluator(session, execution);
        for (Parameter parameter : goal.getParameters()) {
            if (!"boolean".equals(parameter.getType()) && !"java.lang.Boolean".equals(parameter.getType())) {
                continue;
            }
            Xpp3Dom element = configuration.getChild(parameter.getName());
            if (element == null) {
                continue;
            }
            String written = element.getValue() != null ? element.getValue() : element.getAttribute("default-value");
            if (written == null) {
                continue;
            }
            Object value;
            try {
                value = evaluator.evaluate(written);
                if (value == null && element.getAttribute("default-value") != null) {
                    value = evaluator.evaluate(element.getAttribute("default-value"));
                }
            } catch (ExpressionEvaluationException e) {
                throw new ConfigurationException(parameter.getName() + " = '" + Shown.value(written) + "' cannot be"
                        + " evaluated: "
                        + e.getMessage() + ".", e);
            }
            if (value != null) {
                ParameterCheck.bool(parameter.getName(), String.valueOf(value));
            }
        }
    }

    private static List<String> names(Object configuration) {
        List<String> names = new ArrayList<>();
        if (configuration instanceof Xpp3Dom dom) {
            for (Xpp3Dom child : dom.getChildren()) {
                names.add(child.getName());
            }
        }
        return names;
    }
}
