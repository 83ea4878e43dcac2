package io.github.rageval.cli;

import io.github.rageval.engine.goal.GoalContext;
import io.github.rageval.engine.goal.GoalOutcome;
import io.github.rageval.engine.goal.Goals;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.settings.read.UserErrors;
import java.io.PrintStream;
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
            GoalContext context = GoalContext.of(arguments.projectName() != null ? arguments.projectName()
                            : GoalContext.workingFolderName(),
                            line -> (line.toStandardOutput() ? out : err).println(line.onTerminal()))
                    .withRequestCheck(request -> CommandLine.requireClasspathRead(arguments, request));
            if (arguments.timings()) {
                context = context.withTimings();
            }
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
}
