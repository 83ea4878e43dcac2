package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.ParameterCheck;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
import org.apache.maven.plugin.descriptor.Parameter;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * The goal's configuration as the user wrote it, checked before the goal reads it ({@link ParameterCheck}): every
 * element of the plugin's {@code <configuration>} and of this execution's must be a parameter of some goal of the
 * plugin (the configuration is shared by the goals, so a {@code check} parameter is fine beside {@code baseline}); Maven
 * 3.8 drops an unknown one without a word. Also which settings the user wrote ({@link #written}), which the values
 * cannot tell where a setting has a default. Everything else about the values is the engine's settings pass's.
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
        check(project, plugin.getPluginLookupKey(), plugin.getArtifactId(), execution.getExecutionId(), known);
        requireReadInExecution(project, plugin, execution.getExecutionId());
        checkProperties(session.getUserProperties(), session.getSystemProperties(), project);
    }

    /**
     * An element of this execution's own {@code <configuration>} that none of the execution's goals reads is an
     * error: {@code <thresholds>} in a {@code pool} execution would be ignored without a word (Maven 3.8 says
     * nothing; the plugin's shared {@code <configuration>}, which reaches every goal, may hold settings of others).
     */
    static void requireReadInExecution(MavenProject project, PluginDescriptor plugin, String executionId)
            throws ConfigurationException {
        Plugin declared = declared(project, plugin.getPluginLookupKey());
        if (declared == null) {
            return;
        }
        for (PluginExecution pluginExecution : execution(declared, executionId)) {
            Set<String> read = new TreeSet<>();
            Set<String> readers = new TreeSet<>();
            for (MojoDescriptor goal : plugin.getMojos()) {
                boolean ofExecution = pluginExecution.getGoals().contains(goal.getGoal());
                if (goal.getParameters() != null) {
                    for (Parameter parameter : goal.getParameters()) {
                        if (ofExecution) {
                            read.add(parameter.getName());
                        }
                    }
                }
            }
            // Maven merges the plugin's <configuration> into each execution's: what the plugin's holds is shared.
            List<String> shared = names(declared.getConfiguration());
            for (String name : names(pluginExecution.getConfiguration())) {
                if (!read.contains(name) && !shared.contains(name)) {
                    readers.clear();
                    for (MojoDescriptor goal : plugin.getMojos()) {
                        if (goal.getParameters() != null && goal.getParameters().stream()
                                .anyMatch(parameter -> parameter.getName().equals(name))) {
                            readers.add(goal.getGoal());
                        }
                    }
                    throw new ConfigurationException("<" + name + "> in the <configuration> of execution '"
                            + pluginExecution.getId() + "' of " + project.getArtifactId() + " is read by no goal of"
                            + " that execution (" + String.join(", ", pluginExecution.getGoals()) + "; "
                            + String.join(", ", readers) + " read" + (readers.size() == 1 ? "s" : "") + " it):"
                            + " it would be ignored. Move it to an execution of a goal that reads it, or to the"
                            + " plugin's <configuration>, which reaches every goal.");
                }
            }
        }
    }

    /**
     * No property a typo of a setting's ({@link ParameterCheck#requireNoMisspeltProperty}): given with {@code -D}
     * (Maven's user properties, and the system properties they are copied to) or in the project's
     * {@code <properties>}; Maven would leave a misspelt one unread without a word.
     */
    static void checkProperties(Properties user, Properties system, MavenProject project)
            throws ConfigurationException {
        Set<String> known = new TreeSet<>();
        GoalSettings.ALL.forEach(setting -> known.add(setting.property()));
        ParameterCheck.requireNoMisspeltProperty("given with -D", user.stringPropertyNames(), known);
        ParameterCheck.requireNoMisspeltProperty("a system property", system.stringPropertyNames(), known);
        if (project != null) {
            ParameterCheck.requireNoMisspeltProperty("in the <properties> of " + project.getArtifactId(),
                    project.getProperties().stringPropertyNames(), known);
        }
    }

    /**
     * @param pluginKey this plugin's {@code groupId:artifactId}
     * @param artifactId this plugin's artifactId, for the messages
     * @param executionId the execution running
     * @param known every parameter name of the plugin's goals
     */
    static void check(MavenProject project, String pluginKey, String artifactId, String executionId,
                      Set<String> known) throws ConfigurationException {
        Plugin declared = declared(project, pluginKey);
        if (declared != null) {
            String pluginWhere = "the " + artifactId + " plugin's <configuration> of " + project.getArtifactId();
            ParameterCheck.requireKnown(pluginWhere, names(declared.getConfiguration()), known);
            requireNamedOnce(pluginWhere, declared.getConfiguration());
            for (PluginExecution pluginExecution : execution(declared, executionId)) {
                String executionWhere = "the <configuration> of execution '" + pluginExecution.getId() + "' of "
                        + project.getArtifactId();
                ParameterCheck.requireKnown(executionWhere, names(pluginExecution.getConfiguration()), known);
                requireNamedOnce(executionWhere, pluginExecution.getConfiguration());
            }
        }
    }

    /**
     * Every element of a {@code <configuration>}, itself included, names each child once ({@link
     * ParameterCheck#requireNamedOnce}): a setting, a map's entry, a variant's option. The {@code <variant>}s of
     * {@code <variants>} alone repeat, by design.
     */
    private static void requireNamedOnce(String where, Object configuration) throws ConfigurationException {
        if (configuration instanceof Xpp3Dom dom) {
            ParameterCheck.requireNamedOnce(where, names(dom));
            for (Xpp3Dom child : dom.getChildren()) {
                requireChildrenNamedOnce("<" + child.getName() + "> in " + where, child);
            }
        }
    }

    private static void requireChildrenNamedOnce(String element, Xpp3Dom dom) throws ConfigurationException {
        if (!dom.getName().equals(GoalSettings.VARIANTS.name())) {
            ParameterCheck.requireNamedOnce(element, names(dom));
        }
        for (Xpp3Dom child : dom.getChildren()) {
            requireChildrenNamedOnce("<" + child.getName() + "> of " + element, child);
        }
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

    /**
     * The goal's settings written with nothing in them: an empty element ({@code <k/>}, {@code <thresholds/>}) where
     * the execution's or, without one there, the plugin's {@code <configuration>} has it, or else (or, for a map's
     * one-line form, also) an empty property ({@code -Drageval.k=}, {@code -Drageval.thresholds=}). Maven would fill such a parameter with its default, or leave it unset, so its value
     * cannot tell; the settings pass refuses them.
     */
    static Set<String> writtenEmpty(MavenSession session, MojoExecution execution, MavenProject project) {
        Goal goal = Goal.ofKey(execution.getMojoDescriptor().getGoal()).orElseThrow();
        Plugin declared = declared(project, execution.getMojoDescriptor().getPluginDescriptor().getPluginLookupKey());
        List<Object> configurations = new ArrayList<>();
        if (declared != null) {
            execution(declared, execution.getExecutionId()).forEach(own -> configurations.add(own.getConfiguration()));
            configurations.add(declared.getConfiguration());
        }
        List<Properties> properties = new ArrayList<>(List.of(session.getUserProperties(),
                session.getSystemProperties()));
        if (project != null) {
            properties.add(project.getProperties());
        }
        Set<String> empty = new TreeSet<>();
        for (GoalSetting setting : GoalSettings.of(goal)) {
            Xpp3Dom element = configurations.stream().filter(Xpp3Dom.class::isInstance).map(Xpp3Dom.class::cast)
                    .map(dom -> dom.getChild(setting.name())).filter(java.util.Objects::nonNull).findFirst()
                    .orElse(null);
            String property = properties.stream().map(some -> some.getProperty(setting.property()))
                    .filter(java.util.Objects::nonNull).findFirst().orElse(null);
            boolean emptyElement = element != null && element.getChildCount() == 0
                    && (element.getValue() == null || element.getValue().isBlank());
            // A map's one-line property is a parameter of its own, applied over the element's entries.
            boolean propertyRead = element == null || setting.type() == GoalSetting.Type.ONE_LINE;
            if (emptyElement || propertyRead && property != null && property.isBlank()) {
                empty.add(setting.name());
            }
        }
        return empty;
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

    /**
     * What an error about an unread setting adds when the project declares several executions: the plugin's
     * {@code <configuration>} reaches them all, so a {@code <goldenDataset>} meant for one meets another's
     * {@code <beir>}. Empty for one execution or none.
     */
    static String executionsHint(Plugin declared) {
        return declared == null || declared.getExecutions().size() < 2 ? ""
                : " The plugin's <configuration> reaches all its " + declared.getExecutions().size() + " executions:"
                + " put a setting only one of them reads in that execution's <configuration>.";
    }

    /** The plugin as the project declares it; from pluginManagement when run from the command line with only that. */
    static Plugin declared(MavenProject project, String pluginKey) {
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
