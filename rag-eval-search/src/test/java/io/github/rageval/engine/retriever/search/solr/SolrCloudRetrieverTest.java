package io.github.rageval.engine.retriever.search.solr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.Retrievers;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.solr.embedded.JettySolrRunner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code solr} retriever against a real two-node SolrCloud (a collection of two shards) whose schema analyses
 * and scores like the built-in {@code bm25} retriever: with the default request, every query's top 10 is
 * {@code bm25}'s, with its scores; and the failures a cluster has (a wrong collection, a node down, a node restarting)
 * give the clear error or are ridden out by the retries. The tests share one cluster and run in order, the node
 * failures last.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SolrCloudRetrieverTest {
    private static final int K = 10;
    /** Lucene scores are floats; the two sum a query's term scores in different orders. */
    private static final double SCORE_TOLERANCE = 1e-5;

    @TempDir
    static Path baseDir;
    private static SolrCloud cloud;
    private static TestCorpus corpus;
    private static long startMillis;

    @BeforeAll
    static void startCluster() throws Exception {
        startMillis = System.currentTimeMillis();
        cloud = SolrCloud.start(baseDir);
        corpus = TestCorpus.load();
        cloud.index(corpus.documents());
        System.out.printf(java.util.Locale.ROOT, "SolrCloud with %d documents of the %s up in %d ms%n",
                corpus.documents().size(), corpus.name(), System.currentTimeMillis() - startMillis);
    }

    @AfterAll
    static void stopCluster() throws Exception {
        if (cloud != null) {
            cloud.close();
        }
        System.out.printf(java.util.Locale.ROOT, "SolrCloud tests took %d ms%n",
                System.currentTimeMillis() - startMillis);
    }

    private static Retriever solr(Map<String, String> extra) throws Exception {
        Map<String, String> options = new HashMap<>(Map.of("url", cloud.collectionUrl(0)));
        options.putAll(extra);
        return new SolrRetrieverFactory().create(new RetrieverOptions("solr", options));
    }

    @Test
    @Order(1)
    void theDefaultRequestRanksEveryQueryAsTheBm25RetrieverDoes() throws Exception {
        List<List<ScoredDocument>> fromSolr = new ArrayList<>();
        try (Retriever solr = solr(Map.of())) {
            // Concurrently, as the gate's threads ask: results come back per query whatever the order.
            ExecutorService threads = Executors.newFixedThreadPool(4);
            try {
                List<Future<List<ScoredDocument>>> pending = new ArrayList<>();
                for (String query : corpus.queries()) {
                    pending.add(threads.submit(() -> solr.retrieve(query, K)));
                }
                for (Future<List<ScoredDocument>> result : pending) {
                    fromSolr.add(result.get());
                }
            } finally {
                threads.shutdownNow();
            }
        }
        Retriever bm25 = Retrievers.builtIn("bm25").orElseThrow().create(new RetrieverOptions("bm25", Map.of()));
        try (bm25) {
            bm25.index(corpus.documents());
            int nonEmpty = 0;
            for (int q = 0; q < corpus.queries().size(); q++) {
                String query = corpus.queries().get(q);
                List<ScoredDocument> expected = bm25.retrieve(query, K);
                List<ScoredDocument> actual = fromSolr.get(q);
                assertThat(ids(actual)).as("top %d of query '%s'", K, query).isEqualTo(ids(expected));
                for (int i = 0; i < expected.size(); i++) {
                    assertThat(actual.get(i).score()).as("score at rank %d of query '%s'", i + 1, query)
                            .isCloseTo(expected.get(i).score(), within(SCORE_TOLERANCE));
                }
                nonEmpty += expected.isEmpty() ? 0 : 1;
            }
            assertThat(nonEmpty).as("queries with results").isGreaterThan(corpus.queries().size() / 2);
        }
    }

    @Test
    @Order(2)
    void aWrongCollectionIsAClearError() throws Exception {
        String url = cloud.baseUrl(0) + "/dosc";
        try (Retriever solr = new SolrRetrieverFactory().create(new RetrieverOptions("solr", Map.of("url", url)))) {
            assertThatThrownBy(() -> solr.retrieve("reset my password", K))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith("the solr retriever's search for query 'reset my password' at " + url
                            + "/select failed: HTTP 404 (1 attempt). Response: ")
                    .hasMessageContaining("Check retrieverOptions url: nothing of that name exists there");
        }
    }

    @Test
    @Order(3)
    void aNodeRestartedBetweenTwoQueriesIsRiddenOutByTheRetries() throws Exception {
        String query = corpus.queries().get(0);
        try (Retriever solr = solr(Map.of("retries", "7"))) {
            List<ScoredDocument> before = solr.retrieve(query, K);
            JettySolrRunner stopped = cloud.stop(1);
            Thread restarter = new Thread(() -> {
                try {
                    Thread.sleep(1000);
                    cloud.restart(stopped);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            restarter.start();
            long start = System.nanoTime();
            List<ScoredDocument> after = solr.retrieve(query, K);
            long waitedMillis = (System.nanoTime() - start) / 1_000_000;
            restarter.join();
            // Asked while shard 2's only replica was down: answered only once the node was back.
            assertThat(waitedMillis).isGreaterThanOrEqualTo(1000);
            assertThat(ids(after)).isEqualTo(ids(before));
        }
    }

    @Test
    @Order(4)
    void aNodeKilledMidRunIsAClearErrorOnceTheRetriesAreSpent() throws Exception {
        try (Retriever solr = solr(Map.of("retries", "2"))) {
            assertThat(solr.retrieve(corpus.queries().get(0), K)).isNotEmpty();
            cloud.stop(1);
            String query = corpus.queries().get(1);
            assertThatThrownBy(() -> solr.retrieve(query, K))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith("the solr retriever's search for query '" + query + "' at "
                            + cloud.collectionUrl(0) + "/select failed: HTTP 503 (3 attempts). Response: ")
                    .hasMessageContaining("\"msg\":\"no active servers hosting shard: shard")
                    .hasMessageContaining("a shard had no live replica");
        }
    }

    private static List<String> ids(List<ScoredDocument> ranking) {
        return ranking.stream().map(ScoredDocument::id).toList();
    }
}
