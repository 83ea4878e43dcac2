package io.github.rageval.engine.retriever.search.opensearch;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.retriever.search.ResponseReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an OpenSearch/Elasticsearch {@code _search} response, {@code {"hits": {"hits": [{"_id": "...", "_score":
 * 1.5, ...}]}}}: each hit's id from {@code _id}, or, with another {@code idField}, from {@code _source} (the
 * request asks for that field only) or else from {@code fields} (a request using {@code fields} or
 * {@code docvalue_fields}: an array, whose first value is taken); its score from {@code _score} (null when the request
 * sorts on something else without {@code track_scores}: reported as missing). Hits stay in the order returned.
 */
final class SearchHits implements ResponseReader {
    static final String ID = "_id";
    private final String idField;

    SearchHits(String idField) {
        this.idField = idField;
    }

    @Override
    public List<ScoredDocument> read(JsonNode response) throws UnexpectedResponse {
        JsonNode hits = response.path("hits").path("hits");
        if (!hits.isArray()) {
            throw new UnexpectedResponse("it has no hits.hits array");
        }
        List<ScoredDocument> ranking = new ArrayList<>(hits.size());
        for (JsonNode hit : hits) {
            String id = ResponseReader.idText(id(hit));
            if (id == null) {
                throw new UnexpectedResponse("a hit has no " + (idField.equals(ID) ? ID : "field '" + idField
                        + "' in _source or fields (option idField): ask for it with \"_source\": [\"" + idField
                        + "\"]"));
            }
            ranking.add(new ScoredDocument(id, ResponseReader.score(hit.get("_score"))));
        }
        return ranking;
    }

    private JsonNode id(JsonNode hit) {
        if (idField.equals(ID)) {
            return hit.get(ID);
        }
        JsonNode fromSource = hit.path("_source").get(idField);
        return fromSource != null ? fromSource : hit.path("fields").get(idField);
    }
}
