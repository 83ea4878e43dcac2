package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.baseline.Comparison;
import io.github.rageval.engine.baseline.ComparisonSettings;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.QueryChange;
import io.github.rageval.engine.baseline.QueryCounts;
import io.github.rageval.engine.baseline.SinceBaseline;
import io.github.rageval.engine.stats.BootstrapInterval;
import io.github.rageval.engine.stats.PValue;
import io.github.rageval.engine.stats.PairedComparison;
import io.github.rageval.engine.stats.PairedTest;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code report.json} of a check: the evaluation's report ({@link JsonReport}) with {@code passed} as the whole
 * verdict, then the fingerprint, the intervals, the baseline comparison and the diagnostics, keys in a fixed order.
 */
public final class AnalysisJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private AnalysisJson() {
    }

    public static Path write(Analysis analysis, Path folder) throws IOException {
        return JsonReport.write(tree(analysis), folder);
    }

    public static String render(Analysis analysis) throws IOException {
        return JsonReport.pretty(tree(analysis));
    }

    static ObjectNode tree(Analysis analysis) {
        ObjectNode root = JsonReport.tree(analysis.evaluation());
        root.put("passed", analysis.passed());
        ArrayNode failures = NODES.arrayNode();
        analysis.failures().forEach(failures::add);
        root.set("failures", failures);
        root.set("fingerprint", BaselineFile.fingerprintNode(analysis.fingerprint()));
        root.set("statistics", statistics(analysis));
        root.set("baseline", baseline(analysis));
        ArrayNode diagnostics = root.putArray("diagnostics");
        for (Diagnostic diagnostic : analysis.diagnostics()) {
            diagnostics.addObject().put("kind", diagnostic.kind()).put("metric", diagnostic.metric())
                    .put("message", diagnostic.message());
        }
        // Only when the golden set's checks counted something: a report of an analysis without them is as it was.
        if (!analysis.goldenSetNotes().isEmpty()) {
            ArrayNode goldenSet = root.putArray("golden_set_notes");
            analysis.goldenSetNotes().forEach(goldenSet::add);
        }
        if (analysis.variants() != null) {
            VariantJson.write(analysis.variants(), root);
        }
        if (analysis.staleJudgments() != null) {
            StaleJudgmentsJson.write(analysis.staleJudgments(), root);
        }
        return root;
    }

    private static ObjectNode statistics(Analysis analysis) {
        ObjectNode node = NODES.objectNode();
        node.put("method", "percentile bootstrap");
        node.put("confidence_level", BootstrapInterval.LEVEL);
        node.put("bootstrap_samples", analysis.settings().bootstrapSamples());
        node.put("seed", analysis.settings().seed());
        ObjectNode intervals = node.putObject("intervals");
        analysis.intervals().forEach((key, interval) -> intervals.putObject(key).put("value", interval.value())
                .put("low", interval.low()).put("high", interval.high()).put("n", interval.n()));
        return node;
    }

    private static ObjectNode baseline(Analysis analysis) {
        ObjectNode node = NODES.objectNode();
        node.put("status", analysis.baselineStatus().key());
        if (analysis.baseline() == null) {
            return node;
        }
        node.put("file", analysis.baselineLabel());
        node.set("fingerprint", BaselineFile.fingerprintNode(analysis.baseline().fingerprint()));
        node.set("mismatches", differences(analysis.mismatches()));
        Comparison comparison = analysis.comparison();
        if (comparison == null) {
            return node;
        }
        node.set("retriever_changes", differences(comparison.retrieverChanges()));
        ComparisonSettings settings = analysis.settings().comparison();
        node.putObject("significance").put("alpha", settings.alpha()).put("test", settings.test().key())
                .put("max_drop_requires_significance", settings.dropMustBeSignificant())
                .put("randomization_samples", settings.randomizationSamples());
        node.put("documents_returned_per_query_before", comparison.returnedBefore());
        node.put("documents_returned_per_query_after", comparison.returnedAfter());
        // Only when either run has a hole in its top k: a baseline the judgments cover keeps its shape.
        analysis.unjudged().ifPresent(change -> node.putObject("unjudged_at_k").put("k", change.k())
                .put("baseline", change.before()).put("current", change.after()));
        ArrayNode metrics = node.putArray("metrics");
        comparison.metrics().forEach(change -> metrics.add(metric(change)));
        QueryCounts counts = comparison.counts();
        ObjectNode queryCounts = node.putObject("query_counts").put("hit_to_miss", counts.lost())
                .put("miss_to_hit", counts.gained()).put("changed_without_flipping", counts.changedWithoutFlipping())
                .put("unchanged", counts.unchanged());
        // Only when queries were added since: a baseline of the same queries keeps its shape.
        if (counts.notInBaseline() > 0) {
            queryCounts.put("not_in_baseline", counts.notInBaseline());
        }
        // Only when the inputs changed since the baseline: a baseline of the same inputs keeps its shape.
        if (comparison.since().any()) {
            node.set("since_baseline", since(comparison.since()));
        }
        ArrayNode queries = node.putArray("queries");
        comparison.queries().forEach(change -> queries.add(query(change, comparison.since())));
        ArrayNode violations = node.putArray("violations");
        comparison.violations().forEach(change -> violations.add(change.message()));
        ArrayNode excused = node.putArray("excused");
        comparison.excused().forEach(change -> excused.add(change.message()));
        return node;
    }

    private static ArrayNode differences(List<Fingerprint.Difference> differences) {
        ArrayNode array = NODES.arrayNode();
        differences.forEach(d -> array.addObject().put("field", d.field()).put("baseline", d.baseline())
                .put("current", d.current()).put("message", d.describe()));
        return array;
    }

    /** Every test's p-value, with how it was obtained: {@code {"randomization": {"p": 0.03, "note": ...}}}. */
    static ObjectNode pValues(PairedComparison paired) {
        ObjectNode tests = NODES.objectNode();
        for (PairedTest test : PairedTest.values()) {
            PValue p = paired.pValue(test);
            ObjectNode entry = tests.putObject(test.key());
            if (p.applicable()) {
                entry.put("p", p.value());
            } else {
                entry.putNull("p");
            }
            entry.put("note", p.note());
        }
        return tests;
    }

    private static ObjectNode metric(MetricChange change) {
        ObjectNode node = NODES.objectNode();
        node.put("metric", change.metric());
        node.put("baseline", change.before());
        node.put("current", change.after());
        node.put("delta", change.delta());
        if (change.rule() == null) {
            node.putNull("max_drop");
        } else {
            node.put("max_drop", change.rule().maximum());
        }
        node.put("exceeded", change.exceeded());
        node.put("significant", change.significant());
        node.put("violated", change.violated());
        node.put("changed_queries", change.paired().changed());
        node.set("p_values", pValues(change.paired()));
        node.put("message", change.message());
        return node;
    }

    /** What changed in the inputs since the baseline, every name listed. */
    private static ObjectNode since(SinceBaseline since) {
        ObjectNode node = NODES.objectNode();
        node.put("shared_queries", since.shared());
        node.put("corpus_changed", since.corpusChanged());
        node.put("documents_known", since.documentsKnown());
        strings(node.putArray("documents_edited"), since.edited());
        strings(node.putArray("documents_added"), since.added());
        strings(node.putArray("documents_removed"), since.removed());
        strings(node.putArray("queries_added"), since.queriesAdded());
        strings(node.putArray("queries_removed"), since.queriesRemoved());
        strings(node.putArray("queries_rejudged"), since.rejudged());
        strings(node.putArray("queries_reworded"), since.reworded());
        return node;
    }

    private static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }

    private static ObjectNode query(QueryChange change, SinceBaseline since) {
        ObjectNode node = NODES.objectNode();
        node.put("query", change.query());
        node.put("change", change.kind());
        List<String> touched = since.touching(change);
        if (!touched.isEmpty()) {
            strings(node.putArray("touches_changed_documents"), touched);
        }
        putRank(node, "first_relevant_rank_before", change.before().firstRelevantRank());
        putRank(node, "first_relevant_rank_after", change.after().firstRelevantRank());
        ids(node, "entered", change.entered());
        ids(node, "left", change.left());
        ObjectNode before = node.putObject("metrics_before");
        change.before().values().forEach(before::put);
        ObjectNode after = node.putObject("metrics_after");
        change.after().values().forEach(after::put);
        return node;
    }

    /**
     * The first {@link JsonReport#RESULTS_PER_QUERY} ids of a list, as the cases list their results, and the list's
     * length as {@code <name>_count} when it was cut.
     */
    static void ids(ObjectNode node, String name, List<String> ids) {
        ArrayNode array = node.putArray(name);
        ids.stream().limit(JsonReport.RESULTS_PER_QUERY).forEach(array::add);
        if (ids.size() > JsonReport.RESULTS_PER_QUERY) {
            node.put(name + "_count", ids.size());
        }
    }

    private static void putRank(ObjectNode node, String name, int rank) {
        if (rank == 0) {
            node.putNull(name);
        } else {
            node.put(name, rank);
        }
    }
}
