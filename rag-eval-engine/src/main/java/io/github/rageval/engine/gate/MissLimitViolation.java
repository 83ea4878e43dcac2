package io.github.rageval.engine.gate;

import java.util.List;

/**
 * More queries missed than a {@link MissLimit} allows.
 *
 * @param limit the limit broken
 * @param missedQueries the queries that missed, in golden dataset order
 * @param message e.g. {@code [critical] 1 query missed, none allowed: 'How do I set up SSO for my company?'}
 */
public record MissLimitViolation(MissLimit limit, List<String> missedQueries, String message) {
    public MissLimitViolation {
        missedQueries = List.copyOf(missedQueries);
    }
}
