package io.github.rageval.engine.saved;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.model.ScoredDocument;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * The {@code cases} array of baseline.json, written straight to the output rather than built as a tree first (the
 * tree of 7,000 queries was most of the cost of recording). Per query its text, judgments, listed results, and,
 * when the list was cut ({@link RecordedCase#cut()}), {@code retrieved_count} and {@code first_relevant_rank} (null
 * for none) for what the rest of the list decided; then every summary metric's value. A list that was not cut gives
 * the bytes the tree gave.
 */
final class BaselineCasesJson extends StreamedJson {
    private final List<RecordedCase> cases;

    BaselineCasesJson(List<RecordedCase> cases) {
        this.cases = cases;
    }

    @Override
    public void serialize(JsonGenerator out, SerializerProvider serializers) throws IOException {
        out.writeStartArray();
        for (RecordedCase recorded : cases) {
            out.writeStartObject();
            out.writeStringField("query", recorded.query());
            // Only when the golden query has an id: a baseline of a golden set without ids reads as it always did.
            if (recorded.queryId() != null) {
                out.writeStringField("query_id", recorded.queryId());
            }
            out.writeArrayFieldStart("relevant_doc_ids");
            for (String id : recorded.relevantDocIds()) {
                out.writeString(id);
            }
            out.writeEndArray();
            out.writeArrayFieldStart("retrieved");
            for (ScoredDocument document : recorded.retrieved()) {
                result(out, document, false);
            }
            out.writeEndArray();
            if (recorded.cut()) {
                out.writeNumberField("retrieved_count", recorded.retrievedCount());
                out.writeFieldName("first_relevant_rank");
                if (recorded.firstRelevantRank() == 0) {
                    out.writeNull();
                } else {
                    out.writeNumber(recorded.firstRelevantRank());
                }
            }
            out.writeObjectFieldStart("metrics");
            for (Map.Entry<String, Double> value : recorded.values().entrySet()) {
                out.writeNumberField(value.getKey(), value.getValue());
            }
            out.writeEndObject();
            out.writeEndObject();
        }
        out.writeEndArray();
    }

}
