package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.QueryChange;
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the report files of one check show, computed once from the analysis and shared by report.md,
 * report.html and the JUnit XML: the verdict, one row per summary metric, one row per query with its change
 * against the baseline, the lists of failures, noise and diagnostics, the flipped queries, and the explanations.
 * Renderers only lay it out; a fact is derived in one place, so the files cannot disagree.
 *
 * @param project the module's name
 * @param analysis the analysis itself, for what only one renderer lays out (the settings of its statistics)
 * @param metrics one row per summary metric, in report order
 * @param queries one row per listed query: every query in golden dataset order, or past {@link ReportLimits#queries()}
 *     the worst ones, worst first ({@link ListedQueries})
 * @param withinNoise the drops beyond their rule that were not significant; empty without a comparison
 * @param diagnostics what the reader should know, as messages
 * @param flips the queries that went HIT -> MISS or back, up to {@link ReportLimits#queries()}; empty without a
 *     comparison
 * @param explanations the explained queries, in case order
 * @param explanationTitle the heading of the explanations: only misses, or all queries
 * @param ties the metrics' ranges over the orders of tied documents, in one sentence; null when not computed
 * @param holes the metrics' ranges if the holes in the judgments were relevant, in one sentence; null when no
 *     ranking holds a hole
 * @param queriesLeftOut how many queries {@code queries} leaves out
 * @param flipsLeftOut how many flipped queries {@code flips} leaves out
 * @param limits how much the reports list
 */
public record ReportView(String project, Analysis analysis, List<MetricRow> metrics, List<QueryRow> queries,
                         List<String> withinNoise, List<String> diagnostics, List<QueryChange> flips,
                         List<ExplainedQuery> explanations, String explanationTitle, String ties, String holes,
                         int queriesLeftOut, int flipsLeftOut, ReportLimits limits) {

    /**
     * One query as the tables show it.
     *
     * @param index its position in the golden dataset, from 0
     * @param result its evaluated result
     * @param retrievedIds the ids retrieved, best first, up to {@link ReportLimits#resultsPerQuery()}
     * @param retrievedCount how many ids were retrieved in all
     * @param relevantIds the ids labelled relevant, up to {@link ReportLimits#resultsPerQuery()}
     * @param firstRelevantRank the rank of the first relevant document returned, 0 for none
     * @param change its change against the baseline; null when unchanged or without a comparison
     * @param before its result in the baseline; null without a comparison, or for a query added since
     */
    public record QueryRow(int index, CaseResult result, List<String> retrievedIds, int retrievedCount,
                           List<String> relevantIds, int firstRelevantRank, QueryChange change, RecordedCase before) {
        /** {@code " ... and 980 more"} after the retrieved ids, or nothing when all are listed. */
        public String moreRetrieved() {
            return Listed.more(retrievedCount, retrievedIds.size());
        }

        /** {@code " ... and 3 more"} after the relevant ids, or nothing when all are listed. */
        public String moreRelevant() {
            return Listed.more(result.relevantDocIds().size(), relevantIds.size());
        }
    }

    /**
     * One explained query.
     *
     * @param label how the query is named
     * @param lines the explanation's lines, as the console prints them without indentation
     */
    public record ExplainedQuery(String label, List<String> lines) {
    }

    public static ReportView of(Analysis analysis, String project) {
        return of(analysis, project, ReportLimits.DEFAULT);
    }

    public static ReportView of(Analysis analysis, String project, ReportLimits limits) {
        boolean compared = analysis.comparison() != null;
        Map<Integer, QueryChange> changes = new HashMap<>();
        if (compared) {
            analysis.comparison().queries().forEach(change -> changes.put(change.index(), change));
        }
        List<CaseResult> cases = analysis.evaluation().cases();
        List<RecordedCase> current = analysis.current().cases();
        ListedQueries listed = ListedQueries.of(cases, limits.queries());
        int shown = limits.resultsPerQuery();
        List<QueryRow> queries = new ArrayList<>();
        for (int i : listed.indices()) {
            CaseResult result = cases.get(i);
            queries.add(new QueryRow(i, result,
                    Listed.head(result.retrieved(), shown).stream().map(ScoredDocument::docId).toList(),
                    result.retrievedCount(), Listed.head(result.relevantDocIds(), shown),
                    current.get(i).firstRelevantRank(), changes.get(i),
                    compared ? analysis.comparison().baselineCase(analysis.baseline(), i) : null));
        }
        List<QueryChange> flips = compared ? analysis.comparison().flips() : List.of();
        List<ExplainedQuery> explanations = new ArrayList<>();
        boolean onlyMisses = true;
        for (QueryExplanation explanation : analysis.evaluation().explanations()) {
            CaseResult result = cases.get(explanation.caseIndex());
            onlyMisses &= !result.hit();
            explanations.add(new ExplainedQuery(result.golden().label(),
                    ExplanationLines.of(explanation).stream().map(String::strip).toList()));
        }
        return new ReportView(project, analysis, MetricRow.of(analysis), queries,
                compared ? analysis.comparison().excused().stream().map(MetricChange::message).toList() : List.of(),
                diagnostics(analysis),
                Listed.head(flips, limits.queries()), explanations,
                onlyMisses ? "Why queries missed" : "Why queries ranked as they did",
                analysis.evaluation().tieRanges() == null ? null
                        : ConsoleReport.tieSummary(analysis.evaluation()),
                analysis.evaluation().judgmentRanges() == null ? null
                        : ConsoleReport.holeHeadline(analysis.evaluation()) + "; the summary table's column \""
                        + MetricRow.IF_HOLES_RELEVANT + "\" gives each mean if they were relevant",
                listed.leftOut(), Math.max(0, flips.size() - limits.queries()), limits);
    }

    // The console's warnings in its order: the diagnostics, then stale judgments that warn (when they fail the gate,
    // they are among the failures).
    private static List<String> diagnostics(Analysis analysis) {
        List<String> messages = new ArrayList<>();
        analysis.diagnostics().forEach(diagnostic -> messages.add(diagnostic.message()));
        messages.addAll(analysis.staleJudgmentWarnings());
        return List.copyOf(messages);
    }

    /** How many queries were evaluated, listed or not. */
    public int totalQueries() {
        return analysis.evaluation().cases().size();
    }

    /** The heading of the query list: all of them, or which of them when some were left out. */
    public String queriesTitle() {
        return queriesLeftOut == 0 ? "All " + totalQueries() + " queries"
                : "The " + queries.size() + " worst of " + totalQueries() + " queries, worst first";
    }

    /** What the query list left out and where to find it; null when nothing was. */
    public String queriesLeftOutNote() {
        return queriesLeftOut == 0 ? null : "... and " + queriesLeftOut + " more queries, not listed here: every"
                + " query's values are in report.json.";
    }

    /** What the flip list left out; null when nothing was. */
    public String flipsLeftOutNote() {
        return flipsLeftOut == 0 ? null : "... and " + flipsLeftOut + " more flipped queries, not listed here:"
                + " every query's change is in report.json.";
    }

    /** The first ids of a list, as many as a query lists. */
    public List<String> head(List<String> ids) {
        return Listed.head(ids, limits.resultsPerQuery());
    }

    /** {@code " ... and 980 more"} after the ids {@link #head} listed, or nothing. */
    public String more(List<String> ids) {
        return Listed.more(ids.size(), limits.resultsPerQuery());
    }

    public boolean passed() {
        return analysis.passed();
    }

    /**
     * The run's and the baseline's {@code unjudged@k}, in one sentence, when they were compared and either has a hole
     * in its top k; null otherwise.
     */
    public String unjudged() {
        return analysis.unjudged().map(change -> change.describe()).orElse(null);
    }

    /** Whether the check was compared with a baseline. */
    public boolean compared() {
        return analysis.comparison() != null;
    }

    /** The retrievers compared, when the build compares several; null otherwise. */
    public VariantComparison variants() {
        return analysis.variants();
    }

    public int k() {
        return analysis.evaluation().k();
    }

    /**
     * The latency line report.md and report.html show: the four figures and how many queries, noting that they vary
     * between runs; null when latency is not reported.
     */
    public String latency() {
        return analysis.evaluation().latency().reported() ? analysis.evaluation().latency().summary().describe()
                + "; wall time per retriever call, which varies from run to run" : null;
    }

    /**
     * What a reader of run.trec should know ({@link TrecRun#rescoredNote}), a line of report.md and report.html
     * beside the file rather than of the console, whose reader may never open run.trec; null when nothing.
     */
    public String trecRun() {
        return TrecRun.rescoredNote(analysis.evaluation()).orElse(null);
    }

    /** Every reason the build fails, as messages. */
    public List<String> failures() {
        return analysis.failures();
    }
}
