import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.input.QrelsLoader;
import io.github.rageval.engine.input.RunLoader;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Cutoffs;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.saved.JsonReport;
import java.io.BufferedWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The engine on a TREC run file, timed from the benchmark (bench/run.sh --runfile): evaluates the run against its
 * qrels as trec_eval does (no -c: judged queries without results left out; relevance level 1; the whole run), with
 * the cutoffs given and tie ranges on (the default), writes every per-query value of the metrics trec_eval also
 * prints in trec_eval's -q format (measure, query, %.4f rounded half-even as C's printf), and with a report folder
 * report.json as the Maven goal writes it. With --phases it reads the run alone first and prints how long each
 * phase took on standard error.
 *
 * usage: RunFileBench RUN QRELS CUTOFFS VALUES_OUT [REPORT_FOLDER] [--phases]
 */
public final class RunFileBench {
    private RunFileBench() {
    }

    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        boolean phases = args[args.length - 1].equals("--phases");
        int given = phases ? args.length - 1 : args.length;
        Path run = Path.of(args[0]);
        Path qrels = Path.of(args[1]);
        Path values = Path.of(args[3]);
        Path reports = given > 4 ? Path.of(args[4]) : null;
        if (phases) {
            long before = System.nanoTime();
            new QrelsLoader().load(qrels);
            int results = new RunLoader().load(run).size();
            phase("read qrels and run alone (" + results + " results)", before);
        }
        long before = System.nanoTime();
        EvaluationSettings settings = EvaluationSettings.builder().k(10)
                .sources(DataSources.builder().run(run).qrels(qrels).build())
                .scoring(new ScoringOptions(Cutoffs.parse(args[2]), 1, null, RunMismatch.WARN, false, true)).build();
        EvaluationReport report = RagEvaluation.run(settings);
        if (phases) {
            phase("evaluation: read, score, tie ranges, summary (" + report.cases().size() + " queries)", before);
        }
        before = System.nanoTime();
        writeValues(report, values);
        if (phases) {
            phase("per-query values written", before);
        }
        if (reports != null) {
            before = System.nanoTime();
            JsonReport.write(report, reports);
            if (phases) {
                phase("report.json written (" + Files.size(reports.resolve("report.json")) + " bytes)", before);
            }
        }
        if (phases) {
            phase("main, in all", start);
        }
    }

    private static void phase(String what, long since) {
        System.err.printf(Locale.ROOT, "rag-eval bench: %6.3f s  %s%n", (System.nanoTime() - since) / 1e9, what);
    }

    /** Every metric trec_eval also computes, per query, as {@code trec_eval -q} prints it. */
    private static void writeValues(EvaluationReport report, Path file) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (CaseResult result : report.cases()) {
                for (Map.Entry<Metric, Double> value : result.values().entrySet()) {
                    String name = trecEvalName(value.getKey());
                    if (name != null) {
                        out.write(name + "\t" + result.queryId() + "\t"
                                + new BigDecimal(value.getValue()).setScale(4, RoundingMode.HALF_EVEN) + "\n");
                    }
                }
            }
        }
    }

    /** trec_eval's name of a metric ({@code ndcg_cut_10}, {@code P_100}, {@code map}); null for the four at k. */
    private static String trecEvalName(Metric metric) {
        String prefix = metric.family().trecEvalPrefix();
        return switch (metric.family()) {
            case MEAN_PRECISION, MEAN_RECALL, MRR, HIT_RATE -> null;
            default -> metric.cutoff() == 0 ? metric.family().familyName() : prefix + "_" + metric.cutoff();
        };
    }
}
