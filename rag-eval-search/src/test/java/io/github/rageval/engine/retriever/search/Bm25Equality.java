package io.github.rageval.engine.retriever.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.Retrievers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Asserts that a search cluster's retriever ranks every query of a corpus as the in-process {@code bm25} retriever
 * does: the same top k ids in the same order, and scores within float tolerance (both are Lucene's BM25 floats,
 * but a cluster sums a query's term scores in its own order).
 */
public final class Bm25Equality {
    private static final double SCORE_TOLERANCE = 1e-5;

    private Bm25Equality() {
    }

    /** The same top k with the same scores. */
    public static void assertSameTopK(TestCorpus corpus, Retriever cluster, int k) throws Exception {
        assertSameTopK(corpus, cluster, k, 1);
    }

    /**
     * The same top k, with the cluster's scores {@code scale} times bm25's (OpenSearch's {@code BM25} is Lucene's
     * {@code LegacyBM25Similarity}, whose scores are (k1 + 1) times {@code BM25Similarity}'s: the same ranking).
     * Most queries must have results, so that equality means something.
     */
    public static void assertSameTopK(TestCorpus corpus, Retriever cluster, int k, double scale) throws Exception {
        List<List<ScoredDocument>> fromCluster = new ArrayList<>();
        // Concurrently, as the gate's threads ask: each answer must still be its own query's.
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<ScoredDocument>>> pending = new ArrayList<>();
            for (String query : corpus.queries()) {
                pending.add(threads.submit(() -> cluster.retrieve(query, k)));
            }
            for (Future<List<ScoredDocument>> result : pending) {
                fromCluster.add(result.get());
            }
        } finally {
            threads.shutdownNow();
        }
        int nonEmpty = 0;
        try (Retriever bm25 = Retrievers.builtIn("bm25").orElseThrow()
                .create(new RetrieverOptions("bm25", Map.of()))) {
            bm25.index(corpus.documents());
            for (int q = 0; q < corpus.queries().size(); q++) {
                String query = corpus.queries().get(q);
                List<ScoredDocument> expected = bm25.retrieve(query, k);
                List<ScoredDocument> actual = fromCluster.get(q);
                assertThat(ids(actual)).as("top %d of query '%s'", k, query).isEqualTo(ids(expected));
                for (int i = 0; i < expected.size(); i++) {
                    assertThat(actual.get(i).score()).as("score at rank %d of query '%s'", i + 1, query)
                            .isCloseTo(expected.get(i).score() * scale, within(SCORE_TOLERANCE * scale));
                }
                nonEmpty += expected.isEmpty() ? 0 : 1;
            }
        }
        assertThat(nonEmpty).as("queries with results").isGreaterThan(corpus.queries().size() / 2);
    }

    public static List<String> ids(List<ScoredDocument> ranking) {
        return ranking.stream().map(ScoredDocument::id).toList();
    }
}
