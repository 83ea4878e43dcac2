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
 * it), in the order Solr returned them. A response is partial when {@code responseHeader.partialResults} is true:
 * {@code timeAllowed} (or another query limit) ran out, or {@code shards.tolerant} left out a shard that failed.
 */
final class SolrResponse implements ResponseReader {
    private final String idField;

    SolrResponse(String idField) {
        this.idField = idField;
    }

    @Override
    public Optional<String> partial(JsonNode response) {
        JsonNode header = response.path("responseHeader");
        if (!header.path("partialResults").asBoolean(false)) {
            return Optional.empty();
        }
        String details = header.path("partialResultsDetails").asText("");
        return Optional.of("responseHeader.partialResults is true" + (details.isBlank() ? "" : ": " + details.strip()));
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
