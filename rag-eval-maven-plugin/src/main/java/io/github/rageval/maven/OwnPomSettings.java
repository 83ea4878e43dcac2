package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.apache.maven.model.BuildBase;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.Profile;
import org.apache.maven.project.MavenProject;

/**
 * The settings a project's own POM writes for a goal, as the file is on disk: its build's and its active profiles'
 * plugin {@code <configuration>} and this execution's, and its own {@code <properties>}. What a parent POM passes
 * down or a {@code -D} gives is left out: those reach every module of a build, also the ones that do not read them,
 * and a module cannot take an inherited element away.
 */
final class OwnPomSettings {
    private OwnPomSettings() {
    }

    static Set<String> written(MavenProject project, String pluginKey, String executionId, Goal goal) {
        Model own = project == null ? null : project.getOriginalModel();
        if (own == null) {
            return Set.of();
        }
        List<BuildBase> builds = new ArrayList<>();
        Properties properties = new Properties();
        properties.putAll(own.getProperties());
        if (own.getBuild() != null) {
            builds.add(own.getBuild());
        }
        Set<String> active = new TreeSet<>();
        project.getActiveProfiles().forEach(profile -> active.add(profile.getId()));
        for (Profile profile : own.getProfiles()) {
            if (active.contains(profile.getId())) {
                properties.putAll(profile.getProperties());
                if (profile.getBuild() != null) {
                    builds.add(profile.getBuild());
                }
            }
        }
        Set<String> elements = new TreeSet<>();
        for (BuildBase build : builds) {
            List<Plugin> plugins = new ArrayList<>(build.getPlugins());
            if (build.getPluginManagement() != null) {
                plugins.addAll(build.getPluginManagement().getPlugins());
            }
            for (Plugin plugin : plugins) {
                if (plugin.getKey().equals(pluginKey)) {
                    StrictConfiguration.addElements(plugin, executionId, elements);
                }
            }
        }
        return StrictConfiguration.settingsWritten(goal, elements, List.of(properties));
    }
}
