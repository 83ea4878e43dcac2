package io.github.rageval.junit;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.goal.GoalContext;
import io.github.rageval.engine.goal.GoalOutcome;
import io.github.rageval.engine.goal.Goals;
import io.github.rageval.engine.goal.OutputLine;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.ParameterCheck;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.read.Origin;
import io.github.rageval.engine.settings.read.SettingValues;
import io.github.rageval.engine.settings.read.UserErrors;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * The check goal's gate in a test: a {@link Retriever} object held to a golden set, with the Maven goals' settings by
 * their names, read by the engine's one settings pass (the same defaults, checks and messages), the same evaluation
 * and the same reports.
 *
 * <pre>{@code
 * RagEvalGate.forRetriever(new SupportSearch())
 *         .corpus(Path.of("src/test/rag/corpus.json"))
 *         .goldenDataset(Path.of("src/test/rag/golden.json"))
 *         .thresholds("mrr=0.8,recall@5=0.7")
 *         .check();
 * }</pre>
 *
 * <p>{@link #check()} returns the metrics when the gate passes and throws {@link AssertionFailedError} with the gate's
 * own failure text when it fails; a setting or file that cannot be used throws {@link RagEvalException}. The console
 * report goes to standard output and warnings to standard error, as on the command line. The retriever is indexed
 * with the corpus when one is given, asked for every golden query, and closed at the end, as the plugin does with the
 * class it creates.
 */
public final class RagEvalGate {
    private final Retriever retriever;
    private final Path defaultReports;
    private final String project;
    private final Map<String, String> settings = new LinkedHashMap<>();

    RagEvalGate(Retriever retriever, Path defaultReports, String project) {
        this.retriever = Objects.requireNonNull(retriever, "retriever");
        this.defaultReports = defaultReports;
        this.project = project;
    }

    /**
     * A gate for this retriever, its reports into {@code <build folder>/rag-eval-junit} (the folder {@link BuildFolder}
     * finds; {@link RagEvalExtension} gives each test a folder of its own instead).
     */
    public static RagEvalGate forRetriever(Retriever retriever) {
        return new RagEvalGate(retriever, BuildFolder.reportsFromSystemProperties(), GoalContext.workingFolderName());
    }

    /**
     * A setting by the Maven goal's parameter name, its value as the command line writes it ({@code "k", "5"};
     * {@code "thresholds", "mrr=0.8,ndcg@10=0.5"}). Checked when the gate runs: a name the check goal does not
     * read is an error with the nearest one it does, and a value is checked as the goal checks it.
     *
     * @throws RagEvalException for a setting given twice, or the retriever (given by {@link #forRetriever})
     */
    public RagEvalGate setting(String name, String value) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
        if (name.equals(GoalSettings.RETRIEVER.name())) {
            throw new RagEvalException("rag-eval configuration error: setting(\"retriever\", \"" + Shown.value(value)
                    + "\") is given beside the retriever object given to RagEvalGate.forRetriever, which is the one"
                    + " evaluated. Remove the setting, or give that retriever's object instead.");
        }
        String before = settings.putIfAbsent(name, value);
        if (before != null) {
            throw new RagEvalException("rag-eval configuration error: setting(\"" + name + "\", ...) is given twice ('"
                    + Shown.value(before) + "', then '" + Shown.value(value) + "'). Give it once, with the value you"
                    + " mean.");
        }
        return this;
    }

    /** The corpus file ({@code corpus}): JSON, JSON Lines or a BEIR corpus, as the goal reads it. */
    public RagEvalGate corpus(Path file) {
        return setting(GoalSettings.CORPUS.name(), file.toString());
    }

    /** The golden dataset ({@code goldenDataset}). */
    public RagEvalGate goldenDataset(Path file) {
        return setting(GoalSettings.GOLDEN_DATASET.name(), file.toString());
    }

    /** The thresholds on one line ({@code thresholds}): {@code "mrr=0.8,recall@5=0.7"}. */
    public RagEvalGate thresholds(String line) {
        return setting(GoalSettings.THRESHOLDS.name(), line);
    }

    /** How many documents each query retrieves ({@code k}). */
    public RagEvalGate k(int k) {
        return setting(GoalSettings.K.name(), Integer.toString(k));
    }

    /** The baseline compared with, and that {@link #recordBaseline()} writes ({@code baselineFile}). */
    public RagEvalGate baselineFile(Path file) {
        return setting(GoalSettings.BASELINE_FILE.name(), file.toString());
    }

    /** Where the reports go ({@code reportDirectory}), instead of the test's own folder. */
    public RagEvalGate reportDirectory(Path folder) {
        return setting(GoalSettings.REPORT_DIRECTORY.name(), folder.toString());
    }

    /**
     * Runs the check goal: evaluates, compares with the baseline when there is one, writes the reports, gates.
     *
     * @return the metrics and reports of a gate that passed (or failed with {@code failOnViolation} false)
     * @throws AssertionFailedError when the gate fails, with its failure text
     * @throws RagEvalException when a setting, an input file or the retriever cannot be used
     * @throws TestAbortedException when {@code skip} is true: the test is reported skipped, never passed
     */
    public GateResult check() {
        GoalOutcome<Analysis> outcome = run(Goal.CHECK, Goals::check);
        Analysis analysis = outcome.result();
        return new GateResult(analysis.values().summary(), outcome.written(), analysis);
    }

    /**
     * Runs the baseline goal: records this retriever's run in {@code baselineFile} (by default
     * {@code src/test/rag/baseline.json}), which {@link #check()} then compares with ({@code maxDrop}).
     *
     * @return the baseline file written
     * @throws AssertionFailedError when the run fails the thresholds and {@code force} is not true: nothing is written
     */
    public Path recordBaseline() {
        return run(Goal.BASELINE, Goals::baseline).result();
    }

    /**
     * The settings given, with the retriever and the report folder, run through the engine's flow for the goal: its
     * report on standard output, what the tool says beside it on standard error, its ending as the test's.
     */
    private <R> GoalOutcome<R> run(Goal goal, Flow<R> flow) {
        String name = RetrieverNames.of(retriever);
        JUnitFrontEnd frontEnd = new JUnitFrontEnd(name, retriever);
        try {
            ParameterCheck.requireSettingsOf(goal, settings.keySet(), frontEnd::shown);
            SettingValues.Builder values = SettingValues.builder();
            settings.forEach((setting, value) -> values.text(setting, value).written(setting, Origin.OWN));
            // Written by the test, through forRetriever: a setting that leaves it unread (a run file) is an error.
            values.text(GoalSettings.RETRIEVER.name(), name).written(GoalSettings.RETRIEVER.name(), Origin.OWN);
            if (goal == Goal.CHECK && !settings.containsKey(GoalSettings.REPORT_DIRECTORY.name())) {
                values.text(GoalSettings.REPORT_DIRECTORY.name(), defaultReports.toString());
            }
            GoalOutcome<R> outcome = flow.run(values.build(), frontEnd, GoalContext.of(project, RagEvalGate::say));
            switch (outcome.status()) {
                case FAILED -> throw new AssertionFailedError(outcome.failure());
                // The engine's own line, "rag-eval: skipped (setting("skip", "true"))".
                case SKIPPED -> throw new TestAbortedException(outcome.lines().get(0).onTerminal());
                default -> {
                    return outcome;
                }
            }
        } catch (ConfigurationException | InputException | OutputException e) {
            throw new RagEvalException(UserErrors.line(e));
        }
    }

    /** A line where a test's output shows it: the report on standard output, the tool's lines on standard error. */
    private static void say(OutputLine line) {
        (line.toStandardOutput() ? System.out : System.err).println(line.onTerminal());
    }

    @FunctionalInterface
    private interface Flow<R> {
        GoalOutcome<R> run(SettingValues values, FrontEnd frontEnd, GoalContext context)
                throws ConfigurationException, InputException, OutputException;
    }
}
