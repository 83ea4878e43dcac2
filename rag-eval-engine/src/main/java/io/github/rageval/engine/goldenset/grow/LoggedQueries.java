package io.github.rageval.engine.goldenset.grow;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts a log's questions: first by their whitespace-folded text, so that each distinct text is redacted once
 * however often it is asked (a log of a million lines holds far fewer distinct texts), then by their normalised,
 * redacted form. Memory grows with the distinct texts, not with the lines. The raw texts are held only here, in
 * memory, until {@link #distinct()}; nothing of them is written or printed.
 */
public final class LoggedQueries implements QueryLogReader.Handler {
    /** Each distinct whitespace-folded text, in the order first seen, with how often it was asked. */
    private final Map<String, long[]> texts = new LinkedHashMap<>();

    @Override
    public void query(String text) {
        texts.computeIfAbsent(QueryNormalizer.surface(text), surface -> new long[1])[0]++;
    }

    /**
     * What the counted questions come to.
     *
     * @param queries the distinct questions kept, most frequent first, ties by their normalised text
     * @param redacted the values redacted per kind, each counted as often as its query was asked (dropped queries'
     *     included)
     * @param droppedAsPersonal the questions (with their repetitions) that were mostly personal data
     * @param empty the questions with no text once normalised (only spaces or punctuation)
     */
    public record Counted(List<DistinctQuery> queries, Map<PersonalKind, Long> redacted, long droppedAsPersonal,
                          long empty) {
        /** The questions kept, with their repetitions: the volume the strata share. */
        public long volume() {
            return queries.stream().mapToLong(DistinctQuery::frequency).sum();
        }
    }

    /** Redacts every distinct text once and counts the questions by their normalised form. */
    public Counted distinct() {
        Map<String, DistinctQuery> byKey = new HashMap<>();
        Map<PersonalKind, Long> redacted = new EnumMap<>(PersonalKind.class);
        long dropped = 0;
        long empty = 0;
        for (Map.Entry<String, long[]> entry : texts.entrySet()) {
            long asked = entry.getValue()[0];
            PersonalData.Redacted text = PersonalData.redact(entry.getKey());
            text.found().forEach((kind, count) -> redacted.merge(kind, count * asked, Long::sum));
            if (text.mostlyPersonal()) {
                dropped += asked;
                continue;
            }
            String key = QueryNormalizer.key(text.text());
            if (key.isEmpty()) {
                empty += asked;
                continue;
            }
            byKey.merge(key, new DistinctQuery(key, text.text(), asked), (first, more) ->
                    new DistinctQuery(key, first.shown(), first.frequency() + more.frequency()));
        }
        List<DistinctQuery> queries = new ArrayList<>(byKey.values());
        queries.sort(DistinctQuery.MOST_FREQUENT_FIRST);
        return new Counted(queries, redacted, dropped, empty);
    }

    /** A golden case's question in the form the log's are compared in: redacted and normalised as they are. */
    public static String key(String query) {
        return QueryNormalizer.key(PersonalData.redact(QueryNormalizer.surface(query)).text());
    }
}
