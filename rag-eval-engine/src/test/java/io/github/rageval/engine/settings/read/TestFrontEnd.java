package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.retriever.ClasspathAdvice;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** A front end naming settings as the Maven goals do, with relative paths kept and nothing to resolve. */
public class TestFrontEnd implements FrontEnd {
    public static final TestFrontEnd MAVEN_NAMES = new TestFrontEnd();

    @Override
    public String name(GoalSetting setting) {
        return PARAMETERS.name(setting);
    }

    @Override
    public String valued(GoalSetting setting, String value) {
        return PARAMETERS.valued(setting, value);
    }

    @Override
    public Optional<String> serverPassword(String serverId) {
        return "judge".equals(serverId) ? Optional.of("sk-from-settings")
                : "no-password".equals(serverId) ? Optional.of("") : Optional.empty();
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
        return "Write true or false.";
    }

    @Override
    public Path base() {
        return null;
    }

    @Override
    public String label(Path file) {
        return file.toString();
    }

    @Override
    public ClasspathAdvice classpathAdvice() {
        return ClasspathAdvice.TEST_CLASSPATH;
    }

    @Override
    public List<Path> classpath() {
        return List.of();
    }

    @Override
    public RetrieverSpec complete(RetrieverSpec spec) {
        return spec;
    }
}
