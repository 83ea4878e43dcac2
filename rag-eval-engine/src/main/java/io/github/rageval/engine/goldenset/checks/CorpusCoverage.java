package io.github.rageval.engine.goldenset.checks;

/**
 * How much of the corpus the golden set reaches: the corpus documents relevant to at least one query. The rest no
 * query needs, so a change that loses them passes every gate; a small share is normal for a large corpus, and says
 * how much of it the gate speaks for. (A relevant id that is not in the corpus is an error before this is counted.)
 *
 * @param relevant corpus documents graded relevant for at least one query
 * @param documents documents in the corpus
 * @param queries judged queries
 */
public record CorpusCoverage(int relevant, int documents, int queries) {
}
