package io.github.rageval.maven;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.maven.model.Build;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/** Projects as Maven hands them to a plugin (effective POMs), built in memory for the tests. */
final class Poms {
    static final ThisPlugin PLUGIN = new ThisPlugin("io.github.rageval", "rag-eval-maven-plugin", "rag-eval");

    private Poms() {
    }

    static MavenProject project(String artifactId, Path basedir, Plugin... plugins) {
        Model model = new Model();
        model.setGroupId("com.acme");
        model.setArtifactId(artifactId);
        model.setVersion("1.0");
        Build build = new Build();
        build.setDirectory(basedir.resolve("target").toString());
        for (Plugin plugin : plugins) {
            build.addPlugin(plugin);
        }
        model.setBuild(build);
        MavenProject project = new MavenProject(model);
        project.setFile(basedir.resolve("pom.xml").toFile());
        return project;
    }

    /** This plugin with the given plugin-level configuration and executions. */
    static Plugin plugin(Map<String, String> configuration, PluginExecution... executions) {
        Plugin plugin = new Plugin();
        plugin.setGroupId(PLUGIN.groupId());
        plugin.setArtifactId(PLUGIN.artifactId());
        plugin.setConfiguration(configuration(configuration));
        for (PluginExecution execution : executions) {
            plugin.addExecution(execution);
        }
        return plugin;
    }

    static PluginExecution execution(String id, String phase, String goal, Map<String, String> configuration) {
        PluginExecution execution = new PluginExecution();
        execution.setId(id);
        execution.setPhase(phase);
        execution.setGoals(List.of(goal));
        execution.setConfiguration(configuration(configuration));
        return execution;
    }

    private static Xpp3Dom configuration(Map<String, String> values) {
        if (values.isEmpty()) {
            return null;
        }
        Xpp3Dom dom = new Xpp3Dom("configuration");
        values.forEach((name, value) -> {
            Xpp3Dom child = new Xpp3Dom(name);
            child.setValue(value);
            dom.addChild(child);
        });
        return dom;
    }
}
