package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.format.Excerpt;
import io.github.rageval.engine.metrics.Judgment;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Builds the pool of documents to judge: per golden query, every document any system ranks within the pool depth
 * that the judgments do not grade (not named, or named with a negative grade: pooled before but never judged),
 * each once, ordered by its best rank over the systems, ties by the first system (in configuration order) to give
 * that rank, then by document id; cut to the cap per query when there is one. A document the judgments grade, 0
 * included, is judged and left out: judging it again could only contradict the golden set. So is an id the corpus
 * does not hold, before the cap: it has no text to grade it by, and would take the place of one that has.
 */
public final class JudgmentPool {
    /** The most characters of a document's text a pool shows, cut at a word boundary ({@link Excerpt}). */
    public static final int TEXT_LENGTH = 1000;

    private JudgmentPool() {
    }

    /**
     * What the pool holds, and what it left out for want of a document in the corpus.
     *
     * @param pooled the pooled documents, query by query in golden order
     * @param unknown the ids ranked within the depth, not graded, that the corpus does not hold, in the same order
     */
    public record Built(List<PooledDocument> pooled, List<PooledDocument> unknown) {
        public Built {
            pooled = List.copyOf(pooled);
            unknown = List.copyOf(unknown);
        }
    }

    /** As {@link #build(List, List, List, PoolSettings, Predicate)} with every id known: no corpus says otherwise. */
    public static List<PooledDocument> build(List<String> keys, List<GoldenCase> cases, List<SystemRankings> systems,
                                             PoolSettings settings) {
        return build(keys, cases, systems, settings, docId -> true).pooled();
    }

    /**
     * @param keys each golden query's key, in golden order
     * @param cases the golden queries with their judgments, in golden order
     * @param systems each system's rankings of those queries, in configuration order
     * @return the pooled documents, query by query in golden order; a document's text is its best-ranked chunk's
     *     excerpt when it came in chunks, else null (the corpus's text is added by who read the corpus)
     * @param known whether the corpus holds a document of this id
     */
    public static Built build(List<String> keys, List<GoldenCase> cases, List<SystemRankings> systems,
                              PoolSettings settings, Predicate<String> known) {
        List<PooledDocument> pool = new ArrayList<>();
        List<PooledDocument> unknown = new ArrayList<>();
        for (int q = 0; q < cases.size(); q++) {
            GoldenCase golden = cases.get(q);
            Map<String, Candidate> candidates = new LinkedHashMap<>();
            for (int s = 0; s < systems.size(); s++) {
                List<ScoredDocument> ranking = systems.get(s).rankings().get(q);
                for (int r = 0; r < Math.min(settings.depth(), ranking.size()); r++) {
                    ScoredDocument document = ranking.get(r);
                    if (!judged(golden, document.docId())) {
                        candidates.computeIfAbsent(document.docId(), Candidate::new)
                                .seen(systems.get(s).name(), s, r + 1, document);
                    }
                }
            }
            List<Candidate> ordered = candidates.values().stream().sorted(Comparator
                    .comparingInt((Candidate c) -> c.bestRank).thenComparingInt(c -> c.bestSystem)
                    .thenComparing(c -> c.docId)).toList();
            List<PooledDocument> offered = new ArrayList<>();
            for (Candidate candidate : ordered) {
                PooledDocument document = candidate.pooled(keys.get(q), golden.query());
                (known.test(candidate.docId) ? offered : unknown).add(document);
            }
            int kept = settings.maxPerQuery() == null ? offered.size()
                    : Math.min(offered.size(), settings.maxPerQuery());
            pool.addAll(offered.subList(0, kept));
        }
        return new Built(pool, unknown);
    }

    /** Whether the judgments grade the document, 0 included ({@link Judgment#JUDGED}). */
    private static boolean judged(GoldenCase golden, String docId) {
        Integer grade = golden.grades().get(docId);
        return Judgment.of(grade == null ? Judgment.NOT_IN_POOL_CODE : grade).judged();
    }

    /** A document seen in some system's top, with the ranks it was given and its best one. */
    private static final class Candidate {
        final String docId;
        final Map<String, Integer> ranks = new LinkedHashMap<>();
        int bestRank = Integer.MAX_VALUE;
        int bestSystem;
        ScoredDocument best;

        Candidate(String docId) {
            this.docId = docId;
        }

        void seen(String system, int systemIndex, int rank, ScoredDocument document) {
            // A system lists a document once; should one list it twice, its better rank is the one it gave.
            if (ranks.putIfAbsent(system, rank) != null) {
                return;
            }
            // Strictly better only: systems come in order, so a tie keeps the earlier system's chunk.
            if (rank < bestRank) {
                bestRank = rank;
                bestSystem = systemIndex;
                best = document;
            }
        }

        PooledDocument pooled(String queryId, String query) {
            boolean chunk = best.chunk() != null;
            return new PooledDocument(queryId, query, docId, chunk ? best.chunk().id() : null,
                    chunk ? Excerpt.of(best.chunk().excerpt(), TEXT_LENGTH) : null, ranks);
        }
    }
}
