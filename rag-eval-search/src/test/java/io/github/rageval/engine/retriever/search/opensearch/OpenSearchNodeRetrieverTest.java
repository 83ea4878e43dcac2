package io.github.rageval.engine.retriever.search.opensearch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.search.Bm25Equality;
import io.github.rageval.engine.retriever.search.TestCorpus;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The opensearch retriever against a real OpenSearch 2.19 node in the test's JVM, on an index of two shards analysed
 * and scored like the bm25 retriever: the default request (a {@code match} query sorted by score, then by the id
 * ascending, the bm25 retriever's tie rule) with {@code search_type=dfs_query_then_fetch} in the URL (so that both
 * shards score with the whole index's term statistics) ranks every query as bm25 does, with scores 1.9 (k1 + 1) times
 * bm25's: OpenSearch's {@code BM25} similarity is Lucene's {@code LegacyBM25Similarity}. Ties are sorted on
 * {@code _id} (which OpenSearch 2.x allows) and, as a cluster that refuses that needs, on a keyword copy of the id.
 */
class OpenSearchNodeRetrieverTest {
    private static final int K = 10;

    @TempDir
    static Path home;
    private static OpenSearchNode node;
    private static TestCorpus corpus;
    private static long startMillis;

    @BeforeAll
    static void start() throws Exception {
        // Run by the surefire execution opensearch-node, whose class path leaves randomized testing out (-Dtest=
        // also names it to the default execution, which has it and must skip).
        assumeFalse(onClassPath("com.carrotsearch.randomizedtesting.RandomizedContext"),
                "OpenSearch cannot start with randomized testing on the class path: see the execution opensearch-node");
        startMillis = System.currentTimeMillis();
        node = OpenSearchNode.start(home);
        corpus = TestCorpus.load();
        node.index("docs", corpus.documents());
        System.out.printf(Locale.ROOT, "OpenSearch node with %d documents of the %s up in %d ms%n",
                corpus.documents().size(), corpus.name(), System.currentTimeMillis() - startMillis);
    }

    private static boolean onClassPath(String name) {
        try {
            Class.forName(name, false, OpenSearchNodeRetrieverTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    @AfterAll
    static void stop() throws Exception {
        if (node == null) {
            return;
        }
        node.close();
        System.out.printf(Locale.ROOT, "OpenSearch tests took %d ms%n", System.currentTimeMillis() - startMillis);
    }

    @Test
    void theDefaultRequestWithExactStatisticsRanksEveryQueryAsTheBm25RetrieverDoes() throws Exception {
        assertDefaultRequestRanksAsBm25(Map.of());
    }

    @Test
    void theDefaultRequestBreaksTiesOnAKeywordIdFieldAsWell() throws Exception {
        assertDefaultRequestRanksAsBm25(Map.of("idField", "id"));
    }

    private static void assertDefaultRequestRanksAsBm25(Map<String, String> extra) throws Exception {
        Map<String, String> options = new java.util.HashMap<>(extra);
        options.put("url", node.url() + "/docs?search_type=dfs_query_then_fetch");
        try (Retriever opensearch = new OpenSearchRetrieverFactory().create(new RetrieverOptions("opensearch",
                options))) {
            // OpenSearch's BM25 is LegacyBM25Similarity: (k1 + 1) times Lucene's BM25Similarity, k1 = 0.9.
            Bm25Equality.assertSameTopK(corpus, opensearch, K, 1.9);
        }
    }

    @Test
    void aWrongIndexIsAClearError() throws Exception {
        String url = node.url() + "/dosc";
        try (Retriever opensearch = new OpenSearchRetrieverFactory().create(new RetrieverOptions("opensearch",
                Map.of("url", url)))) {
            assertThatThrownBy(() -> opensearch.retrieve("reset my password", K))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith("the opensearch retriever's search for query 'reset my password' at "
                            + url + "/_search failed: HTTP 404 (1 attempt). Response: {\"error\":{\"root_cause\":"
                            + "[{\"type\":\"index_not_found_exception\",\"reason\":\"no such index [dosc]\"")
                    .hasMessageContaining("Check retrieverOptions url: nothing of that name exists there");
        }
    }

    @Test
    void theDefaultRequestReturnsTheMatches() throws Exception {
        try (Retriever opensearch = new OpenSearchRetrieverFactory().create(new RetrieverOptions("opensearch",
                Map.of("url", node.url() + "/docs")))) {
            assertThat(opensearch.retrieve(corpus.queries().get(0), K)).isNotEmpty()
                    .allSatisfy(hit -> assertThat(hit.score()).isPositive());
        }
    }
}
