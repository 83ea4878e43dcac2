package io.github.rageval.engine.retriever.search.solr;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.search.ClusterRetrieverFactory;
import io.github.rageval.engine.retriever.search.RequestTemplate;
import io.github.rageval.engine.retriever.search.ResponseReader;
import java.util.List;
import java.util.Map;

/**
 * The built-in {@code solr} retriever: the golden queries sent to a Solr collection ({@code url}, e.g.
 * {@code http://localhost:8983/solr/docs}) as JSON Request API bodies POSTed to its {@code /select} handler, the
 * ranking read from {@code response.docs} ({@code idField}, default {@value #DEFAULT_ID_FIELD}, and {@code score}).
 *
 * <p>The default request is the built-in {@code bm25} retriever's query, written for Solr:
 * {@code {"params": {"q": "{{query}}", "defType": "simple", "q.operators": "WHITESPACE", "qf": "text", "q.op": "OR",
 * "rows": {{k}}, "fl": "id,score", "sort": "score desc,id asc"}}} ({@code qf} and {@code idField} filled in).
 * Solr's {@code simple} parser with every operator off but whitespace splits the question at spaces and analyses each
 * word with the field's ({@code qf}, default {@value #DEFAULT_QF}) analyzer into SHOULD clauses, and Lucene's
 * {@code BooleanQuery} rewrite merges repeated clauses into one boosted by their count: Anserini's bag of words. No
 * character of a natural-language question is query syntax: quotes are not a phrase, a leading {@code +} or
 * {@code -} does not require or exclude, {@code ?} and {@code *} are not wildcards, {@code word:} is not a field
 * (the {@code dismax} parser still reads quotes and {@code + -}; {@code edismax} and {@code lucene} read them all).
 * {@code sort} breaks score ties by id ascending, the {@code bm25} retriever's (and Anserini's) rule; without it
 * Solr orders ties by internal document number, which differs between replicas. With a schema whose field analyses like {@code bm25}'s
 * analyzer, {@code BM25SimilarityFactory} with the same k1 and b, and {@code ExactStatsCache} (exact distributed idf),
 * a sharded collection returns {@code bm25}'s top k with its scores (the SolrCloud test asserts it).
 */
public final class SolrRetrieverFactory extends ClusterRetrieverFactory {
    public static final String NAME = "solr";
    public static final String QF = "qf";
    public static final String DEFAULT_QF = "text";
    public static final String DEFAULT_ID_FIELD = "id";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    protected List<String> defaultRequestOptions() {
        return List.of(QF);
    }

    @Override
    protected String defaultIdField() {
        return DEFAULT_ID_FIELD;
    }

    @Override
    protected String holder() {
        return "collection";
    }

    @Override
    protected String urlMeaning() {
        return "a Solr collection (or core), e.g. http://localhost:8983/solr/docs";
    }

    @Override
    protected String searchPath() {
        return "/select";
    }

    @Override
    protected String responseName() {
        return "a Solr search response";
    }

    @Override
    protected String defaultRequest(RetrieverOptions options) throws ConfigurationException {
        String qf = RequestTemplate.escape(fieldName(options, QF, DEFAULT_QF));
        String id = RequestTemplate.escape(idField(options));
        return "{\"params\": {\"q\": \"{{query}}\", \"defType\": \"simple\", \"q.operators\": \"WHITESPACE\", \"qf\": \""
                + qf + "\", \"q.op\": \"OR\","
                + " \"rows\": {{k}}, \"fl\": \"" + id + ",score\", \"sort\": \"score desc," + id + " asc\"}}";
    }

    @Override
    protected ResponseReader reader(RetrieverOptions options) throws ConfigurationException {
        return new SolrResponse(idField(options));
    }

    @Override
    protected void describeOwn(RetrieverOptions options, Map<String, Object> described)
            throws ConfigurationException {
        if (!options.values().containsKey(REQUEST)) {
            described.put("qf", fieldName(options, QF, DEFAULT_QF));
        }
    }
}
