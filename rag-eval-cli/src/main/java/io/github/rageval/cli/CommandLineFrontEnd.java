package io.github.rageval.cli;

import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.ClasspathAdvice;
import io.github.rageval.engine.retriever.RetrieverModules;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The command line as the settings pass sees it: settings named by their options ({@code --max-failing-queries}),
 * paths relative to the working directory, classes and retriever modules on {@code --classpath}.
 */
final class CommandLineFrontEnd implements FrontEnd {
    private final List<Path> classpath;

    /** @param classpath the {@code --classpath} given, or null */
    CommandLineFrontEnd(String classpath) {
        this.classpath = classpath == null ? List.of() : Arrays.stream(classpath.split(File.pathSeparator))
                .filter(entry -> !entry.isBlank()).map(Path::of).toList();
    }

    @Override
    public String name(GoalSetting setting) {
        return setting.option();
    }

    @Override
    public String valued(GoalSetting setting, String value) {
        return setting.option() + " " + Shown.value(value);
    }

    @Override
    public Optional<String> serverPassword(String serverId) throws ConfigurationException {
        throw new ConfigurationException("--judge-server-id names a <server> of Maven's settings.xml, which the"
                + " command line does not read. Give the key in the environment variable "
                + Defaults.JUDGE_API_KEY_VARIABLE + " instead.");
    }

    @Override
    public String assignment(GoalSetting setting, String value) {
        return setting.option() + " " + value;
    }

    @Override
    public String command(Goal goal) {
        return Help.COMMAND + " " + goal.key();
    }

    @Override
    public String booleanHint(GoalSetting setting) {
        return "Write " + setting.option() + " true or false (or " + setting.option() + " alone for true).";
    }


    @Override
    public Path base() {
        return null;
    }

    @Override
    public String label(Path file) {
        return PathLabel.of(file);
    }

    /** Every entry given must exist: a missing folder or jar would only show as a class not found, later. */
    @Override
    public List<Path> classpath() throws ConfigurationException {
        for (Path entry : classpath) {
            if (!Files.exists(entry)) {
                throw new ConfigurationException(Arguments.CLASSPATH + " entry " + Shown.value(entry) + " does not"
                        + " exist. Give folders of compiled classes and jars that exist, separated by "
                        + File.pathSeparator + " (a relative path starts in the working directory).");
            }
        }
        return classpath;
    }

    @Override
    public ClasspathAdvice classpathAdvice() {
        return new ClasspathAdvice(Arguments.CLASSPATH, "Check the name, and give the folder of compiled classes or"
                + " the jar that holds the class, and the jars it needs, with " + Arguments.CLASSPATH + " (entries"
                + " separated by " + File.pathSeparator + ").");
    }

    /** A built-in retriever that ships as a module of its own and is not on the class path is loaded from it. */
    @Override
    public RetrieverSpec complete(RetrieverSpec spec) throws ConfigurationException {
        if (RetrieverModules.artifactOf(spec.name()).isEmpty() || Retrievers.builtIn(spec.name()).isPresent()) {
            return spec;
        }
        if (classpath.isEmpty()) {
            RetrieverModules.Module module = RetrieverModules.module(spec.name()).orElseThrow();
            throw new ConfigurationException("--retriever " + spec.name() + " ships in the module "
                    + RetrieverModules.GROUP_ID + ":" + module.artifactId() + ", which this"
                    + " command line does not include (" + module.brings() + "). Give that"
                    + " module's jar and its dependencies with --classpath (mvn dependency:build-classpath on a"
                    + " project depending on it lists them), or use the Maven goal, which resolves it by itself.");
        }
        return spec.withModulePath(classpath);
    }
}
