package io.github.rageval.cli;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.check.Analyses;
import io.github.rageval.engine.check.BaselineRecording;
import io.github.rageval.engine.config.Environment;
import io.github.rageval.engine.config.GoalSetting.Goal;
import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.check.GoldenSetLock;
import io.github.rageval.engine.grow.GoldenSetGrowth;
import io.github.rageval.engine.grow.UnwrittenFile;
import io.github.rageval.engine.judge.PoolJudging;
import io.github.rageval.engine.judgments.JudgedGoldenResult;
import io.github.rageval.engine.judgments.JudgedGoldenSet;
import io.github.rageval.engine.judgments.JudgedGoldenSettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.pool.PoolResult;
import io.github.rageval.engine.pool.Pooling;
import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.report.AnalysisConsole;
import io.github.rageval.engine.report.BaselineConsole;
import io.github.rageval.engine.report.ConsoleReport;
import io.github.rageval.engine.report.ReportFiles;
import io.github.rageval.engine.retriever.RetrieverExitGuard;
import io.github.rageval.engine.settings.GrowRequest;
import io.github.rageval.engine.settings.JudgeRequest;
import io.github.rageval.engine.settings.LockRequest;
import io.github.rageval.engine.settings.UserErrors;
import io.github.rageval.engine.store.BaselineFile;
import io.github.rageval.engine.store.JsonReport;
import io.github.rageval.engine.store.WriteProblem;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The goals outside Maven, as one command: {@code check} (the default), {@code baseline}, {@code pool},
 * {@code judgments}, {@code grow} and {@code lock}, with the
 * goals' settings
 * as options ({@link CommandLine}), their messages and their reports. Also what the benchmark times end to end (JVM
 * start, load, index, queries, metrics, reports). Exit codes: 0 the gate passed (or the baseline, the pool or the
 * judged golden set was written), 1 it
 * failed (or the baseline was refused), 2 the configuration or an input file cannot be used, or a report cannot be
 * written.
 */
public final class Main {
    static final int PASSED = 0;
    static final int GATE_FAILED = 1;
    static final int ERROR = 2;

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(Arrays.asList(args), System.out, System.err));
    }

    static int run(List<String> args, PrintStream out, PrintStream err) {
        long start = System.nanoTime();
        if (Arguments.asksForHelp(args)) {
            out.println(Help.text(Help.goalAsked(args)));
            return PASSED;
        }
        try {
            Arguments arguments = Arguments.parse(args);
            if (CommandLine.skips(arguments)) {
                out.println("rag-eval: skipped (--skip)");
                return PASSED;
            }
            if (arguments.goal() == Goal.JUDGE) {
                return judge(CommandLine.judge(arguments, Environment.system()), out, err, arguments.timings());
            }
            if (arguments.goal() == Goal.JUDGMENTS) {
                // Runs no retriever and evaluates nothing: the golden set and the judgments, folded into one file.
                return judgments(arguments, out, err);
            }
            if (arguments.goal() == Goal.GROW) {
                return grow(CommandLine.grow(arguments), out, err);
            }
            if (arguments.goal() == Goal.LOCK) {
                return lock(CommandLine.lock(arguments), out, err);
            }
            CommandLine command = CommandLine.parse(arguments);
            int exit;
            // A retriever's thread that ends the JVM after the retriever was closed still fails the run.
            try (RetrieverExitGuard.VerdictScope verdict = RetrieverExitGuard.untilVerdict()) {
                exit = switch (arguments.goal()) {
                    case CHECK -> check(command, out, err);
                    case POOL -> pool(command, out, err);
                    default -> baseline(command, out, err);
                };
            }
            if (arguments.timings()) {
                err.printf(Locale.ROOT, "rag-eval: total %.3f s%n", (System.nanoTime() - start) / 1e9);
            }
            return exit;
        } catch (ConfigurationException | InputException | OutOfMemoryError e) {
            err.println(UserErrors.line(e));
        }
        return ERROR;
    }

    /** The check goal: evaluate (or re-gate report.json), compare with the baseline, write the reports, gate. */
    private static int check(CommandLine command, PrintStream out, PrintStream err)
            throws ConfigurationException, InputException {
        ProgressListener progress = listener(err, command.arguments().timings());
        Analysis analysis;
        if (command.request().reuseReport()) {
            Path saved = command.request().reportDirectory().resolve(JsonReport.FILE_NAME);
            err.println("rag-eval: re-gating " + PathLabel.of(saved) + " (--reuse-report): nothing is evaluated"
                    + " again");
            analysis = Analyses.reuse(saved, command.request().evaluation(), command.request().analysis(), command.request().baseline());
        } else {
            analysis = Analyses.run(command.request().evaluation(), command.request().analysis(),
                    command.request().baseline(), command.request().lock(), progress);
        }
        analysis.evaluation().warnings().forEach(warning -> err.println("rag-eval: warning: " + warning));
        List<Path> written;
        ProgressMeter writing = ProgressMeter.start("reports written", -1, progress);
        try {
            written = ReportFiles.writeAll(analysis, projectName(command.arguments()), command.request().reportDirectory(),
                    Environment.system(), warning -> err.println("rag-eval: warning: " + warning),
                    note -> err.println("rag-eval: " + note));
        } catch (IOException e) {
            err.println("rag-eval report error: cannot write the reports into "
                    + PathLabel.of(command.request().reportDirectory()) + ": " + WriteProblem.of(e, "--report-directory"));
            return ERROR;
        }
        writing.finish();
        ConsoleReport.lines(analysis.evaluation(), command.request().showQueries()).forEach(out::println);
        AnalysisConsole.lines(analysis, command.request().showQueries()).forEach(line ->
                (line.warning() ? err : out).println(line.warning() ? "rag-eval: warning: " + line.text()
                        : line.text()));
        written.forEach(file -> out.println("Report: " + PathLabel.of(file)));
        if (analysis.passed()) {
            return PASSED;
        }
        String gated = analysis.gatedVariant();
        String failures = analysis.failureText();
        if (!command.request().failOnViolation()) {
            err.println("rag-eval gate failed" + gated + " (--fail-on-violation false, exit 0): " + failures);
            return PASSED;
        }
        err.println("rag-eval gate failed" + gated + ": " + failures);
        return GATE_FAILED;
    }

    /** The baseline goal: record the run, unless it fails the thresholds and --force is not given. */
    private static int baseline(CommandLine command, PrintStream out, PrintStream err)
            throws ConfigurationException, InputException {
        BaselineRecording recording = Analyses.recording(command.request().evaluation(),
                command.request().analysis().goldenSetChecks(), command.request().lock(),
                listener(err, command.arguments().timings()));
        recording.goldenSetNotes().forEach(note -> err.println("rag-eval: golden set: " + note));
        recording.warnings().forEach(warning -> err.println("rag-eval: warning: " + warning));
        Path target = command.request().baseline().file();
        String label = PathLabel.of(target);
        if (!recording.passes()) {
            String failures = String.join("\n  ", recording.violations());
            if (!command.request().force()) {
                err.println("rag-eval baseline not recorded: the run fails the thresholds (" + recording.headline()
                        + "):\n  " + failures + "\n" + label + " is left as it was. Fix the retriever or the"
                        + " thresholds first, or record this run anyway with --force.");
                return GATE_FAILED;
            }
            err.println("rag-eval: warning: recording a baseline that fails the thresholds (" + recording.headline()
                    + ", --force):\n  " + failures);
        }
        RecordedRun run = recording.run();
        try {
            BaselineFile.write(run, target);
        } catch (IOException e) {
            err.println("rag-eval baseline error: cannot write " + label + ": "
                    + WriteProblem.of(e, "--baseline-file"));
            return ERROR;
        }
        BaselineConsole.lines(run, label, command.request().analysis()).forEach(out::println);
        return PASSED;
    }

    /** The pool goal: the documents to judge next, written as pool.jsonl and pool.csv. */
    private static int pool(CommandLine command, PrintStream out, PrintStream err)
            throws ConfigurationException, InputException {
        PoolResult pool;
        try {
            pool = Pooling.run(command.request().evaluation(), command.request().pool(),
                    command.request().reportDirectory(), listener(err, command.arguments().timings()));
        } catch (IOException e) {
            err.println("rag-eval pool error: cannot write the pool into "
                    + PathLabel.of(command.request().reportDirectory()) + ": "
                    + WriteProblem.of(e, "--report-directory"));
            return ERROR;
        }
        pool.warnings().forEach(warning -> err.println("rag-eval: warning: " + warning));
        pool.lines(PathLabel::of).forEach(out::println);
        return PASSED;
    }

    /** The judge goal: the pool's ungraded documents graded by a chat model, in place. */
    private static int judge(JudgeRequest request, PrintStream out, PrintStream err, boolean timings)
            throws InputException {
        String pool = PathLabel.of(request.poolFile());
        err.println("rag-eval: " + request.describe(pool));
        PoolJudging.Outcome outcome = PoolJudging.run(request.poolFile(), request.url(), request.model(),
                request.apiKey(), request.cacheFile(), request.words(), listener(err, timings));
        out.println(outcome.line(pool, request.model(), request.acceptAdvice()));
        return PASSED;
    }

    /** The judgments goal: the golden set written with the judgments files' grades folded in. */
    private static int judgments(Arguments arguments, PrintStream out, PrintStream err)
            throws ConfigurationException, InputException {
        JudgedGoldenSettings settings = CommandLine.judgments(arguments);
        JudgedGoldenResult result;
        try {
            result = JudgedGoldenSet.write(settings);
        } catch (IOException e) {
            err.println("rag-eval judgments error: cannot write " + PathLabel.of(settings.output()) + ": "
                    + WriteProblem.of(e, "--judged-golden-dataset"));
            return ERROR;
        }
        result.warnings().forEach(warning -> err.println("rag-eval: warning: " + warning));
        result.lines(PathLabel::of).forEach(out::println);
        return PASSED;
    }

    /** The grow goal: candidates for the golden set proposed from query logs. */
    private static int grow(GrowRequest request, PrintStream out, PrintStream err) throws InputException {
        if (request.goldenNote() != null) {
            err.println("rag-eval: " + request.goldenNote());
        }
        try {
            out.println(GoldenSetGrowth.run(request.plan(), PathLabel::of).line(PathLabel::of));
        } catch (UnwrittenFile e) {
            err.println("rag-eval grow error: cannot write " + PathLabel.of(e.file()) + ": "
                    + WriteProblem.of(e.reason(), "--report-directory"));
            return ERROR;
        }
        return PASSED;
    }

    /** The lock goal: each judged document's content hash written into the golden set's lock. */
    private static int lock(GoldenSetLock.Plan plan, PrintStream out, PrintStream err) throws InputException {
        try {
            out.println(GoldenSetLock.run(plan, PathLabel::of, LockRequest.words(new CommandLineFrontEnd(null)))
                    .line(PathLabel::of));
        } catch (IOException e) {
            err.println("rag-eval lock error: cannot write " + PathLabel.of(plan.lockFile()) + ": "
                    + WriteProblem.of(e, "--lock-file"));
            return ERROR;
        }
        return PASSED;
    }

    /**
     * The reports' name for the project: {@code --project-name}, else the working directory's, as Maven's is the
     * project's.
     */
    private static String projectName(Arguments arguments) {
        if (arguments.projectName() != null) {
            return arguments.projectName();
        }
        Path here = Path.of("").toAbsolutePath().getFileName();
        return here == null ? "rag-eval" : here.toString();
    }

    /** Progress lines for long runs, and with --timings each phase's duration, on standard error. */
    private static ProgressListener listener(PrintStream err, boolean timings) {
        return new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
                err.println("rag-eval: " + progress.message());
            }

            @Override
            public void onNote(String note) {
                err.println("rag-eval: " + note);
            }

            @Override
            public void onPhaseFinished(Progress progress) {
                if (timings) {
                    err.println("rag-eval: timing: " + progress.message());
                }
            }
        };
    }
}
