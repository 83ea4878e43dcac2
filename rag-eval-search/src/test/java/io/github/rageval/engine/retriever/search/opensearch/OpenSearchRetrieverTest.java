package io.github.rageval.engine.retriever.search.opensearch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.search.FakeCluster;
import io.github.rageval.engine.retriever.search.FakeCluster.Answer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The opensearch retriever against an in-process HTTP server answering with responses shaped exactly as
 * OpenSearch 2.19's {@code _search} API returns them ({@code src/test/resources/opensearch}: field order,
 * {@code _shards}, {@code hits.total} as an object, {@code max_score}, {@code _index}; the error bodies of a missing
 * index and of a full search queue), hand-written after its REST reference: an OpenSearch node cannot run inside the
 * test JVM (see docs/search-clusters.md).
 */
class OpenSearchRetrieverTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private FakeCluster cluster;

    @BeforeEach
    void start() throws Exception {
        cluster = new FakeCluster();
    }

    @AfterEach
    void stop() {
        cluster.close();
    }

    private Retriever opensearch(String... options) throws ConfigurationException {
        Map<String, String> values = new HashMap<>();
        values.put("url", cluster.url() + "/docs");
        for (int i = 0; i < options.length; i += 2) {
            values.put(options[i], options[i + 1]);
        }
        return new OpenSearchRetrieverFactory().create(new RetrieverOptions("opensearch", values));
    }

    private static String recorded(String name) throws IOException {
        try (InputStream in = OpenSearchRetrieverTest.class.getResourceAsStream("/opensearch/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        }
    }

    @Test
    void isBuiltInUnderBothNames() {
        assertThat(Retrievers.builtIn("opensearch")).get().isInstanceOf(OpenSearchRetrieverFactory.class);
        assertThat(Retrievers.builtIn("elasticsearch")).get().isInstanceOf(ElasticsearchRetrieverFactory.class)
                .extracting(f -> f.optionNames()).isEqualTo(new OpenSearchRetrieverFactory().optionNames());
    }

    @Test
    void postsAMatchQueryToSearchAndReadsIdsAndScoresInTheOrderReturned() throws Exception {
        cluster.then(Answer.ok(recorded("match-id.json")));
        try (Retriever opensearch = opensearch()) {
            assertThat(opensearch.retrieve("reset my password", 3)).containsExactly(
                    new ScoredDocument("pw-reset", 1.8132977), new ScoredDocument("2fa-setup", 0.6931472),
                    new ScoredDocument("billing", 0.6931472));
        }
        FakeCluster.Received request = cluster.received().get(0);
        assertThat(request.path()).isEqualTo("/docs/_search");
        assertThat(JSON.readTree(request.body())).isEqualTo(JSON.readTree(
                "{\"size\": 3, \"query\": {\"match\": {\"text\": \"reset my password\"}}, \"sort\": [{\"_score\":"
                + " \"desc\"}, {\"_id\": \"asc\"}], \"track_scores\": true, \"_source\": false}"));
    }

    @Test
    void readsAnotherIdFieldFromSourceOrFields() throws Exception {
        cluster.then(Answer.ok(recorded("match-source.json"))).then(Answer.ok(recorded("fields.json")));
        try (Retriever opensearch = opensearch("idField", "doc_id", "field", "body")) {
            assertThat(opensearch.retrieve("password", 2)).extracting(ScoredDocument::id)
                    .containsExactly("pw-reset", "sso-setup");
            assertThat(opensearch.retrieve("password", 1)).containsExactly(new ScoredDocument("pw-reset", 0.9808292));
        }
        assertThat(JSON.readTree(cluster.received().get(0).body())).isEqualTo(JSON.readTree(
                "{\"size\": 2, \"query\": {\"match\": {\"body\": \"password\"}}, \"sort\": [{\"_score\": \"desc\"},"
                + " {\"doc_id\": \"asc\"}], \"track_scores\": true, \"_source\": [\"doc_id\"]}"));
    }

    @Test
    void aMissingIndexIsAClearErrorAndIsNotRetried() throws Exception {
        String body = recorded("index-not-found.json");
        cluster.otherwise(request -> Answer.status(404, body));
        try (Retriever opensearch = opensearch()) {
            assertThatThrownBy(() -> opensearch.retrieve("password", 10))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessage("the opensearch retriever's search for query 'password' at " + cluster.url()
                            + "/docs/_search failed: HTTP 404 (1 attempt). Response: " + body.substring(0, 300)
                            + "... Check retrieverOptions url: nothing of that name exists there (a misspelt"
                            + " collection or index?).");
        }
        assertThat(cluster.received()).hasSize(1);
    }

    @Test
    void aClusterThatCannotSortTiesByIdSaysWhichFieldToName() throws Exception {
        // Elasticsearch 8's answer to a sort on _id (indices.id_field_data.enabled is false there by default).
        String body = "{\"error\":{\"root_cause\":[{\"type\":\"illegal_argument_exception\",\"reason\":\"Fielddata"
                + " access on the _id field is disallowed, you can re-enable it by updating the dynamic cluster"
                + " setting: indices.id_field_data.enabled\"}],\"type\":\"search_phase_execution_exception\"},"
                + "\"status\":400}";
        cluster.otherwise(request -> Answer.status(400, body));
        try (Retriever opensearch = opensearch()) {
            assertThatThrownBy(() -> opensearch.retrieve("password", 10))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessageEndingWith("The cluster cannot sort on a field the request sorts by. The default"
                            + " request breaks score ties by retrieverOptions idField ascending, which must be a"
                            + " keyword (string) field with doc values, or _id where the cluster allows it"
                            + " (Elasticsearch 8 does not by default): set idField to such a field, or write a"
                            + " request of your own.");
        }
        assertThat(cluster.received()).hasSize(1);
    }

    @Test
    void aFullSearchQueueIsRetried() throws Exception {
        cluster.then(Answer.status(429, recorded("rejected-execution.json"))).then(Answer.ok(recorded("match-id.json")));
        try (Retriever opensearch = opensearch()) {
            assertThat(opensearch.retrieve("password", 3)).hasSize(3);
        }
        assertThat(cluster.received()).hasSize(2);
    }

    @Test
    void aHitWithoutTheIdFieldIsAClearError() throws Exception {
        cluster.then(Answer.ok(recorded("match-id.json")));
        try (Retriever opensearch = opensearch("idField", "doc_id")) {
            assertThatThrownBy(() -> opensearch.retrieve("password", 3))
                    .hasMessageContaining("failed: the response is not a _search response (a hit has no field"
                            + " 'doc_id' in _source or fields (option idField): ask for it with \"_source\":"
                            + " [\"doc_id\"]). Response: {\"took\":4");
        }
    }

    /**
     * A response that holds only part of the answer (the search timed out, a shard failed, a remote cluster was
     * skipped) is an error naming the cluster, the query and what was partial, never a ranking gated as if whole.
     */
    @Test
    void aPartialResponseIsAnErrorNotARanking() throws Exception {
        cluster.then(Answer.ok(recorded("timed-out.json"))).then(Answer.ok(recorded("shard-failed.json")))
                .then(Answer.ok(recorded("cluster-skipped.json")));
        String prefix = "the opensearch retriever's search for query 'password' at " + cluster.url()
                + "/docs/_search failed: the cluster answered with partial results (";
        String advice = "). A partial answer would be judged as if it were whole, so the gate stops here: check the"
                + " cluster's health, or raise the request's timeout, and run again.";
        try (Retriever opensearch = opensearch()) {
            assertThatThrownBy(() -> opensearch.retrieve("password", 3)).isInstanceOf(RetrieverException.class)
                    .hasMessage(prefix + "timed_out is true: the search stopped at its timeout with the hits found so"
                            + " far" + advice);
            assertThatThrownBy(() -> opensearch.retrieve("password", 3)).isInstanceOf(RetrieverException.class)
                    .hasMessage(prefix + "_shards.failed is 1 of 2 shards: node_not_connected_exception: [node-2]"
                            + "[127.0.0.1:9301] Node not connected" + advice);
            assertThatThrownBy(() -> opensearch.retrieve("password", 3)).isInstanceOf(RetrieverException.class)
                    .hasMessage(prefix + "_clusters.skipped is 1 of 2 clusters" + advice);
        }
        assertThat(cluster.received()).hasSize(3);
    }

    /**
     * Shards missing from the count, or failures listed while failed says 0, are a partial answer too: before, such a
     * response was gated as whole.
     */
    @Test
    void shardsUnaccountedForOrFailuresListedAreAPartialResponse() throws Exception {
        String shardFailed = recorded("shard-failed.json");
        cluster.then(Answer.ok(shardFailed.replace("\"successful\":1,\"skipped\":0,\"failed\":1",
                        "\"successful\":2,\"skipped\":0,\"failed\":0")))
                .then(Answer.ok(shardFailed.replace("\"total\":2,\"successful\":1,\"skipped\":0,\"failed\":1,"
                        + "\"failures\":[", "\"total\":5,\"successful\":3,\"skipped\":0,\"failed\":0,\"x\":[")))
                .then(Answer.ok(shardFailed.replace("\"total\":2,\"successful\":1,\"skipped\":0,\"failed\":1",
                        "\"total\":5,\"successful\":5,\"skipped\":3,\"failed\":0").replace("\"failures\"", "\"x\"")));
        String prefix = "the opensearch retriever's search for query 'password' at " + cluster.url()
                + "/docs/_search failed: the cluster answered with partial results (";
        try (Retriever opensearch = opensearch()) {
            assertThatThrownBy(() -> opensearch.retrieve("password", 3)).isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith(prefix + "_shards.failures lists 1 shard failure though _shards.failed is"
                            + " 0: node_not_connected_exception: [node-2][127.0.0.1:9301] Node not connected)");
            assertThatThrownBy(() -> opensearch.retrieve("password", 3)).isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith(prefix + "_shards.successful is 3 and _shards.skipped 0 of 5 shards:"
                            + " 2 shards did not answer)");
            // Skipped shards count among the successful ones: a whole answer.
            assertThat(opensearch.retrieve("password", 3)).extracting(ScoredDocument::id)
                    .containsExactly("2fa-setup", "billing");
        }
    }

    @Test
    void describesItsSettingsUnderTheNameConfigured() throws Exception {
        Map<String, Object> described = new ElasticsearchRetrieverFactory().describe(new RetrieverOptions(
                "elasticsearch", Map.of("url", "https://es.example:9200/docs", "timeout", "2m", "concurrency", "8")));
        assertThat(described).containsExactly(
                Map.entry("type", "elasticsearch"),
                Map.entry("url", "https://es.example:9200/docs/_search"),
                Map.entry("request", "{\"size\": {{k}}, \"query\": {\"match\": {\"text\": \"{{query}}\"}}, \"sort\":"
                        + " [{\"_score\": \"desc\"}, {\"_id\": \"asc\"}], \"track_scores\": true, \"_source\": false}"),
                Map.entry("field", "text"),
                Map.entry("id_field", "_id"),
                Map.entry("timeout", "2m"),
                Map.entry("retries", 3),
                Map.entry("concurrency", 8));
    }
}
