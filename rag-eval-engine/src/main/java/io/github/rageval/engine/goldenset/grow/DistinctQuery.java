package io.github.rageval.engine.goldenset.grow;

import java.util.Comparator;

/**
 * One question of the log, after normalisation and redaction.
 *
 * @param key the normalised form it is counted and compared in ({@link QueryNormalizer#key})
 * @param shown the form first seen in the log, redacted and whitespace-folded: what a golden case asks
 * @param frequency how many times the log asks it
 */
public record DistinctQuery(String key, String shown, long frequency) {
    /** Most frequent first, ties by the normalised text: an order that does not depend on the log's. */
    public static final Comparator<DistinctQuery> MOST_FREQUENT_FIRST = Comparator
            .comparingLong(DistinctQuery::frequency).reversed().thenComparing(DistinctQuery::key);
}
