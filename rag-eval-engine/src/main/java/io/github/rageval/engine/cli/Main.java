package io.github.rageval.engine.cli;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.check.Analyses;
import io.github.rageval.engine.check.BaselineLocation;
import io.github.rageval.engine.report.ConsoleReport;
import io.github.rageval.engine.report.VariantConsole;
import io.github.rageval.engine.store.AnalysisJson;
import io.github.rageval.engine.store.JsonReport;
import io.github.rageval.engine.store.WriteProblem;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The gate outside Maven, as one command: what the benchmark times end to end (JVM start, load, index, queries,
 * metrics, report), and a way to try settings on a corpus without a build. Messages and exit codes mirror the
 * Maven goal's: 0 the gate passed, 1 it failed, 2 the configuration or an input file cannot be used.
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
        if (CommandLine.asksForHelp(args)) {
            out.println(CommandLine.USAGE);
            return PASSED;
        }
        try {
            CommandLine command = CommandLine.parse(args);
            if (!command.settings().variants().isEmpty()) {
                return compare(command, out, err, start);
            }
            EvaluationReport report = RagEvaluation.run(command.settings(), listener(err, command.timings()));
            if (command.reportDirectory() != null) {
                out.println("Report: " + JsonReport.write(report, command.reportDirectory()));
            }
            ConsoleReport.lines(report, command.showQueries()).forEach(out::println);
            if (command.timings()) {
                err.printf(Locale.ROOT, "rag-eval: total %.3f s%n", (System.nanoTime() - start) / 1e9);
            }
            return report.passed() ? PASSED : GATE_FAILED;
        } catch (ConfigurationException e) {
            err.println("rag-eval configuration error: " + e.getMessage());
        } catch (InputException e) {
            err.println("rag-eval input error: " + e.getMessage());
        } catch (IOException e) {
            err.println("rag-eval report error: cannot write the report: " + WriteProblem.of(e, "--report-directory"));
        }
        return ERROR;
    }

    /**
     * Several retrievers compared: the gate variant's report, then the comparison (intervals with the default
     * statistics settings, paired tests, flips); report.json as the Maven goal writes it.
     */
    private static int compare(CommandLine command, PrintStream out, PrintStream err, long start)
            throws ConfigurationException, InputException, IOException {
        Analysis analysis = Analyses.run(command.settings(), AnalysisSettings.defaults(), BaselineLocation.none(),
                listener(err, command.timings()));
        if (command.reportDirectory() != null) {
            out.println("Report: " + AnalysisJson.write(analysis, command.reportDirectory()));
        }
        ConsoleReport.lines(analysis.evaluation(), command.showQueries()).forEach(out::println);
        VariantConsole.lines(analysis.variants(), command.showQueries()).forEach(line -> out.println(line.text()));
        if (command.timings()) {
            err.printf(Locale.ROOT, "rag-eval: total %.3f s%n", (System.nanoTime() - start) / 1e9);
        }
        return analysis.evaluation().passed() ? PASSED : GATE_FAILED;
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
