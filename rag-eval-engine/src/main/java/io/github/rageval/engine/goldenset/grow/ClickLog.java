package io.github.rageval.engine.goldenset.grow;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Tallies a log's shown and clicked results for COEC: per position over the whole log ({@link PositionRates}), and
 * per (query, document) pair ({@link PairCounts}), the query in its normalised form ({@link LoggedQueries#key}) so
 * that it meets the golden set's questions as grow compares them. A UBI event without {@code user_query} is joined
 * to its search's {@code ubi_queries} record by {@code query_id}, wherever in the log that record is: when the
 * record comes later, its pairs wait under the search's id until the end of the log. Only the golden set's questions' pairs are tallied, since only
 * they are graded; the other questions' pairs are only told apart, for the count the console gives (most of a large
 * log's pairs are of questions the golden set does not ask). Memory grows with the distinct pairs (and UBI
 * searches), not with the lines.
 */
final class ClickLog {
    private final PositionRates rates = new PositionRates();
    /** The golden set's questions, normalised: the only ones whose pairs are tallied. */
    private final Set<String> golden;
    /** Each distinct raw text's normalised key: normalising and redacting once per text, not per event. */
    private final Map<String, String> keys = new HashMap<>();
    private final Map<String, Map<String, PairCounts>> pairs = new HashMap<>();
    /** The documents shown or clicked for each other question: a set entry per pair instead of its tally. */
    private final Map<String, Set<String>> otherPairs = new HashMap<>();
    /** One instance of each document id, shared by the other questions' sets. */
    private final Map<String, String> documents = new HashMap<>();
    private final Map<String, Map<String, PairCounts>> waitingForQuery = new HashMap<>();
    private final Map<String, String> ubiQueries = new HashMap<>();
    private long clicks;
    private long impressions;

    /** @param golden the golden set's questions, normalised ({@link LoggedQueries#key}); empty when there is none */
    ClickLog(Set<String> golden) {
        this.golden = new HashSet<>(golden);
    }

    /** A UBI search's question, for its events without {@code user_query}. */
    void ubiQuery(String queryId, String userQuery) {
        ubiQueries.putIfAbsent(queryId, key(userQuery));
    }

    /** A result shown or clicked, tallied by position and by pair. */
    void interaction(Interaction event) {
        boolean click = event.kind() == Interaction.Kind.CLICK;
        if (click) {
            clicks++;
            rates.click(event.position());
        } else {
            impressions++;
            rates.impression(event.position());
        }
        // A UBI event's search is usually known by now (its query record comes first): only the others wait.
        String key = event.userQuery() != null ? key(event.userQuery()) : ubiQueries.get(event.queryId());
        Map<String, PairCounts> docs;
        if (key == null) {
            docs = waitingForQuery.computeIfAbsent(event.queryId(), k -> new HashMap<>());
        } else if (golden.contains(key)) {
            docs = pairs.computeIfAbsent(key, k -> new HashMap<>());
        } else {
            other(key, event.docId());
            return;
        }
        PairCounts pair = docs.computeIfAbsent(event.docId(), k -> new PairCounts());
        if (click) {
            pair.click();
        } else {
            pair.impression(event.position());
        }
    }

    /** A pair of a question the golden set does not ask: only whether it was seen matters. */
    private void other(String key, String docId) {
        otherPairs.computeIfAbsent(key, k -> new HashSet<>()).add(documents.computeIfAbsent(docId, d -> d));
    }

    private String key(String text) {
        return keys.computeIfAbsent(text, LoggedQueries::key);
    }

    /**
     * What was tallied, the UBI events without {@code user_query} joined to their searches.
     *
     * @param rates every position's click-through rate
     * @param pairs per normalised question of the golden set, per document, its clicks and impressions
     * @param otherPairs the distinct pairs of the questions the golden set does not ask
     * @param clicks the clicks read
     * @param impressions the impressions read
     * @param unjoined the UBI searches whose events carry no {@code user_query} and whose query record is not in
     *     the log: their events count in the positions' rates only
     */
    record Tallied(PositionRates rates, Map<String, Map<String, PairCounts>> pairs, int otherPairs, long clicks,
                   long impressions, int unjoined) {
    }

    Tallied tallied() {
        int unjoined = 0;
        for (Map.Entry<String, Map<String, PairCounts>> search : waitingForQuery.entrySet()) {
            String key = ubiQueries.get(search.getKey());
            if (key == null) {
                unjoined++;
                continue;
            }
            if (!golden.contains(key)) {
                search.getValue().keySet().forEach(doc -> other(key, doc));
                continue;
            }
            Map<String, PairCounts> docs = pairs.computeIfAbsent(key, k -> new HashMap<>());
            search.getValue().forEach((doc, counts) -> docs.merge(doc, counts, (a, b) -> {
                a.add(b);
                return a;
            }));
        }
        waitingForQuery.clear();
        int others = otherPairs.values().stream().mapToInt(Set::size).sum();
        return new Tallied(rates, pairs, others, clicks, impressions, unjoined);
    }
}
