package io.github.rageval.engine.retriever.search.opensearch;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.retriever.search.ResponseReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads an OpenSearch/Elasticsearch {@code _search} response, {@code {"hits": {"hits": [{"_id": "...", "_score":
 * 1.5, ...}]}}}: each hit's id from {@code _id}, or, with another {@code idField}, from {@code _source} (the
 * request asks for that field only) or else from {@code fields} (a request using {@code fields} or
 * {@code docvalue_fields}: an array, whose first value is taken); its score from {@code _score} (null when the request
 * sorts on something else without {@code track_scores}: reported as missing). Hits stay in the order returned.
 *
 * <p>A response is partial when {@code timed_out} is true, when {@code _shards.failed} is above 0, when
 * {@code _shards.failures} lists failures all the same, when {@code _shards.successful} and {@code skipped} add up to
 * fewer than {@code total} (shards that did not answer), or, for a search across clusters, when {@code _clusters}
 * counts clusters skipped, partial or failed. ({@code _shards.skipped} alone is not: those shards were left out
 * because they hold nothing that can match, and count among the successful.) {@code terminated_early} is left alone:
 * only a request that asks for it ({@code terminate_after}) gets it, and then it is what was asked.
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

    @Override
    public Optional<String> partial(JsonNode response) {
        List<String> partial = new ArrayList<>();
        if (response.path("timed_out").asBoolean(false)) {
            partial.add("timed_out is true: the search stopped at its timeout with the hits found so far");
        }
        JsonNode shards = response.path("_shards");
        if (shards.path("failed").asLong(0) > 0) {
            partial.add("_shards.failed is " + shards.path("failed").asLong() + " of " + shards.path("total").asText("?")
                    + " shards" + firstFailure(shards.path("failures")));
        } else {
            unexplained(shards).ifPresent(partial::add);
        }
        JsonNode clusters = response.path("_clusters");
        for (String state : List.of("skipped", "partial", "failed")) {
            if (clusters.path(state).asLong(0) > 0) {
                partial.add("_clusters." + state + " is " + clusters.path(state).asLong() + " of "
                        + clusters.path("total").asText("?") + " clusters");
            }
        }
        return partial.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", partial));
    }

    /**
     * With {@code _shards.failed} at 0: failures listed all the same, or shards neither successful nor skipped (the
     * count is checked only when the response gives it).
     */
    private static Optional<String> unexplained(JsonNode shards) {
        JsonNode failures = shards.path("failures");
        if (failures.isArray() && !failures.isEmpty()) {
            return Optional.of("_shards.failures lists " + failures.size() + " shard failure"
                    + (failures.size() == 1 ? "" : "s") + " though _shards.failed is 0" + firstFailure(failures));
        }
        if (shards.path("total").canConvertToLong() && shards.path("successful").canConvertToLong()) {
            long total = shards.path("total").asLong();
            long answered = shards.path("successful").asLong() + shards.path("skipped").asLong(0);
            if (answered < total) {
                return Optional.of("_shards.successful is " + shards.path("successful").asLong() + " and"
                        + " _shards.skipped " + shards.path("skipped").asLong(0) + " of " + total + " shards: "
                        + (total - answered) + " shard" + (total - answered == 1 ? "" : "s") + " did not answer");
            }
        }
        return Optional.empty();
    }

    /** The first shard failure's reason, {@code : type: reason}, or nothing when the response gives none. */
    private static String firstFailure(JsonNode failures) {
        JsonNode reason = failures.path(0).path("reason");
        String type = reason.path("type").asText("");
        String text = reason.path("reason").asText("");
        if (type.isEmpty() && text.isEmpty()) {
            return "";
        }
        return ": " + (type.isEmpty() ? text : text.isEmpty() ? type : type + ": " + text);
    }

    private JsonNode id(JsonNode hit) {
        if (idField.equals(ID)) {
            return hit.get(ID);
        }
        JsonNode fromSource = hit.path("_source").get(idField);
        return fromSource != null ? fromSource : hit.path("fields").get(idField);
    }
}
