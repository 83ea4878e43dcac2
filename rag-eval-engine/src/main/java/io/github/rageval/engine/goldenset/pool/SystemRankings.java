package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.List;

/**
 * One system's rankings of the golden queries, as the pool reads them: a variant's, the one retriever's, or a run
 * file's.
 *
 * @param name how pool.jsonl's {@code retrieved_by} names the system: the variant's name, the retriever's, or the
 *     run file's
 * @param rankings per golden query, in golden order, its ranking best first; an empty one when the system has none
 *     for it (a run without that query)
 */
public record SystemRankings(String name, List<List<ScoredDocument>> rankings) {
    public SystemRankings {
        rankings = List.copyOf(new ArrayList<>(rankings));
    }
}
