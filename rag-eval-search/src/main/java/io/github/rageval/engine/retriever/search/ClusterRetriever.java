package io.github.rageval.engine.retriever.search;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.rageval.api.Query;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.retriever.RetrieverException;
import java.util.List;
import java.util.Optional;

/**
 * A retriever that asks a search cluster: each golden query becomes the request template's body, POSTed by the
 * {@link SearchClient}, and the response's hits are the ranking, in the order and with the scores the cluster
 * returned (never re-sorted); a response the cluster marks as partial is an error, never a ranking. It indexes nothing: the cluster holds the corpus. Thread-safe, so the gate runs
 * queries on its {@code threads}; the client bounds the requests in flight to {@code concurrency}, and the
 * gate keeps results in golden order whatever order they arrive in.
 */
public final class ClusterRetriever implements Retriever {
    /**
     * Decimals read as written, not as doubles: an id field holding {@code 2.50} is the id {@code "2.50"}, not
     * {@code "2.5"} (docs/search-clusters.md, the `idField` option: a number is the id as written); a score reads the same either way.
     */
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    private final SearchClient client;
    private final RequestTemplate template;
    private final ResponseReader reader;
    private final String responseName;

    /**
     * @param responseName what a good response is, for messages ({@code a Solr search response})
     */
    public ClusterRetriever(SearchClient client, RequestTemplate template, ResponseReader reader,
                            String responseName) {
        this.client = client;
        this.template = template;
        this.reader = reader;
        this.responseName = responseName;
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) throws RetrieverException {
        String body = client.search(template.render(query, k), query);
        JsonNode response;
        try {
            response = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            throw client.failures().unreadable("JSON (" + e.getOriginalMessage() + ")", body, query);
        }
        Optional<String> partial = reader.partial(response);
        if (partial.isPresent()) {
            throw client.failures().partial(partial.get(), query);
        }
        try {
            return reader.read(response);
        } catch (ResponseReader.UnexpectedResponse e) {
            throw client.failures().unreadable(responseName + " (" + e.getMessage() + ")", body, query);
        }
    }

    @Override
    public List<ScoredDocument> retrieve(Query query, int k) throws RetrieverException {
        return retrieve(query.text(), k);
    }

    @Override
    public boolean threadSafe() {
        return true;
    }
}
