package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.QueryChange;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.format.PythonFormat;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.latency.Latency;
import io.github.rageval.engine.latency.LatencyLimit;
import io.github.rageval.engine.latency.LatencyResult;
import io.github.rageval.engine.latency.LatencyViolation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.saved.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code TEST-rag-eval.xml}, JUnit's XML report as Surefire writes it, so that Jenkins, GitLab and GitHub test
 * views list the gate: a suite {@code rag-eval.<project>.gate} with one test case per threshold, per latency limit
 * and per max drop (and one for the baseline's configuration when it fails), and a suite
 * {@code rag-eval.<project>.queries} with one test case per golden query, failing on a miss. Times are 0 so that the bytes depend on the input only.
 */
public final class JunitReport {
    public static final String FILE_NAME = "TEST-rag-eval.xml";

    private JunitReport() {
    }

    public static Path write(ReportView view, Path folder) throws IOException {
        Path target = folder.resolve(FILE_NAME);
        AtomicFiles.write(target, render(view));
        return target;
    }

    /** A test case: its name, and its failure's message, type and details (message null when it passed). */
    private record Case(String name, String failureMessage, String failureType, String details) {
    }

    public static String render(Analysis analysis, String project) {
        return render(ReportView.of(analysis, project));
    }

    public static String render(ReportView view) {
        String project = view.project();
        List<Case> gate = gateCases(view.analysis());
        List<Case> queries = queryCases(view);
        int failures = failures(gate) + failures(queries);
        StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append("<testsuites name=\"rag-eval\" tests=\"").append(gate.size() + queries.size())
                .append("\" failures=\"").append(failures).append("\" errors=\"0\" time=\"0\">\n");
        suite(out, "rag-eval." + project + ".gate", gate);
        suite(out, "rag-eval." + project + ".queries", queries);
        return out.append("</testsuites>\n").toString();
    }

    private static List<Case> gateCases(Analysis analysis) {
        List<Case> cases = new ArrayList<>();
        for (Threshold threshold : analysis.evaluation().thresholds()) {
            String key = threshold.metric().key();
            Violation violation = analysis.evaluation().violations().stream()
                    .filter(v -> v.metric() == threshold.metric()).findFirst().orElse(null);
            String details = key + " " + Decimals.withInterval(analysis.intervals().get(key)) + ", threshold "
                    + threshold.asWritten();
            cases.add(new Case("threshold " + key + " " + threshold.relation() + " " + threshold.asWritten(),
                    violation == null ? null : violation.message(), "threshold", details));
        }
        LatencyResult latency = analysis.evaluation().latency();
        for (LatencyLimit limit : latency.limits()) {
            LatencyViolation violation = latency.violationOf(limit);
            String details = "latency " + limit.percentile().key() + " "
                    + Latency.shown(limit.percentile().of(latency.summary())) + ", limit " + limit.asWritten()
                    + " ms; " + latency.summary().describe();
            cases.add(new Case("latency " + limit.percentile().key() + " <= " + limit.asWritten() + " ms",
                    violation == null ? null : violation.message(), "latency", details));
        }
        if (analysis.comparison() != null) {
            for (MetricChange change : analysis.comparison().ruled()) {
                String details = change.change() + "; " + change.significance()
                        + (change.excused() ? "; " + change.message() : "");
                cases.add(new Case(DropLabel.of(change.rule()) + " " + change.metric() + " <= "
                        + change.rule().asWritten(),
                        change.violated() ? change.message() : null, "max_drop", details));
            }
        }
        if (analysis.mismatchFails()) {
            cases.add(new Case("baseline configuration", "the baseline " + analysis.baselineLabel()
                    + " was recorded with another configuration", "baseline_mismatch", String.join("\n",
                    analysis.mismatches().stream()
                            .map(difference -> difference.describe(analysis.settings().words())).toList())
                    + "\n" + analysis.mismatchAdvice()));
        }
        return cases;
    }

    private static List<Case> queryCases(ReportView view) {
        int k = view.k();
        List<Case> cases = new ArrayList<>();
        for (ReportView.QueryRow row : view.queries()) {
            CaseResult result = row.result();
            StringBuilder details = new StringBuilder()
                    .append("retrieved=").append(PythonFormat.listRepr(row.retrievedIds())).append(row.moreRetrieved())
                    .append("\nrelevant =").append(PythonFormat.listRepr(row.relevantIds())).append(row.moreRelevant())
                    .append("\nprecision@").append(k).append('=').append(Decimals.two(result.precision()))
                    .append("  recall@").append(k).append('=').append(Decimals.two(result.recall()))
                    .append("  reciprocal_rank=").append(Decimals.two(result.reciprocalRank()));
            QueryChange change = row.change();
            if (change != null) {
                details.append("\nagainst the baseline: ").append(change.kind()).append(", ")
                        .append(AnalysisConsole.queryDetail(change, view.limits()));
            }
            String message = result.hit() ? null : (change != null && change.flipped() ? "HIT -> MISS: " : "MISS: ")
                    + "no relevant document in the top " + k;
            cases.add(new Case(result.golden().label(), message, "miss", details.toString()));
        }
        if (view.queriesLeftOut() > 0) {
            cases.add(leftOut(view));
        }
        return cases;
    }

    /**
     * One test case for the queries not listed, failing when any of them missed, so that a test view shows a
     * failure whenever a query missed, listed or not.
     */
    private static Case leftOut(ReportView view) {
        long misses = view.analysis().evaluation().cases().stream().filter(c -> !c.hit()).count()
                - view.queries().stream().filter(row -> !row.result().hit()).count();
        String details = view.queriesLeftOutNote() + " The " + view.queries().size() + " listed are the worst.";
        return new Case(view.queriesLeftOut() + " more queries", misses == 0 ? null : misses + " of the "
                + view.queriesLeftOut() + " queries not listed missed: no relevant document in the top " + view.k(),
                "miss", details);
    }

    private static int failures(List<Case> cases) {
        return (int) cases.stream().filter(c -> c.failureMessage() != null).count();
    }

    private static void suite(StringBuilder out, String name, List<Case> cases) {
        String suite = Escape.xmlAttribute(name);
        out.append("  <testsuite name=\"").append(suite).append("\" tests=\"").append(cases.size())
                .append("\" failures=\"").append(failures(cases))
                .append("\" errors=\"0\" skipped=\"0\" time=\"0\">\n");
        for (Case test : cases) {
            out.append("    <testcase classname=\"").append(suite).append("\" name=\"")
                    .append(Escape.xmlAttribute(test.name())).append("\" time=\"0\"");
            if (test.failureMessage() == null) {
                out.append(">\n      <system-out>").append(Escape.xml(test.details())).append("</system-out>\n");
            } else {
                out.append(">\n      <failure message=\"").append(Escape.xmlAttribute(test.failureMessage()))
                        .append("\" type=\"").append(test.failureType()).append("\">")
                        .append(Escape.xml(test.details())).append("</failure>\n");
            }
            out.append("    </testcase>\n");
        }
        out.append("  </testsuite>\n");
    }
}
