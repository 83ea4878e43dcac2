package io.github.rageval.engine.grow;

import java.util.HashMap;
import java.util.Map;

/**
 * Tallies a log's shown and clicked results for COEC: per position over the whole log ({@link PositionRates}), and
 * per (query, document) pair ({@link PairCounts}), the query in its normalised form ({@link LoggedQueries#key}) so
 * that it meets the golden set's questions as grow compares them. A UBI event without {@code user_query} is joined
 * to its search's {@code ubi_queries} record by {@code query_id}, wherever in the log that record is: its pairs wait
 * under the search's id until the end of the log. Memory grows with the distinct pairs (and UBI searches), not with
 * the lines.
 */
final class ClickLog {
    private final PositionRates rates = new PositionRates();
    /** Each distinct raw text's normalised key: normalising and redacting once per text, not per event. */
    private final Map<String, String> keys = new HashMap<>();
    private final Map<String, Map<String, PairCounts>> pairs = new HashMap<>();
    private final Map<String, Map<String, PairCounts>> waitingForQuery = new HashMap<>();
    private final Map<String, String> ubiQueries = new HashMap<>();
    private long clicks;
    private long impressions;

    /** A UBI search's question, for its events without {@code user_query}. */
    void ubiQuery(String queryId, String userQuery) {
        ubiQueries.putIfAbsent(queryId, key(userQuery));
    }

    /** A result shown or clicked, tallied by position and by pair. */
    void interaction(Interaction event) {
        Map<String, PairCounts> docs = event.userQuery() != null
                ? pairs.computeIfAbsent(key(event.userQuery()), k -> new HashMap<>())
                : waitingForQuery.computeIfAbsent(event.queryId(), k -> new HashMap<>());
        PairCounts pair = docs.computeIfAbsent(event.docId(), k -> new PairCounts());
        if (event.kind() == Interaction.Kind.CLICK) {
            clicks++;
            rates.click(event.position());
            pair.click();
        } else {
            impressions++;
            rates.impression(event.position());
            pair.impression(event.position());
        }
    }

    private String key(String text) {
        return keys.computeIfAbsent(text, LoggedQueries::key);
    }

    /**
     * What was tallied, the UBI events without {@code user_query} joined to their searches.
     *
     * @param rates every position's click-through rate
     * @param pairs per normalised query, per document, its clicks and impressions
     * @param clicks the clicks read
     * @param impressions the impressions read
     * @param unjoined the UBI searches whose events carry no {@code user_query} and whose query record is not in
     *     the log: their events count in the positions' rates only
     */
    record Tallied(PositionRates rates, Map<String, Map<String, PairCounts>> pairs, long clicks, long impressions,
                   int unjoined) {
    }

    Tallied tallied() {
        int unjoined = 0;
        for (Map.Entry<String, Map<String, PairCounts>> search : waitingForQuery.entrySet()) {
            String key = ubiQueries.get(search.getKey());
            if (key == null) {
                unjoined++;
                continue;
            }
            Map<String, PairCounts> docs = pairs.computeIfAbsent(key, k -> new HashMap<>());
            search.getValue().forEach((doc, counts) -> docs.merge(doc, counts, (a, b) -> {
                a.add(b);
                return a;
            }));
        }
        waitingForQuery.clear();
        return new Tallied(rates, pairs, clicks, impressions, unjoined);
    }
}
