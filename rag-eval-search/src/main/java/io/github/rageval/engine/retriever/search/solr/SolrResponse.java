package io.github.rageval.engine.retriever.search.solr;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.retriever.search.ResponseReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads Solr's JSON search response, {@code {"response": {"docs": [{"id": "...", "score": 1.5}, ...]}}}: each
 * document's id from the {@code idField}, its score from the pseudo-field {@code score} (a float, as Lucene computes
 * it), in the order Solr returned them. A response is partial when {@code responseHeader.partialResults} is true
 * ({@code timeAllowed} or another query limit ran out, or {@code shards.tolerant} left out a shard that failed), when
 * {@code shards.info} holds a shard's error, or when it holds an error though its HTTP status was 200 (an
 * {@code error} object, or a {@code responseHeader.status} other than 0). {@code segmentTerminatedEarly} is left
 * alone: only a request that asks for it ({@code segmentTerminateEarly}) gets it, and then it is what was asked.
 */
final class SolrResponse implements ResponseReader {
    private final String idField;

    SolrResponse(String idField) {
        this.idField = idField;
    }

    @Override
    public Optional<String> partial(JsonNode response) {
        JsonNode header = response.path("responseHeader");
        List<String> partial = new ArrayList<>();
        if (header.path("partialResults").asBoolean(false)) {
            String details = header.path("partialResultsDetails").asText("");
            partial.add("responseHeader.partialResults is true" + (details.isBlank() ? "" : ": " + details.strip()));
        }
        // Shard URLs in Solr's order, which is the response's.
        response.path("shards.info").fields().forEachRemaining(shard -> {
            if (shard.getValue().hasNonNull("error")) {
                partial.add("shards.info holds an error for shard " + shard.getKey() + ": "
                        + shard.getValue().path("error").asText().strip());
            }
        });
        JsonNode error = response.path("error");
        if (!error.isMissingNode() && !error.isNull()) {
            String message = error.path("msg").asText("");
            partial.add("the response holds an error" + (message.isBlank() ? "" : ": " + message.strip()));
        }
        if (header.has("status") && header.path("status").asInt(-1) != 0) {
            partial.add("responseHeader.status is " + header.path("status").asText() + ", not 0");
        }
        return partial.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", partial));
    }

    @Override
    public List<ScoredDocument> read(JsonNode response) throws UnexpectedResponse {
        JsonNode docs = response.path("response").path("docs");
        if (!docs.isArray()) {
            throw new UnexpectedResponse("it has no response.docs array");
        }
        List<ScoredDocument> ranking = new ArrayList<>(docs.size());
        for (JsonNode doc : docs) {
            String id = ResponseReader.idText(doc.get(idField));
            if (id == null) {
                throw new UnexpectedResponse("a document has no field '" + idField + "' (option idField): add it to"
                        + " the request's fl (or fields), with score");
            }
            ranking.add(new ScoredDocument(id, ResponseReader.score(doc.get("score"))));
        }
        return ranking;
    }
}
