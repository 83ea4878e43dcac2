package io.github.rageval.engine.baseline;

import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.UnlistedResults;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One golden query as a run saw it. A ranked list is kept to its first {@link #LISTED_RESULTS} results, as
 * report.json keeps it: a baseline of a run file of 7,000 queries × 1,000 results would otherwise be half a gigabyte
 * to commit and to read back on every build. What the rest of the list decided is kept as numbers: how many
 * documents came back, and where the first relevant one was.
 *
 * @param query the query text
 * @param relevantDocIds the ids labelled relevant
 * @param retrieved the first results, best first: at most {@link #LISTED_RESULTS}
 * @param retrievedCount how many results the query returned, at least {@code retrieved.size()}
 * @param firstRelevantRank the 1-based rank of the first relevant document returned, anywhere in the whole list;
 *        0 when none was
 * @param values each summary metric's per-query value, by metric key; {@code hit_rate} among them
 * @param queryId the golden query's id, or null when it has none (or the baseline was recorded before ids were kept):
 *        a later run is paired with this one by id where both have one, by {@code query} otherwise
 */
public record RecordedCase(String query, List<String> relevantDocIds, List<ScoredDocument> retrieved,
                           int retrievedCount, int firstRelevantRank, Map<String, Double> values, String queryId) {
    /** The most results kept per query: the cutoffs people read (10, 100) and report.json's bound. */
    public static final int LISTED_RESULTS = 100;
    private static final String HIT = SummaryMetric.HIT_RATE.key();

    public RecordedCase {
        relevantDocIds = List.copyOf(relevantDocIds);
        retrieved = PackedRanking.immutable(retrieved);
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        if (retrieved.size() > LISTED_RESULTS || retrievedCount < retrieved.size()) {
            throw new IllegalArgumentException(retrieved.size() + " results listed of " + retrievedCount);
        }
        if (firstRelevantRank < 0 || firstRelevantRank > retrievedCount) {
            throw new IllegalArgumentException("first relevant rank " + firstRelevantRank + " of " + retrievedCount);
        }
        if (!values.containsKey(HIT)) {
            throw new IllegalArgumentException("no " + HIT + " among " + values.keySet());
        }
    }

    /** A case of a query without an id. */
    public RecordedCase(String query, List<String> relevantDocIds, List<ScoredDocument> retrieved,
                        int retrievedCount, int firstRelevantRank, Map<String, Double> values) {
        this(query, relevantDocIds, retrieved, retrievedCount, firstRelevantRank, values, null);
    }

    /** The query with its whole ranked list, kept to its first {@link #LISTED_RESULTS}. */
    public static RecordedCase of(String query, List<String> relevantDocIds, List<ScoredDocument> ranking,
                                  Map<String, Double> values) {
        return new RecordedCase(query, relevantDocIds, head(ranking), ranking.size(),
                UnlistedResults.firstRelevantAmong(ranking, relevantDocIds), values);
    }

    /** This case with the golden query's id, null for none. */
    public RecordedCase withQueryId(String id) {
        return new RecordedCase(query, relevantDocIds, retrieved, retrievedCount, firstRelevantRank, values, id);
    }

    /** The first {@link #LISTED_RESULTS} results of a ranking, the part a case keeps. */
    public static List<ScoredDocument> head(List<ScoredDocument> ranking) {
        return ranking.subList(0, Math.min(ranking.size(), LISTED_RESULTS));
    }

    public List<String> retrievedIds() {
        return retrieved.stream().map(ScoredDocument::docId).toList();
    }

    /** The ids of the first {@code depth} results (fewer when fewer are listed). */
    public List<String> topIds(int depth) {
        return retrieved.subList(0, Math.min(depth, retrieved.size())).stream().map(ScoredDocument::docId).toList();
    }

    /** Whether the list was cut: more results came back than are listed. */
    public boolean cut() {
        return retrievedCount > retrieved.size();
    }

    /**
     * A relevant document in the top k, as the run's hit rate counted it: for a run file, whose lists run past k, a
     * relevant document at rank 50 is no hit at k = 10.
     */
    public boolean hit() {
        return values.get(HIT) > 0;
    }
}
