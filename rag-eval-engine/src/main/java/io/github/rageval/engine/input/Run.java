package io.github.rageval.engine.input;

import io.github.rageval.engine.model.RankingOrder;
import io.github.rageval.engine.model.ScoredDocument;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Results produced elsewhere (a TREC run or JSON Lines file): scored documents per query id. The order in the
 * file, and a TREC run's rank column, are ignored: {@link #ranking} sorts by score descending, ties by document
 * id descending, as trec_eval does, so this evaluation and trec_eval's see the same ranked lists.
 */
public final class Run {
    private final Path source;
    private final Map<String, List<ScoredDocument>> rankings;
    private final int size;

    /** @param results scored documents per query id, queries in file order, no id twice within a query */
    public Run(Path source, Map<String, List<ScoredDocument>> results) {
        this(source, ranked(results), results.values().stream().mapToInt(List::size).sum());
    }

    private Run(Path source, Map<String, List<ScoredDocument>> rankings, int size) {
        this.source = source;
        this.rankings = Collections.unmodifiableMap(rankings);
        this.size = size;
    }

    /**
     * A run whose lists are ranked already, in trec_eval's order, and immutable (a TREC run read by
     * {@link TrecRunReader}: packed lists, sorted once as they were read).
     */
    static Run ofRankings(Path source, Map<String, List<ScoredDocument>> rankings, int size) {
        return new Run(source, new LinkedHashMap<>(rankings), size);
    }

    private static Map<String, List<ScoredDocument>> ranked(Map<String, List<ScoredDocument>> results) {
        Map<String, List<ScoredDocument>> ranked = new LinkedHashMap<>();
        results.forEach((query, documents) -> {
            List<ScoredDocument> sorted = new ArrayList<>(documents);
            sorted.sort(RankingOrder.BEST_FIRST);
            ranked.put(query, List.copyOf(sorted));
        });
        return ranked;
    }

    public Path source() {
        return source;
    }

    /** The query ids with results, in file order. */
    public Set<String> queryIds() {
        return rankings.keySet();
    }

    public boolean contains(String queryId) {
        return rankings.containsKey(queryId);
    }

    /** How many results the run holds over all queries. */
    public int size() {
        return size;
    }

    /** The query's results, best first in trec_eval's order, immutable; empty when the run has none for it. */
    public List<ScoredDocument> ranking(String queryId) {
        return rankings.getOrDefault(queryId, List.of());
    }
}
