package io.github.rageval.engine.retriever.search.opensearch;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.search.ClusterRetrieverFactory;
import io.github.rageval.engine.retriever.search.RequestTemplate;
import io.github.rageval.engine.retriever.search.ResponseReader;
import java.util.List;
import java.util.Map;

/**
 * The built-in {@code opensearch} retriever: the golden queries POSTed to an index's {@code _search} API ({@code url},
 * e.g. {@code https://localhost:9200/docs}), the ranking read from {@code hits.hits}. The default request is a
 * {@code match} query (the field's analyzer, terms OR-ed, BM25 as the index configures it) on {@code field}
 * (default {@value #DEFAULT_FIELD}) for {@code size} = k hits, with {@code _source} off when the id is the
 * document's {@code _id}, else limited to {@code idField}. Hits are sorted by score descending, then by
 * {@code idField} ascending ({@code "track_scores": true} keeps the scores): the {@code bm25} retriever's tie rule,
 * as the {@code solr} default's {@code sort}; without it ties come in the engine's order (by shard and internal
 * document number), which differs between replicas and after a merge, so two builds could rank ties differently.
 * OpenSearch 1.x/2.x and Elasticsearch 7.x sort on {@code _id}; Elasticsearch 8 refuses it by default
 * ({@code indices.id_field_data.enabled: false}): there {@code idField} names a keyword field holding the id.
 */
public class OpenSearchRetrieverFactory extends ClusterRetrieverFactory {
    public static final String NAME = "opensearch";
    public static final String FIELD = "field";
    public static final String DEFAULT_FIELD = "text";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    protected List<String> defaultRequestOptions() {
        return List.of(FIELD);
    }

    @Override
    protected String defaultIdField() {
        return SearchHits.ID;
    }

    @Override
    protected String holder() {
        return "index";
    }

    @Override
    protected String urlMeaning() {
        return "an index (or alias), e.g. https://localhost:9200/docs";
    }

    @Override
    protected String searchPath() {
        return "/_search";
    }

    @Override
    protected String responseName() {
        return "a _search response";
    }

    @Override
    protected String defaultRequest(RetrieverOptions options) throws ConfigurationException {
        String field = RequestTemplate.escape(fieldName(options, FIELD, DEFAULT_FIELD));
        String id = idField(options);
        String source = id.equals(SearchHits.ID) ? "false" : "[\"" + RequestTemplate.escape(id) + "\"]";
        return "{\"size\": {{k}}, \"query\": {\"match\": {\"" + field + "\": \"{{query}}\"}}, \"sort\": [{\"_score\":"
                + " \"desc\"}, {\"" + RequestTemplate.escape(id) + "\": \"asc\"}], \"track_scores\": true, \"_source\": "
                + source + "}";
    }

    @Override
    protected ResponseReader reader(RetrieverOptions options) throws ConfigurationException {
        return new SearchHits(idField(options));
    }

    @Override
    protected void describeOwn(RetrieverOptions options, Map<String, Object> described)
            throws ConfigurationException {
        if (!options.values().containsKey(REQUEST)) {
            described.put("field", fieldName(options, FIELD, DEFAULT_FIELD));
        }
    }
}
