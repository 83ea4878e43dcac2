package io.github.rageval.engine.data;

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
    private final Map<String, List<ScoredDocument>> results;
    private final int size;

    /** @param results scored documents per query id, queries in file order, no id twice within a query */
    public Run(Path source, Map<String, List<ScoredDocument>> results) {
        this.source = source;
        Map<String, List<ScoredDocument>> copy = new LinkedHashMap<>();
        results.forEach((query, documents) -> copy.put(query, List.copyOf(documents)));
        this.results = Collections.unmodifiableMap(copy);
        this.size = copy.values().stream().mapToInt(List::size).sum();
    }

    public Path source() {
        return source;
    }

    /** The query ids with results, in file order. */
    public Set<String> queryIds() {
        return results.keySet();
    }

    public boolean contains(String queryId) {
        return results.containsKey(queryId);
    }

    /** How many results the run holds over all queries. */
    public int size() {
        return size;
    }

    /** The query's results, best first in trec_eval's order; empty when the run has none for it. */
    public List<ScoredDocument> ranking(String queryId) {
        List<ScoredDocument> ranked = new ArrayList<>(results.getOrDefault(queryId, List.of()));
        ranked.sort(RankingOrder.BEST_FIRST);
        return ranked;
    }
}
