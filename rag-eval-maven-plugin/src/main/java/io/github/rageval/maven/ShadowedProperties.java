package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.secret.SecretNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * The {@code -D} properties Maven does not apply because the POM writes the same setting as an element: Maven takes a
 * parameter's element over its property, so {@code -Drageval.retriever=bm25} beside {@code <retriever>tfidf</retriever>}
 * evaluates tfidf. That is Maven's documented rule, but nothing at run time says so, and a user who meant to try
 * another retriever, k or threshold from the command line reads a report of the old one. Each such property gets a
 * warning naming the value that won. A map's one-line property ({@code rageval.thresholds}) is applied over the
 * element's entries, so it is never shadowed and never warned about; an element that holds the property's value
 * (written {@code ${rageval.k}}, or the same value) is no surprise either.
 */
final class ShadowedProperties {
    private ShadowedProperties() {
    }

    static List<String> of(MavenSession session, MojoExecution execution, MavenProject project) {
        Goal goal = Goal.ofKey(execution.getMojoDescriptor().getGoal()).orElseThrow();
        return of(project, execution.getMojoDescriptor().getPluginDescriptor().getPluginLookupKey(),
                execution.getExecutionId(), goal, session.getUserProperties());
    }

    /**
     * @param commandLine the build's {@code -D} properties
     */
    static List<String> of(MavenProject project, String pluginKey, String executionId, Goal goal,
                           Properties commandLine) {
        List<String> warnings = new ArrayList<>();
        Plugin declared = StrictConfiguration.declared(project, pluginKey);
        if (declared == null) {
            return warnings;
        }
        for (GoalSetting setting : GoalSettings.of(goal)) {
            String given = commandLine.getProperty(setting.property());
            if (given == null || setting.type() == GoalSetting.Type.ONE_LINE) {
                continue;
            }
            Xpp3Dom element = element(declared, executionId, setting.name());
            if (element == null || element.getChildCount() > 0) {
                continue;
            }
            String won = element.getValue() == null ? "" : element.getValue().trim();
            if (won.equals(given.trim()) || won.contains("${" + setting.property() + "}")) {
                continue;
            }
            warnings.add("-D" + setting.property() + "=" + shown(setting, given) + " is not applied: the POM writes"
                    + " <" + setting.name() + ">" + shown(setting, won) + "</" + setting.name() + ">, and Maven takes"
                    + " a parameter written in the POM over its property. To choose it with -D, write <"
                    + setting.name() + ">${" + setting.property() + "}</" + setting.name() + "> with a default in"
                    + " <properties>, or drop the element.");
        }
        return warnings;
    }

    /** The element as Maven configures the goal: this execution's {@code <configuration>} over the plugin's. */
    private static Xpp3Dom element(Plugin declared, String executionId, String name) {
        for (PluginExecution execution : declared.getExecutions()) {
            if (execution.getId().equals(executionId) && execution.getConfiguration() instanceof Xpp3Dom dom
                    && dom.getChild(name) != null) {
                return dom.getChild(name);
            }
        }
        return declared.getConfiguration() instanceof Xpp3Dom dom ? dom.getChild(name) : null;
    }

    private static String shown(GoalSetting setting, String value) {
        return Shown.value(SecretNames.shown(setting.name(), value));
    }
}
