package io.github.rageval.maven;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.ClasspathAdvice;
import io.github.rageval.engine.retriever.RetrieverModules;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.search.ServerCredentials;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.project.MavenProject;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.crypto.SettingsDecrypter;
import org.eclipse.aether.repository.RemoteRepository;

/**
 * A Maven goal as the engine's settings pass sees it: settings named by their parameters, paths relative to the
 * project's root, classes on the project's test classpath, and a retriever completed with what only Maven has: a
 * cluster's credentials from a {@code <server>} of settings.xml ({@code serverId}), a model published as an artifact,
 * and a retriever module ({@code dense}) resolved for the build that names it.
 */
final class MavenFrontEnd implements FrontEnd {
    private final MavenProject project;
    private final MojoExecution execution;
    private final Settings settings;
    private final SettingsDecrypter decrypter;
    private final RetrieverModuleResolver modules;
    private final List<RemoteRepository> pluginRepositories;

    MavenFrontEnd(MavenProject project, MojoExecution execution, Settings settings, SettingsDecrypter decrypter,
                  RetrieverModuleResolver modules, List<RemoteRepository> pluginRepositories) {
        this.project = project;
        this.execution = execution;
        this.settings = settings;
        this.decrypter = decrypter;
        this.modules = modules;
        this.pluginRepositories = pluginRepositories;
    }

    /** For a goal that runs no retriever ({@code aggregate}): completing one is a programming error. */
    static MavenFrontEnd withoutRetrievers(MavenProject project, MojoExecution execution) {
        return new MavenFrontEnd(project, execution, null, null, null, List.of());
    }

    @Override
    public String name(GoalSetting setting) {
        return PARAMETERS.name(setting);
    }

    @Override
    public String valued(GoalSetting setting, String value) {
        return PARAMETERS.valued(setting, value);
    }

    @Override
    public Optional<String> serverPassword(String serverId) throws ConfigurationException {
        // A server without <password> is found all the same: the engine says what it lacks, not "no such server".
        return new SettingsServers(settings, decrypter).find(serverId)
                .map(server -> server.password() == null ? "" : server.password());
    }

    @Override
    public String assignment(GoalSetting setting, String value) {
        return PARAMETERS.assignment(setting, value);
    }

    @Override
    public boolean readsPom() {
        return true;
    }

    @Override
    public String command(Goal goal) {
        return PARAMETERS.command(goal);
    }

    @Override
    public String booleanHint(GoalSetting setting) {
        return "Write true or false (Maven would read it as false, silently).";
    }

    @Override
    public Path base() {
        return project.getBasedir().toPath();
    }

    /** A path as reports show it: relative to the project when inside it, with forward slashes. */
    @Override
    public String label(Path file) {
        Path base = base().toAbsolutePath().normalize();
        Path absolute = file.toAbsolutePath().normalize();
        return (absolute.startsWith(base) ? base.relativize(absolute) : absolute).toString().replace('\\', '/');
    }

    /** Classes come from the project's test classpath: compiled by test-compile, or test-scope dependencies. */
    @Override
    public ClasspathAdvice classpathAdvice() {
        return ClasspathAdvice.TEST_CLASSPATH;
    }

    @Override
    public List<Path> classpath() throws ConfigurationException {
        List<Path> classpath = new ArrayList<>();
        try {
            for (String element : project.getTestClasspathElements()) {
                classpath.add(Path.of(element));
            }
        } catch (DependencyResolutionRequiredException e) {
            throw new ConfigurationException("the test classpath of " + project.getArtifactId() + " is not resolved,"
                    + " so the classes the retriever configuration names cannot be looked up: " + e.getMessage() + ".",
                    e);
        }
        return classpath;
    }

    @Override
    public RetrieverSpec complete(RetrieverSpec spec) throws ConfigurationException {
        if (Retrievers.builtIn(spec.name()).map(f -> f.optionNames().contains(ServerCredentials.SERVER_ID))
                .orElse(false)) {
            // Only a built-in cluster retriever: a class's options are recorded in report.json as given.
            spec = spec.withOptions(ServerCredentials.resolve(spec.name(), spec.options(),
                    new SettingsServers(settings, decrypter), SettingsServers.NAME));
        }
        if (RetrieverModules.artifactOf(spec.name()).isEmpty()) {
            return spec;
        }
        Map<String, String> options = new LinkedHashMap<>(spec.options());
        if (RetrieverModuleResolver.isCoordinates(options.get("model"))) {
            // A model published as an artifact: resolved here (and so cached in the local repository).
            options.put("model", modules.resolveArtifact(options.get("model"), "model",
                    project.getRemoteProjectRepositories()).toString());
        }
        spec = spec.withOptions(options);
        return Retrievers.builtIn(spec.name()).isPresent() ? spec
                : spec.withModulePath(modules.resolve(spec.name(), pluginRepositories));
    }

    /** With several executions, the plugin's {@code <configuration>} reaches them all: say where a setting goes. */
    @Override
    public String unreadHint() {
        return StrictConfiguration.executionsHint(StrictConfiguration.declared(project,
                execution.getMojoDescriptor().getPluginDescriptor().getPluginLookupKey()));
    }
}
