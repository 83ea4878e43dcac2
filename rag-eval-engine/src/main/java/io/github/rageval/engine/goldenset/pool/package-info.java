/**
 * Depth pooling, as TREC builds its judgments: what every retriever compared (or a run file) ranks within the pool
 * depth that the judgments do not grade yet, gathered per query ({@link io.github.rageval.engine.goldenset.pool.JudgmentPool})
 * and written for a person to grade ({@code pool.jsonl}, {@code pool.csv}); the grades filled in come back as
 * judgments merged with the golden set.
 */
package io.github.rageval.engine.goldenset.pool;
