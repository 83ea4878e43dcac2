package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.VariantReport;
import io.github.rageval.engine.stats.BootstrapInterval;
import io.github.rageval.engine.stats.ConfidenceInterval;

/**
 * The part of report.json that compares variants: {@code gate_variant}, then {@code variants} (per variant its
 * retriever, settings, verdict under the build's rules, summary, latency when reported, judgment ranges when it
 * retrieved holes, and cases, those four in the top level's shape, which stays the gate variant's), then
 * {@code variant_comparison} (intervals, best per metric, and each variant against the gate variant: paired tests,
 * with a note where the difference may be holes in the judgments, and flipped queries; each variant's
 * {@code unjudged@k} when some variant has a hole in its top k).
 */
final class VariantJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private VariantJson() {
    }

    static void write(VariantComparison comparison, ObjectNode root) {
        root.put("gate_variant", comparison.gate());
        ArrayNode variants = root.putArray("variants");
        for (VariantReport variant : comparison.reports()) {
            variants.add(variant(variant));
        }
        root.set("variant_comparison", comparison(comparison));
    }

    private static ObjectNode variant(VariantReport variant) {
        EvaluationReport report = variant.report();
        ObjectNode node = NODES.objectNode();
        node.put("name", variant.name());
        node.put("retriever", variant.retriever());
        ObjectNode settings = node.putObject("settings");
        RetrieverSettingsJson.write(variant.settings(), settings);
        node.put("k", report.k());
        node.put("gate", variant.gate());
        node.put("passed", report.passed());
        ArrayNode violations = node.putArray("violations");
        report.violationMessages().forEach(violations::add);
        if (!report.warnings().isEmpty()) {
            ArrayNode warnings = node.putArray("warnings");
            report.warnings().forEach(warnings::add);
        }
        node.set("summary", JsonReport.summary(report));
        LatencyJson.write(report.latency(), node);
        JudgmentRangesJson.write(report.judgmentRanges(), report.cases(), node);
        node.set("cases", JsonReport.cases(report));
        return node;
    }

    private static ObjectNode comparison(VariantComparison comparison) {
        ObjectNode node = NODES.objectNode();
        node.put("gate", comparison.gate());
        node.put("method", "percentile bootstrap");
        node.put("confidence_level", BootstrapInterval.LEVEL);
        node.put("test", comparison.test().key());
        node.put("alpha", comparison.alpha());
        ArrayNode shown = node.putArray("shown_metrics");
        comparison.shown().forEach(shown::add);
        ArrayNode compared = node.putArray("compared_metrics");
        comparison.compared().forEach(compared::add);
        ObjectNode intervals = node.putObject("intervals");
        for (VariantComparison.Row row : comparison.variants()) {
            ObjectNode metrics = intervals.putObject(row.name());
            row.intervals().forEach((key, interval) -> metrics.set(key, interval(interval)));
        }
        if (comparison.showsUnjudged()) {
            // Only when some variant has a hole in its top k: a report the judgments cover keeps its shape.
            ObjectNode unjudged = node.putObject("unjudged_at_k");
            comparison.variants().forEach(row -> unjudged.put(row.name(), row.unjudged()));
        }
        ObjectNode best = node.putObject("best");
        comparison.best().forEach((key, names) -> {
            ArrayNode array = best.putArray(key);
            names.forEach(array::add);
        });
        ArrayNode contrasts = node.putArray("against_gate");
        for (VariantComparison.Contrast contrast : comparison.contrasts()) {
            ObjectNode entry = contrasts.addObject();
            entry.put("variant", contrast.variant());
            ObjectNode tests = entry.putObject("metrics");
            contrast.tests().forEach((key, paired) -> tests.putObject(key)
                    .put("mean_difference", paired.meanDifference())
                    .put("changed_queries", paired.changed())
                    .set("p_values", AnalysisJson.pValues(paired)));
            contrast.holeNotes().forEach((key, note) -> ((ObjectNode) tests.get(key)).putObject("unjudged_note")
                    .put("lower", note.lower()).put("queries", note.queries())
                    .put("with_unjudged", note.withHoles()).put("message", note.message()));
            ArrayNode flips = entry.putArray("flips");
            for (VariantComparison.Flip flip : contrast.flips()) {
                flips.addObject().put("query", flip.query()).put("gate_hit", flip.gateHit())
                        .put("variant_hit", !flip.gateHit());
            }
        }
        return node;
    }

    private static ObjectNode interval(ConfidenceInterval interval) {
        return NODES.objectNode().put("value", interval.value()).put("low", interval.low())
                .put("high", interval.high());
    }
}
