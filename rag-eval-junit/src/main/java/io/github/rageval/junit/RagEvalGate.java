package io.github.rageval.junit;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.check.Analyses;
import io.github.rageval.engine.check.BaselineRecording;
import io.github.rageval.engine.config.Environment;
import io.github.rageval.engine.config.GoalSetting.Goal;
import io.github.rageval.engine.config.ParameterCheck;
import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.report.AnalysisConsole;
import io.github.rageval.engine.report.BaselineConsole;
import io.github.rageval.engine.report.ConsoleReport;
import io.github.rageval.engine.report.ReportFiles;
import io.github.rageval.engine.retriever.RetrieverExitGuard;
import io.github.rageval.engine.settings.GoalRequest;
import io.github.rageval.engine.settings.Origin;
import io.github.rageval.engine.settings.SettingValues;
import io.github.rageval.engine.settings.UserErrors;
import io.github.rageval.engine.store.BaselineFile;
import io.github.rageval.engine.store.WriteProblem;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
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
        return new RagEvalGate(retriever, BuildFolder.reportsFromSystemProperties(), workingDirectoryName());
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
        if (name.equals("retriever")) {
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
        return setting("corpus", file.toString());
    }

    /** The golden dataset ({@code goldenDataset}). */
    public RagEvalGate goldenDataset(Path file) {
        return setting("goldenDataset", file.toString());
    }

    /** The thresholds on one line ({@code thresholds}): {@code "mrr=0.8,recall@5=0.7"}. */
    public RagEvalGate thresholds(String line) {
        return setting("thresholds", line);
    }

    /** How many documents each query retrieves ({@code k}). */
    public RagEvalGate k(int k) {
        return setting("k", Integer.toString(k));
    }

    /** The baseline compared with, and that {@link #recordBaseline()} writes ({@code baselineFile}). */
    public RagEvalGate baselineFile(Path file) {
        return setting("baselineFile", file.toString());
    }

    /** Where the reports go ({@code reportDirectory}), instead of the test's own folder. */
    public RagEvalGate reportDirectory(Path folder) {
        return setting("reportDirectory", folder.toString());
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
        try (RetrieverExitGuard.VerdictScope verdict = RetrieverExitGuard.untilVerdict()) {
            GoalRequest request = request(Goal.CHECK);
            Analysis analysis = request.reuseReport() ? Analyses.reuse(request.reportDirectory().resolve(
                    io.github.rageval.engine.store.JsonReport.FILE_NAME), request.evaluation(), request.analysis(),
                    request.baseline()) : Analyses.run(request.evaluation(), request.analysis(), request.baseline(),
                    request.lock(), ProgressListener.NONE);
            analysis.evaluation().warnings().forEach(RagEvalGate::warn);
            List<Path> written = reports(analysis, request.reportDirectory());
            ConsoleReport.lines(analysis.evaluation(), request.showQueries()).forEach(System.out::println);
            AnalysisConsole.lines(analysis, request.showQueries()).forEach(line -> {
                if (line.warning()) {
                    warn(line.text());
                } else {
                    System.out.println(line.text());
                }
            });
            written.forEach(file -> System.out.println("Report: " + PathLabel.of(file)));
            if (!analysis.passed()) {
                String failure = "rag-eval gate failed" + analysis.gatedVariant() + ": " + analysis.failureText();
                if (request.failOnViolation()) {
                    throw new AssertionFailedError(failure);
                }
                System.err.println(failure.replaceFirst(": ", " (failOnViolation false): "));
            }
            return new GateResult(analysis.values().summary(), written, analysis);
        } catch (ConfigurationException | InputException e) {
            throw new RagEvalException(UserErrors.line(e));
        }
    }

    /**
     * Runs the baseline goal: records this retriever's run in {@code baselineFile} (by default
     * {@code src/test/rag/baseline.json}), which {@link #check()} then compares with ({@code maxDrop}).
     *
     * @return the baseline file written
     * @throws AssertionFailedError when the run fails the thresholds and {@code force} is not true: nothing is written
     */
    public Path recordBaseline() {
        try (RetrieverExitGuard.VerdictScope verdict = RetrieverExitGuard.untilVerdict()) {
            GoalRequest request = request(Goal.BASELINE);
            BaselineRecording recording = Analyses.recording(request.evaluation(),
                    request.analysis().goldenSetChecks(), request.lock(), ProgressListener.NONE);
            recording.goldenSetNotes().forEach(note -> System.out.println("rag-eval: golden set: " + note));
            recording.warnings().forEach(RagEvalGate::warn);
            Path target = request.baseline().file();
            if (!recording.passes()) {
                String failures = String.join("\n  ", recording.violations());
                if (!request.force()) {
                    throw new AssertionFailedError("rag-eval baseline not recorded: the run fails the thresholds ("
                            + recording.headline() + "):\n  " + failures + "\n" + PathLabel.of(target) + " is left as"
                            + " it was. Fix the retriever or the thresholds first, or record this run anyway with"
                            + " setting(\"force\", \"true\").");
                }
                warn("recording a baseline that fails the thresholds (" + recording.headline() + ", force):\n  "
                        + failures);
            }
            RecordedRun run = recording.run();
            try {
                BaselineFile.write(run, target);
            } catch (IOException e) {
                throw new RagEvalException("rag-eval baseline error: cannot write " + PathLabel.of(target) + ": "
                        + WriteProblem.of(e, "baselineFile"));
            }
            BaselineConsole.lines(run, PathLabel.of(target), request.analysis()).forEach(System.out::println);
            return target;
        } catch (ConfigurationException | InputException e) {
            throw new RagEvalException(UserErrors.line(e));
        }
    }

    /** The settings given, read by the one settings pass for this goal, with the retriever and the report folder. */
    private GoalRequest request(Goal goal) throws ConfigurationException {
        String name = RetrieverNames.of(retriever);
        JUnitFrontEnd frontEnd = new JUnitFrontEnd(name, retriever);
        ParameterCheck.requireSettingsOf(goal, settings.keySet(), frontEnd::shown);
        SettingValues.Builder values = SettingValues.builder();
        settings.forEach((setting, value) -> values.text(setting, value).written(setting, Origin.OWN));
        // Written by the test, through forRetriever: a setting that leaves it unread (a run file) is an error.
        values.text("retriever", name).written("retriever", Origin.OWN);
        if (goal == Goal.CHECK && !settings.containsKey("reportDirectory")) {
            values.text("reportDirectory", defaultReports.toString());
        }
        SettingValues given = values.build();
        if (GoalRequest.skips(goal, given, frontEnd)) {
            throw new TestAbortedException("rag-eval: skipped (setting(\"skip\", \"true\"))");
        }
        GoalRequest request = GoalRequest.parse(goal, given, frontEnd);
        request.warnings().forEach(RagEvalGate::warn);
        return request;
    }

    private List<Path> reports(Analysis analysis, Path folder) {
        try {
            return ReportFiles.writeAll(analysis, project, folder, Environment.system(), RagEvalGate::warn,
                    note -> System.err.println("rag-eval: " + note));
        } catch (IOException e) {
            throw new RagEvalException("rag-eval report error: cannot write the reports into " + PathLabel.of(folder)
                    + ": " + WriteProblem.of(e, "reportDirectory"));
        }
    }

    private static void warn(String warning) {
        PrintStream err = System.err;
        err.println("rag-eval: warning: " + warning);
    }

    /** The reports' name for the project, as the command line's: the working directory's. */
    static String workingDirectoryName() {
        Path here = Path.of("").toAbsolutePath().getFileName();
        return here == null ? "rag-eval" : here.toString();
    }
}
