package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.input.JsonFields;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.UnlistedResults;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A {@code cases} array of a saved report.json read back, the top level's or a variant's (they have one shape,
 * {@link CasesJson}'s): per case its query, judgments, tags, listed results, every metric's value and its
 * explanation, each checked and named by its place ({@code variants[1].cases[3].recall}).
 */
final class SavedCases {
    private final JsonFields json;
    private final ReadBackValues values;
    private final int relevanceLevel;
    private final List<Metric> metrics;
    private final int documents;

    /** The cases read, and the explanations some of them carry, in case order. */
    record Read(List<CaseResult> results, List<QueryExplanation> explanations) {
    }

    /**
     * @param relevanceLevel the report's least grade that counts as relevant
     * @param metrics the metrics the report summarised, each case's values
     * @param documents the number of documents the retriever ranked, or
     *     {@link io.github.rageval.engine.evaluation.ResultSource.Retriever#NO_CORPUS}
     * @param error turns a problem into the exception the reader throws, naming the file
     */
    SavedCases(int relevanceLevel, List<Metric> metrics, int documents, Function<String, InputException> error) {
        this.json = new JsonFields(error);
        this.values = new ReadBackValues(error);
        this.relevanceLevel = relevanceLevel;
        this.metrics = List.copyOf(metrics);
        this.documents = documents;
    }

    List<Metric> metrics() {
        return metrics;
    }

    /** @param where the place of the object holding the cases ({@code variants[1]}), or null for the top level */
    Read read(JsonNode parent, String where) throws InputException {
        JsonNode cases = values.cases(parent, where);
        List<CaseResult> results = new ArrayList<>();
        List<QueryExplanation> explanations = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            JsonNode node = cases.get(i);
            String place = (where == null ? "" : where + ".") + "cases[" + i + "]";
            results.add(caseResult(node, place));
            if (node.has("explanation")) {
                explanations.add(ExplanationJson.read(i, node.get("explanation"), place + ".explanation",
                        documents, values));
            }
        }
        return new Read(results, explanations);
    }

    private CaseResult caseResult(JsonNode node, String where) throws InputException {
        values.object(node, where);
        String queryId = node.hasNonNull("query_id") ? json.text(node, "query_id", where) : null;
        String query = node.hasNonNull("query") ? json.text(node, "query", where) : null;
        if (queryId == null && query == null) {
            throw values.problem("\"" + where + "\" has neither \"query\" nor \"query_id\"");
        }
        Map<String, Integer> grades = new LinkedHashMap<>();
        if (node.has("grades")) {
            for (Map.Entry<String, JsonNode> grade : json.object(node, "grades").properties()) {
                if (!grade.getValue().isIntegralNumber() || !grade.getValue().canConvertToInt()) {
                    throw values.problem("\"" + where + ".grades." + grade.getKey() + "\" is not a whole number");
                }
                grades.put(grade.getKey(), grade.getValue().intValue());
            }
        } else {
            String place = where + ".relevant_doc_ids";
            values.strings(json.array(node, "relevant_doc_ids", where), place)
                    .forEach(id -> grades.put(id, relevanceLevel));
        }
        List<String> tags = node.has("tags") ? values.strings(json.array(node, "tags", where), where + ".tags")
                : List.of();
        List<ScoredDocument> retrieved = values.retrieved(node, where);
        GoldenCase golden = new GoldenCase(queryId, query, grades, tags);
        UnlistedResults unlisted = values.unlisted(node, where, retrieved, golden.relevantDocIds(relevanceLevel));
        Map<Metric, Double> caseValues = new LinkedHashMap<>();
        for (Metric metric : metrics) {
            caseValues.put(metric, value(node, metric, where));
        }
        Double hit = caseValues.get(SummaryMetric.HIT_RATE.metric());
        Double reciprocalRank = caseValues.get(SummaryMetric.MRR.metric());
        if (hit != null && reciprocalRank != null && hit > 0 != reciprocalRank > 0) {
            // The gate holds both: one edited apart from the other would pass a query by one and fail it by the other.
            throw values.problem("\"" + where + ".hit\" is " + (hit > 0) + " but \"" + where + ".reciprocal_rank\" is "
                    + reciprocalRank + ": a query hits exactly when a relevant document is in the top k, where its"
                    + " reciprocal rank is above 0");
        }
        return new CaseResult(golden, relevanceLevel, retrieved, caseValues, unlisted);
    }

    /** The specification's four are top-level fields of a case; the others sit under "metrics". */
    private double value(JsonNode node, Metric metric, String where) throws InputException {
        String field = specificationField(metric);
        JsonNode value = field != null ? node.get(field) : node.path("metrics").get(metric.key());
        if (value == null || !(value.isNumber() || value.isBoolean())) {
            throw values.problem("\"" + where + "\" has no value for " + metric.key());
        }
        return values.metricValue(value, where + "." + (field != null ? field : "metrics." + metric.key()),
                metric.key());
    }

    private static String specificationField(Metric metric) {
        if (metric.equals(SummaryMetric.MEAN_PRECISION.metric())) {
            return "precision";
        } else if (metric.equals(SummaryMetric.MEAN_RECALL.metric())) {
            return "recall";
        } else if (metric.equals(SummaryMetric.MRR.metric())) {
            return "reciprocal_rank";
        } else if (metric.equals(SummaryMetric.HIT_RATE.metric())) {
            return "hit";
        }
        return null;
    }
}
