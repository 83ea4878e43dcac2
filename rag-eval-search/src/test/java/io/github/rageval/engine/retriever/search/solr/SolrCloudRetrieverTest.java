package io.github.rageval.engine.retriever.search.solr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static io.github.rageval.engine.retriever.search.Bm25Equality.ids;

import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.search.Bm25Equality;
import io.github.rageval.engine.retriever.search.TestCorpus;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    /**
     * Query-parser syntax in a question is read as words, as bm25 reads it: quotes (a phrase to dismax), a leading
     * {@code +} or {@code -} (required or excluded to dismax), {@code ?} and {@code *} (wildcards to the lucene and
     * edismax parsers), {@code word:} (a field to them), brackets.
     */
    @Test
    @Order(1)
    void queryParserSyntaxInAQuestionIsReadAsWords() throws Exception {
        List<String> questions = new ArrayList<>();
        for (String query : corpus.queries().subList(0, Math.min(12, corpus.queries().size()))) {
            String[] words = query.split(" ");
            String first = words[0];
            String rest = query.substring(first.length()).trim();
            questions.add("\"" + query + "\"");
            questions.add("-" + first + " " + rest);
            questions.add("+" + first + " -" + rest);
            questions.add(first + "? " + rest + "*");
            questions.add("text:" + first + " (" + rest + " OR x)");
            questions.add(first + " \"" + rest + "\" ~2");
        }
        try (Retriever solr = solr(Map.of())) {
            Bm25Equality.assertSameTopK(new TestCorpus(corpus.name(), corpus.documents(), questions), solr, K);
        }
    }

    @Test
    @Order(1)
    void theDefaultRequestRanksEveryQueryAsTheBm25RetrieverDoes() throws Exception {
        try (Retriever solr = solr(Map.of())) {
            Bm25Equality.assertSameTopK(corpus, solr, K);
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
}
