package io.github.rageval.engine.saved;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.AnswerLabels;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.ScoredDocument;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * The {@code cases} array of report.json, written straight to the output as it is serialised rather than built as
 * a tree first: at the size of MS MARCO's dev set (7,000 queries) the tree was most of the report's cost. Per query
 * its id and text, its first {@link JsonReport#RESULTS_PER_QUERY} results (with {@code retrieved_count}, the number
 * retrieved, when the list was cut, and {@code first_relevant_rank} when the first relevant document is past the
 * cut), its judgments, tags, every metric's value, and its explanation. The bytes are
 * those the tree gave: the same generator lays both out.
 */
final class CasesJson extends StreamedJson {
    private final EvaluationReport report;
    private final List<Metric> extra;

    CasesJson(EvaluationReport report) {
        this.report = report;
        this.extra = report.summary().metrics().stream().filter(m -> !SummaryMetric.metrics().contains(m)).toList();
    }

    @Override
    public void serialize(JsonGenerator out, SerializerProvider serializers) throws IOException {
        out.writeStartArray();
        for (int i = 0; i < report.cases().size(); i++) {
            out.writeStartObject();
            fields(out, report.cases().get(i));
            var explanation = report.explanation(i);
            if (explanation.isPresent()) {
                out.writeFieldName("explanation");
                ExplanationJson.of(explanation.get()).serialize(out, serializers);
            }
            out.writeEndObject();
        }
        out.writeEndArray();
    }

    private void fields(JsonGenerator out, CaseResult result) throws IOException {
        if (result.queryId() != null) {
            out.writeStringField("query_id", result.queryId());
        }
        if (result.query() != null) {
            out.writeStringField("query", result.query());
        }
        List<ScoredDocument> retrieved = result.retrieved();
        int listed = Math.min(retrieved.size(), JsonReport.RESULTS_PER_QUERY);
        out.writeArrayFieldStart("retrieved");
        for (ScoredDocument document : retrieved.subList(0, listed)) {
            result(out, document, true);
        }
        out.writeEndArray();
        if (listed < result.retrievedCount()) {
            out.writeNumberField("retrieved_count", result.retrievedCount());
            int firstRelevant = result.firstRelevantRank();
            if (firstRelevant > listed) {
                // Not to be found in the listed head, and the reports written again from this file show it.
                out.writeNumberField("first_relevant_rank", firstRelevant);
            }
        }
        out.writeArrayFieldStart("relevant_doc_ids");
        for (String id : result.relevantDocIds()) {
            out.writeString(id);
        }
        out.writeEndArray();
        if (result.golden().isGraded()) {
            out.writeObjectFieldStart("grades");
            for (Map.Entry<String, Integer> grade : result.golden().grades().entrySet()) {
                out.writeNumberField(grade.getKey(), grade.getValue());
            }
            out.writeEndObject();
        }
        if (!result.golden().tags().isEmpty()) {
            out.writeArrayFieldStart("tags");
            for (String tag : result.golden().tags()) {
                out.writeString(tag);
            }
            out.writeEndArray();
        }
        answers(out, result.golden().answers());
        out.writeNumberField("precision", result.precision());
        out.writeNumberField("recall", result.recall());
        out.writeNumberField("reciprocal_rank", result.reciprocalRank());
        out.writeBooleanField("hit", result.hit());
        if (!extra.isEmpty()) {
            out.writeObjectFieldStart("metrics");
            for (Metric metric : extra) {
                out.writeNumberField(metric.key(), result.value(metric));
            }
            out.writeEndObject();
        }
    }

    /**
     * The question's reference answers and key facts, and the answer the pipeline recorded, when there are any: what
     * a reader of a fallen token_f1 wants beside the number. Not read back: a saved report is re-gated on values.
     */
    private static void answers(JsonGenerator out, AnswerLabels answers) throws IOException {
        if (answers == null) {
            return;
        }
        strings(out, "answers", answers.answers());
        strings(out, "key_facts", answers.keyFacts());
        if (answers.recorded() != null) {
            out.writeStringField("response", answers.recorded().response());
        }
    }

    private static void strings(JsonGenerator out, String name, List<String> texts) throws IOException {
        if (texts.isEmpty()) {
            return;
        }
        out.writeArrayFieldStart(name);
        for (String text : texts) {
            out.writeString(text);
        }
        out.writeEndArray();
    }
}
