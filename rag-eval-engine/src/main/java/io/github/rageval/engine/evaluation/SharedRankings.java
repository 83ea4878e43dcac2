package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.LoadedRetriever;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One retriever's rankings, kept while the variants that use it are evaluated, so that its own variant and every
 * hybrid fusing it do not each ask it again for the same query.
 *
 * <p>A built-in retriever ranks by a total order (score, then its documented tie rule), so its ranking to depth d is
 * the first d of any deeper one: it is asked once per query, to the deepest any user needs, and each user gets a
 * prefix. A retriever of a team's own (a search service, perhaps approximate) may rank its top k differently when
 * asked for more, so it is asked as each user would ask it alone; only the same request twice is served from memory.
 */
final class SharedRankings {
    private final LoadedRetriever retriever;
    private final boolean prefixes;
    private final int fetched;
    private final Map<Integer, Map<GoldenCase, List<ScoredDocument>>> byDepth = new ConcurrentHashMap<>();

    /**
     * @param prefixes whether a shorter ranking is the start of a longer one (the built-in retrievers)
     * @param fetched for such a retriever, the depth every query is asked to: the deepest any user needs
     */
    SharedRankings(LoadedRetriever retriever, boolean prefixes, int fetched) {
        this.retriever = retriever;
        this.prefixes = prefixes;
        this.fetched = fetched;
    }

    /** The ranking of one golden case to a depth, as {@link LoadedRetriever#rank} would give it. */
    List<ScoredDocument> rank(GoldenCase golden, int depth) {
        int asked = prefixes && depth <= fetched ? fetched : depth;
        List<ScoredDocument> ranking = byDepth.computeIfAbsent(asked, d -> new ConcurrentHashMap<>())
                .computeIfAbsent(golden, g -> retriever.rank(g, asked));
        return ranking.size() <= depth ? ranking : ranking.subList(0, depth);
    }

    Evaluator.Ranker ranker() {
        return this::rank;
    }
}
