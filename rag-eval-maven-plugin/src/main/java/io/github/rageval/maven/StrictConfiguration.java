package io.github.rageval.maven;

import io.github.rageval.engine.config.GoalSetting;
import io.github.rageval.engine.config.GoalSetting.Goal;
import io.github.rageval.engine.config.GoalSettings;
import io.github.rageval.engine.config.ParameterCheck;
import io.github.rageval.engine.config.UnreadSettings;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
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
 * every boolean parameter of this goal, from the POM or {@code -D}, must read {@code true} or {@code false}. Also
 * which settings the user wrote ({@link #written}), which the values cannot tell where a setting has a default.
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
        Plugin declared = declared(project, plugin.getPluginLookupKey());
        if (declared != null) {
            ParameterCheck.requireKnown("the " + plugin.getArtifactId() + " plugin's <configuration> of "
                    + project.getArtifactId(), names(declared.getConfiguration()), known);
            for (PluginExecution pluginExecution : execution(declared, execution.getExecutionId())) {
                ParameterCheck.requireKnown("the <configuration> of execution '" + pluginExecution.getId()
                        + "' of " + project.getArtifactId(), names(pluginExecution.getConfiguration()), known);
            }
        }
        checkBooleans(session, execution, goal);
    }

    /**
     * The settings this goal would not read though the user wrote them ({@link UnreadSettings}). Written in the
     * project's own POM ({@link OwnPomSettings}), they are an error. With several executions of the plugin the
     * cause is often a shared one: the plugin's {@code <configuration>} reaches every execution, so a
     * {@code <goldenDataset>} meant for one meets another's {@code <beir>}; the error then says where to put it.
     * Given by a parent POM or a {@code -D} property, which reach every module of a build, they are a warning: a
     * module that does not read them cannot take them away.
     *
     * @return the warning to log, if any
     */
    static Optional<String> checkUnread(MavenSession session, MojoExecution execution, MavenProject project)
            throws ConfigurationException {
        String pluginKey = execution.getMojoDescriptor().getPluginDescriptor().getPluginLookupKey();
        Goal goal = Goal.ofKey(execution.getMojoDescriptor().getGoal()).orElseThrow();
        try {
            UnreadSettings.check(OwnPomSettings.written(project, pluginKey, execution.getExecutionId(), goal),
                    GoalSetting::name);
        } catch (ConfigurationException e) {
            Plugin declared = declared(project, pluginKey);
            throw declared == null ? e : withExecutionsHint(e, declared);
        }
        try {
            UnreadSettings.check(written(session, execution, project), GoalSetting::name);
        } catch (ConfigurationException e) {
            return Optional.of(e.getMessage() + " (A setting from a parent POM or a -D property reaches every module,"
                    + " so this is a warning: the setting is ignored here.)");
        }
        return Optional.empty();
    }

    /** The error, with a word on the plugin's shared configuration when the project declares several executions. */
    static ConfigurationException withExecutionsHint(ConfigurationException e, Plugin declared) {
        if (declared.getExecutions().size() < 2) {
            return e;
        }
        return new ConfigurationException(e.getMessage() + " The plugin's <configuration> reaches all its "
                + declared.getExecutions().size() + " executions: put a setting only one of them reads in that"
                + " execution's <configuration>.", e);
    }

    /**
     * The settings of the table ({@link GoalSettings}) the user wrote for this goal, whatever their values: an
     * element of the plugin's {@code <configuration>} or of this execution's, or the setting's property given with
     * {@code -D} or in the POM's {@code <properties>}. A setting with a default cannot tell from its value.
     */
    static Set<String> written(MavenSession session, MojoExecution execution, MavenProject project) {
        Goal goal = Goal.ofKey(execution.getMojoDescriptor().getGoal()).orElseThrow();
        return written(project, execution.getMojoDescriptor().getPluginDescriptor().getPluginLookupKey(),
                execution.getExecutionId(), goal, List.of(session.getUserProperties(), session.getSystemProperties()));
    }

    /**
     * @param pluginKey this plugin's {@code groupId:artifactId}
     * @param executionId the execution running
     * @param goal its goal, whose settings are looked for
     * @param given the properties of the build's command line (the project's own are added)
     */
    static Set<String> written(MavenProject project, String pluginKey, String executionId, Goal goal,
                               List<Properties> given) {
        Set<String> elements = new TreeSet<>();
        Plugin declared = declared(project, pluginKey);
        if (declared != null) {
            addElements(declared, executionId, elements);
        }
        List<Properties> properties = new ArrayList<>(given);
        if (project != null) {
            properties.add(project.getProperties());
        }
        return settingsWritten(goal, elements, properties);
    }

    /** The element names of the plugin's {@code <configuration>} and of this execution's. */
    static void addElements(Plugin plugin, String executionId, Set<String> elements) {
        elements.addAll(names(plugin.getConfiguration()));
        for (PluginExecution pluginExecution : execution(plugin, executionId)) {
            elements.addAll(names(pluginExecution.getConfiguration()));
        }
    }

    /** The goal's settings written as one of these elements or as their property in one of these properties. */
    static Set<String> settingsWritten(Goal goal, Set<String> elements, List<Properties> properties) {
        Set<String> written = new TreeSet<>();
        for (GoalSetting setting : GoalSettings.of(goal)) {
            if (elements.contains(setting.name())
                    || properties.stream().anyMatch(some -> some.containsKey(setting.property()))) {
                written.add(setting.name());
            }
        }
        return written;
    }

    /** The plugin as the project declares it; from pluginManagement when run from the command line with only that. */
    private static Plugin declared(MavenProject project, String pluginKey) {
        if (project == null) {
            return null;
        }
        Plugin declared = project.getPlugin(pluginKey);
        if (declared == null && project.getPluginManagement() != null) {
            declared = project.getPluginManagement().getPluginsAsMap().get(pluginKey);
        }
        return declared;
    }

    private static List<PluginExecution> execution(Plugin declared, String executionId) {
        return declared.getExecutions().stream()
                .filter(pluginExecution -> pluginExecution.getId().equals(executionId)).toList();
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

    /** The names of a {@code <configuration>}'s elements. */
    static List<String> names(Object configuration) {
        List<String> names = new ArrayList<>();
        if (configuration instanceof Xpp3Dom dom) {
            for (Xpp3Dom child : dom.getChildren()) {
                names.add(child.getName());
            }
        }
        return names;
    }
}
