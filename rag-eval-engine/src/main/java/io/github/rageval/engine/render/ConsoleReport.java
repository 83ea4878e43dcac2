package io.github.rageval.engine.render;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.evaluation.Verdict;
import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.format.PythonFormat;
import io.github.rageval.engine.gate.MissLimit;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.latency.Latency;
import io.github.rageval.engine.latency.LatencyLimit;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.metrics.TieRanges;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.index.IndexStats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The human-readable report, laid out as the specification printed it: the vocabulary size (or the run file
 * read), a block per query ({@code [HIT ]} or {@code [MISS]}, the top k and the relevant ids, the per-query
 * numbers, and the explanation when the query has one), the index's size (built-in retriever), the summary,
 * the latency when it is reported, then the gate's verdict. Metrics beyond the specification's four add one line per query and entries to the
 * summary, under the same names as thresholds use. Returned as lines so the caller decides where they go (a build
 * log, a terminal).
 */
public final class ConsoleReport {
    private static final String INDENT = "       ";

    private ConsoleReport() {
    }

    public static List<String> lines(EvaluationReport report, ShowQueries show) {
        return lines(report, show, ReportLimits.DEFAULT);
    }

    /**
     * The report, listing at most {@link ReportLimits#queries()} queries (past it the worst, worst first) and
     * {@link ReportLimits#resultsPerQuery()} ids per list, saying what it left out.
     */
    public static List<String> lines(EvaluationReport report, ShowQueries show, ReportLimits limits) {
        List<String> lines = new ArrayList<>();
        lines.add(header(report.source()));
        List<Metric> extra = extraMetrics(report);
        List<CaseResult> cases = report.cases();
        ListedQueries listed = ListedQueries.of(cases,
                i -> show == ShowQueries.ALL || (show == ShowQueries.MISSES && !cases.get(i).hit()), limits.queries());
        for (int i : listed.indices()) {
            lines.add("");
            lines.addAll(caseBlock(cases.get(i), report.k(), extra, limits));
            report.explanation(i).ifPresent(explanation -> lines.addAll(ExplanationLines.of(explanation)));
        }
        if (listed.cut()) {
            lines.add("");
            lines.add("... and " + listed.leftOut() + " more " + (show == ShowQueries.MISSES ? "misses" : "queries")
                    + ", not listed here (the " + listed.indices().size() + " above are the worst, worst first):"
                    + " every query's values are in report.json.");
        }
        lines.add("");
        if (report.source() instanceof ResultSource.Retriever retriever && retriever.describesIndex()) {
            lines.add(index(retriever.index()));
        }
        lines.add("SUMMARY: " + summary(report));
        report.segments().forEach((tag, summary) -> lines.add("SUMMARY[" + tag + "]: " + segment(report, summary)));
        if (report.tieRanges() != null) {
            lines.add(ties(report));
        }
        if (report.judgmentRanges() != null) {
            lines.add(holes(report));
        }
        if (report.machineGrades() != null) {
            lines.add("MACHINE GRADES: " + MachineGradeText.of(report) + ".");
        }
        if (report.latency().reported()) {
            lines.add("LATENCY: " + report.latency().summary().describe());
        }
        lines.addAll(verdict(report));
        return lines;
    }

    private static String header(ResultSource source) {
        if (source instanceof ResultSource.RunFile run) {
            return "Run file: " + PathLabel.of(run.file()) + " (" + run.results() + " results for " + run.coverage().runQueries()
                    + " queries)";
        }
        ResultSource.Retriever retriever = (ResultSource.Retriever) source;
        if (retriever.describesIndex()) {
            return "Vocabulary size: " + retriever.vocabularySize();
        }
        return "Retriever: " + retriever.name() + (retriever.documents() == ResultSource.Retriever.NO_CORPUS
                ? " (no corpus: it searches its own index)" : " over " + retriever.documents() + " documents");
    }

    /** The metrics computed beyond the specification's four, in report order. */
    private static List<Metric> extraMetrics(EvaluationReport report) {
        List<Metric> specification = SummaryMetric.metrics();
        return report.summary().metrics().stream().filter(m -> !specification.contains(m)).toList();
    }

    static List<String> caseBlock(CaseResult result, int k, List<Metric> extra, ReportLimits limits) {
        int top = Math.min(k, result.retrievedCount());
        int listed = Math.min(top, limits.resultsPerQuery());
        List<String> ids = result.retrieved().stream().limit(listed).map(ScoredDocument::docId)
                .collect(Collectors.toList());
        List<String> block = new ArrayList<>(List.of(
                (result.hit() ? "[HIT ] " : "[MISS] ") + result.golden().label(),
                INDENT + "retrieved=" + PythonFormat.listRepr(ids) + Listed.more(top, listed),
                INDENT + "relevant =" + relevant(result, limits.resultsPerQuery())));
        List<String> chunks = result.retrieved().stream().limit(listed).filter(d -> d.chunk() != null)
                .map(d -> d.chunk().id()).toList();
        if (!chunks.isEmpty()) {
            // Retrieved in chunks: which chunk of each document placed it.
            block.add(INDENT + "chunks   =" + PythonFormat.listRepr(chunks) + Listed.more(top, listed));
        }
        if (!result.golden().tags().isEmpty()) {
            block.add(INDENT + "tags     =" + PythonFormat.listRepr(result.golden().tags()));
        }
        block.addAll(List.of(
                INDENT + "precision@" + k + "=" + PythonFormat.twoDecimals(result.precision())
                        + "  recall@" + k + "=" + PythonFormat.twoDecimals(result.recall())
                        + "  reciprocal_rank=" + PythonFormat.twoDecimals(result.reciprocalRank())));
        if (!extra.isEmpty()) {
            block.add(INDENT + extra.stream().map(m -> m.key() + "=" + PythonFormat.twoDecimals(result.value(m)))
                    .collect(Collectors.joining("  ")));
        }
        return block;
    }

    /** The first relevant ids as a list, or with their grades when the judgments are graded. */
    private static String relevant(CaseResult result, int limit) {
        List<String> relevant = result.relevantDocIds();
        String more = Listed.more(relevant.size(), limit);
        if (!result.golden().isGraded()) {
            return PythonFormat.listRepr(Listed.head(relevant, limit)) + more;
        }
        Map<String, Integer> grades = new LinkedHashMap<>();
        Listed.head(relevant, limit).forEach(id -> grades.put(id, result.golden().grades().get(id)));
        return PythonFormat.gradesRepr(grades) + more;
    }

    /** "Index: 10 documents, 226 terms, 295 postings of 12 bytes, about 0.05 MB in all". */
    static String index(IndexStats index) {
        return String.format(Locale.ROOT, "Index: %d documents, %d terms, %d postings of %d bytes, about %.2f MB in all",
                index.documents(), index.terms(), index.postings(), index.bytesPerPosting(),
                index.estimatedBytes() / 1e6);
    }

    /** The summary as the specification's Python dict: {'k': 3, 'mean_precision': 0.5166666666666666, ...}. */
    /** {@code TIES: 2 of 10 queries tie documents of different grades; over tie orders: mrr 0.8000 to 0.9000}. */
    public static String ties(EvaluationReport report) {
        return "TIES: " + tieSummary(report);
    }

    /** The tie ranges in one sentence, as the console, report.md and report.html give them. */
    public static String tieSummary(EvaluationReport report) {
        TieRanges ties = report.tieRanges();
        List<String> moving = new ArrayList<>();
        ties.ranges().forEach((metric, range) -> {
            if (range.moves()) {
                moving.add(metric.key() + " " + PythonFormat.decimals(range.worst(), 4) + " to "
                        + PythonFormat.decimals(range.best(), 4));
            }
        });
        return ties.queriesWithTies() + " of " + report.cases().size() + " queries tie documents of different"
                + " grades; " + (moving.isEmpty() ? "no mean moves with their order"
                : "over tie orders: " + String.join(", ", moving));
    }

    /**
     * {@code HOLES: 6 of 10 queries have unjudged documents in their top 5 (unlistedDocuments = auto: ...); if they
     * were relevant: hit_rate 0.8000 to 0.9200}.
     */
    public static String holes(EvaluationReport report) {
        return "HOLES: " + holeSummary(report);
    }

    /**
     * The judgment ranges in one sentence, as the console, report.md and report.html give them: the metrics whose
     * mean the holes move, from their value as judged to their value if the holes were relevant.
     */
    public static String holeSummary(EvaluationReport report) {
        JudgmentRanges ranges = report.judgmentRanges();
        List<String> moving = new ArrayList<>();
        ranges.ranges(report.cases()).forEach((metric, range) -> {
            if (range.moves()) {
                moving.add(metric.key() + " " + PythonFormat.decimals(range.asJudged(), 4) + " to "
                        + PythonFormat.decimals(range.ifRelevant(), 4));
            }
        });
        return holeHeadline(report) + "; " + (moving.isEmpty() ? "no mean moves if they were relevant"
                : "if they were relevant: " + String.join(", ", moving));
    }

    /**
     * How many queries have holes, where, and why they are holes: the judgment ranges without their values, for a
     * report whose summary table gives each metric's value if the holes were relevant.
     */
    public static String holeHeadline(EvaluationReport report) {
        JudgmentRanges ranges = report.judgmentRanges();
        return ranges.queriesWithHoles() + " of " + report.cases().size() + " queries have unjudged documents in"
                + " their top " + ranges.resultsEvaluated() + " (" + ranges.basis() + ")";
    }

    static String summary(EvaluationReport report) {
        StringBuilder out = new StringBuilder("{'k': ").append(report.k());
        for (Metric metric : report.summary().metrics()) {
            out.append(", '").append(metric.key()).append("': ")
                    .append(PythonFormat.floatRepr(report.summary().value(metric)));
        }
        return out.append('}').toString();
    }

    /** A tag's means, with how many queries they are over: {'k': 3, 'queries': 2, 'mean_precision': ...}. */
    private static String segment(EvaluationReport report, Summary summary) {
        StringBuilder out = new StringBuilder("{'k': ").append(report.k()).append(", 'queries': ")
                .append(summary.queries());
        for (Metric metric : summary.metrics()) {
            out.append(", '").append(metric.key()).append("': ").append(PythonFormat.floatRepr(summary.value(metric)));
        }
        return out.append('}').toString();
    }

    private static List<String> verdict(EvaluationReport report) {
        if (report.ruleCount() == 0) {
            return List.of("GATE: no thresholds configured; nothing to enforce.");
        }
        if (report.passed()) {
            return List.of("GATE PASSED: " + String.join(", ", met(report)));
        }
        List<String> lines = new ArrayList<>();
        lines.add("GATE FAILED: " + Verdict.headline(report));
        report.violationMessages().forEach(message -> lines.add("  " + message));
        return lines;
    }

    /** Every rule held and the value that met it: {@code MRR 0.93 >= 0.90}, {@code [critical] misses 0 <= 0}. */
    private static List<String> met(EvaluationReport report) {
        List<String> met = new ArrayList<>();
        report.thresholds().forEach(t -> met.add(met(report.summary(), t)));
        report.segmentRules().tagThresholds().forEach((tag, thresholds) -> thresholds.forEach(
                t -> met.add("[" + tag + "] " + met(report.segments().get(tag), t))));
        for (LatencyLimit limit : report.latency().limits()) {
            met.add("latency " + limit.percentile().key() + " "
                    + Latency.shown(limit.percentile().of(report.latency().summary())) + " <= " + limit.asWritten()
                    + " ms");
        }
        for (MissLimit limit : report.segmentRules().missLimits()) {
            long misses = report.cases().stream()
                    .filter(c -> limit.tag() == null || c.golden().tags().contains(limit.tag()))
                    .filter(c -> !c.hit()).count();
            met.add((limit.tag() == null ? "" : "[" + limit.tag() + "] ") + "misses " + misses + " <= "
                    + limit.allowed());
        }
        return met;
    }

    private static String met(Summary summary, Threshold threshold) {
        return threshold.metric().label() + " " + PythonFormat.twoDecimals(summary.value(threshold.metric()))
                + " " + threshold.relation() + " " + threshold.asWritten();
    }
}
