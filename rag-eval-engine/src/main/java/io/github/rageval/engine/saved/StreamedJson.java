package io.github.rageval.engine.saved;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.ScoredDocument;
import java.io.IOException;

/**
 * A part of a file written straight to the generator as the tree around it is serialised, for the parts that grow
 * with the run (its queries and their results): built as a tree first, they were most of a large file's cost. The
 * generator lays it out as it lays out the tree, so the bytes are those a tree would give.
 */
abstract class StreamedJson implements JsonSerializable {
    @Override
    public final void serializeWithType(JsonGenerator out, SerializerProvider serializers, TypeSerializer type)
            throws IOException {
        serialize(out, serializers);
    }

    /** One listed result: its id, its score (null when not a number), and its matched chunk when asked for. */
    static void result(JsonGenerator out, ScoredDocument document, boolean withChunk) throws IOException {
        out.writeStartObject();
        out.writeStringField("doc_id", document.docId());
        out.writeFieldName("score");
        if (Double.isNaN(document.score())) {
            out.writeNull();
        } else {
            out.writeNumber(document.score());
        }
        if (withChunk && document.chunk() != null) {
            out.writeObjectFieldStart("chunk");
            out.writeStringField("id", document.chunk().id());
            out.writeStringField("text", document.chunk().excerpt());
            CharSpan span = document.chunk().span();
            if (span != null) {
                // Where the chunk lies in its document (code points, end exclusive): what span metrics read.
                out.writeStringField("document", span.docId());
                out.writeNumberField("start", span.start());
                out.writeNumberField("end", span.end());
            }
            out.writeEndObject();
        }
        out.writeEndObject();
    }
}
