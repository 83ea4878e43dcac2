package io.github.rageval.engine.retriever.search;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.api.ScoredDocument;
import java.util.List;

/** How a cluster's search response becomes a ranking: its hits in the order returned, scores as returned. */
@FunctionalInterface
public interface ResponseReader {

    /**
     * The ranking a response holds.
     *
     * @throws UnexpectedResponse when the response does not have the shape expected, saying what is missing
     */
    List<ScoredDocument> read(JsonNode response) throws UnexpectedResponse;

    /** The response is not the search response expected; the message completes "the response is not ...". */
    final class UnexpectedResponse extends Exception {
        private static final long serialVersionUID = 1L;

        public UnexpectedResponse(String message) {
            super(message);
        }
    }

    /** A field's value as an id: text as is, a number as written, the first value of an array; null otherwise. */
    static String idText(JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return null;
        }
        if (value.isArray()) {
            return value.isEmpty() ? null : idText(value.get(0));
        }
        return value.isValueNode() ? value.asText() : null;
    }

    /** A score as returned, or NaN ("missing" in the report) when there is none. */
    static double score(JsonNode value) {
        return value != null && value.isNumber() ? value.doubleValue() : Double.NaN;
    }
}
