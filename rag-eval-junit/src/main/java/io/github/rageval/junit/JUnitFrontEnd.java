package io.github.rageval.junit;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.ClasspathAdvice;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A test's gate as the settings pass sees it: settings named as the test writes them ({@code setting("k", ...)}),
 * paths relative to the working directory (the module's folder, under Maven and Gradle alike), classes a setting names
 * looked up on the test's own class path, and the retriever the test handed over given to the evaluation as that
 * object.
 */
final class JUnitFrontEnd implements FrontEnd {
    private final String retrieverName;
    private final Retriever retriever;

    /**
     * @param retrieverName the name the retriever setting holds: its object's class
     * @param retriever the object to evaluate
     */
    JUnitFrontEnd(String retrieverName, Retriever retriever) {
        this.retrieverName = retrieverName;
        this.retriever = retriever;
    }

    @Override
    public String name(GoalSetting setting) {
        return shown(setting.name());
    }

    @Override
    public String valued(GoalSetting setting, String value) {
        return "setting(\"" + setting.name() + "\", \"" + Shown.value(value) + "\")";
    }

    @Override
    public String assignment(GoalSetting setting, String value) {
        return "setting(\"" + setting.name() + "\", \"" + value + "\")";
    }

    @Override
    public String booleanHint(GoalSetting setting) {
        return "Write \"true\" or \"false\".";
    }

    @Override
    public Path base() {
        return null;
    }

    @Override
    public String command(Goal goal) {
        return goal == Goal.BASELINE ? "RagEvalGate...recordBaseline()" : goal == Goal.CHECK
                ? "RagEvalGate...check()" : "mvn rag-eval:" + goal.key();
    }

    @Override
    public Optional<String> serverPassword(String serverId) throws ConfigurationException {
        throw new ConfigurationException("judgeServerId names a <server> of Maven's settings.xml, which a test does"
                + " not read. Give the key in the environment variable " + Defaults.JUDGE_API_KEY_VARIABLE
                + " instead.");
    }

    @Override
    public String label(Path file) {
        return PathLabel.of(file);
    }


    /** Classes a setting names (a bm25 analyzer) are the test's own, on the class path it runs with. */
    @Override
    public List<Path> classpath() {
        return List.of();
    }

    @Override
    public ClasspathAdvice classpathAdvice() {
        return new ClasspathAdvice("the test's class path", "Check the name, and that the class is in the test's"
                + " sources or a test dependency.");
    }

    /** The retriever the test handed over is evaluated as that object, never created again from its class. */
    @Override
    public RetrieverSpec complete(RetrieverSpec spec) {
        return spec.name().equals(retrieverName) ? spec.withInstance(retriever) : spec;
    }

    /** How the test writes a setting: {@code setting("thresholds", ...)}; the retriever is the object it gave. */
    String shown(String name) {
        return GoalSettings.RETRIEVER.name().equals(name) ? "the retriever given to RagEvalGate.forRetriever"
                : "setting(\"" + name + "\", ...)";
    }
}
