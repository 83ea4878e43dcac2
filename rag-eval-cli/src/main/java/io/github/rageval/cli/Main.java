package io.github.rageval.cli;

import io.github.rageval.engine.goal.GoalContext;
import io.github.rageval.engine.goal.GoalOutcome;
import io.github.rageval.engine.goal.Goals;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.settings.read.UserErrors;
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
            GoalContext context = GoalContext.of(projectName(arguments),
                            line -> (line.toStandardOutput() ? out : err).println(line.onTerminal()))
                    .withProgress(listener(err, arguments.timings()))
                    .withRequestCheck(request -> CommandLine.requireClasspathRead(arguments, request));
            GoalOutcome<?> outcome = Goals.run(arguments.goal(), CommandLine.values(arguments),
                    CommandLine.frontEnd(arguments), context);
            if (arguments.timings()) {
                err.printf(Locale.ROOT, "rag-eval: total %.3f s%n", (System.nanoTime() - start) / 1e9);
            }
            if (outcome.failed()) {
                err.println(outcome.failure());
                return GATE_FAILED;
            }
            return PASSED;
        } catch (ConfigurationException | InputException | OutputException | OutOfMemoryError e) {
            err.println(UserErrors.line(e));
        }
        return ERROR;
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
