package io.github.rageval.engine.retriever.search;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.api.ScoredDocument;
import java.util.List;
import java.util.Optional;

/**
 * How a cluster's search response becomes a ranking: its hits in the order returned, scores as returned; and whether
 * the cluster said the response holds only part of the answer, which must never be judged as if whole.
 */
public interface ResponseReader {

    /**
     * The ranking a response holds.
     *
     * @throws UnexpectedResponse when the response does not have the shape expected, saying what is missing
     */
    List<ScoredDocument> read(JsonNode response) throws UnexpectedResponse;

    /**
     * What the cluster said is missing from the response (a search that timed out, shards that failed), in its own
     * field names; empty when the response is whole. Every reader says how its cluster marks a partial answer: a
     * cluster answers HTTP 200 with the hits it had, and the ranking would otherwise be gated as if it were whole.
     */
    Optional<String> partial(JsonNode response);

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
