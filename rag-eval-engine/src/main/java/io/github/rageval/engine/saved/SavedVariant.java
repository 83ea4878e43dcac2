package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.input.JsonFields;
import io.github.rageval.engine.evaluation.EvaluatedCases;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.latency.Latency;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.model.InputException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * One variant of a saved report that compared several retrievers ({@link VariantJson}'s {@code variants}), read
 * back to be held to the re-gating build's rules and compared again: its verdict, violations and the comparison
 * are not read, they follow from the cases and the rules.
 *
 * @param name the variant's name
 * @param settings its retriever's settings, {@code type} first
 * @param gate whether it is the variant the gate holds
 * @param evaluated its cases, warnings and explanations, with the report's source (a variant's is not written)
 * @param latency its queries' times summarised; null when not reported
 * @param judgmentRanges its metrics if the holes in the judgments were relevant, as written; null when it has none
 */
public record SavedVariant(String name, Map<String, Object> settings, boolean gate, EvaluatedCases evaluated,
                           Latency latency, JudgmentRanges judgmentRanges) {

    /**
     * The variants of a report, checked against its top level: one of them the gate, named by
     * {@code gate_variant}, each with a distinct name, the report's k and metrics, and the same queries in the same
     * order as the report's cases.
     *
     * @return empty when the report compares no variants
     */
    static List<SavedVariant> read(JsonNode root, int k, SavedCases cases, List<CaseResult> queries,
                                   ResultSource source, Function<String, InputException> error)
            throws InputException {
        if (!root.has("variants")) {
            return List.of();
        }
        JsonFields json = new JsonFields(error);
        ReadBackValues values = new ReadBackValues(error);
        String gateName = json.text(root, "gate_variant", null);
        JsonNode list = json.array(root, "variants", null);
        List<SavedVariant> variants = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String where = "variants[" + i + "]";
            JsonNode node = values.object(list.get(i), where);
            String name = json.text(node, "name", where);
            if (!names.add(name)) {
                throw error.apply("\"" + where + ".name\" is '" + name + "', the name of an earlier variant");
            }
            Map<String, Object> settings = RetrieverSettingsJson.read(values.object(node.get("settings"),
                    where + ".settings"), where + ".settings", error);
            String retriever = json.text(node, "retriever", where);
            if (!retriever.equals(Objects.toString(settings.get("type"), null))) {
                throw error.apply("\"" + where + ".retriever\" is '" + retriever + "', but its settings' type is "
                        + settings.get("type"));
            }
            int variantK = values.integerAtLeast(node, "k", where, 1);
            if (variantK != k) {
                throw error.apply("\"" + where + ".k\" is " + variantK + ", but the report's k is " + k);
            }
            if (!values.summaryMetrics(node, where).equals(cases.metrics())) {
                throw error.apply("\"" + where + ".summary\" does not hold the metrics of \"summary\"");
            }
            SavedCases.Read read = cases.read(node, where);
            sameQueries(read.results(), queries, where, error);
            List<String> warnings = node.has("warnings")
                    ? values.strings(json.array(node, "warnings", where), where + ".warnings") : List.of();
            variants.add(new SavedVariant(name, settings, values.bool(node, "gate", where),
                    new EvaluatedCases(source, read.results(), warnings, read.explanations()),
                    LatencyJson.read(node, where, read.results().size(), error),
                    JudgmentRangesJson.read(node, where, cases.metrics(), read.results(), values)));
        }
        List<String> gates = variants.stream().filter(SavedVariant::gate).map(SavedVariant::name).toList();
        if (!gates.equals(List.of(gateName))) {
            throw error.apply("\"gate_variant\" is '" + gateName + "', but the variants marked \"gate\" are "
                    + gates + "; exactly that one must be");
        }
        return variants;
    }

    /** Variants are compared query by query: each must hold the report's queries, in its order. */
    private static void sameQueries(List<CaseResult> variant, List<CaseResult> report, String where,
                                    Function<String, InputException> error) throws InputException {
        if (variant.size() != report.size()) {
            throw error.apply("\"" + where + ".cases\" holds " + variant.size() + " queries, and \"cases\" "
                    + report.size());
        }
        for (int i = 0; i < variant.size(); i++) {
            if (!variant.get(i).golden().label().equals(report.get(i).golden().label())) {
                throw error.apply("\"" + where + ".cases[" + i + "]\" is the query '" + variant.get(i).golden().label()
                        + "', and \"cases[" + i + "]\" '" + report.get(i).golden().label() + "'");
            }
        }
    }
}
