package io.github.rageval.engine.goldenset.pool;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One document of the pool: a query's result that the judgments do not grade, for a person to grade.
 *
 * @param queryId the golden query's key ({@link io.github.rageval.engine.input.QueryKeys})
 * @param query the query's text; null when the judgments have none (a run judged by qrels)
 * @param docId the document's id
 * @param chunkId the chunk that ranked it best, when retrieved in chunks; null otherwise
 * @param text what to read to grade it: the best-ranked chunk's excerpt, or the document's text cut to
 *     {@link JudgmentPool#TEXT_LENGTH} characters; null when no corpus was read (a run file)
 * @param retrievedBy the rank (from 1) each system that retrieved it within the depth gave it, in system order
 */
public record PooledDocument(String queryId, String query, String docId, String chunkId, String text,
                             Map<String, Integer> retrievedBy) {
    public PooledDocument {
        retrievedBy = Collections.unmodifiableMap(new LinkedHashMap<>(retrievedBy));
    }

    /** This document with its text. */
    public PooledDocument withText(String newText) {
        return new PooledDocument(queryId, query, docId, chunkId, newText, retrievedBy);
    }

    /** Its best rank over the systems that retrieved it. */
    public int bestRank() {
        return retrievedBy.values().stream().mapToInt(Integer::intValue).min().orElseThrow();
    }
}
