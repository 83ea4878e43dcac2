package io.github.rageval.engine.gate;

import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Holds tagged queries to their tag's thresholds and single queries to the miss limits. Mean-based messages
 * say "fell below the ... gate" (or "is above the ... maximum"); limit messages count queries ("2 queries missed, at most 1 allowed"), so the
 * two are never confused.
 */
public final class SegmentGate {
    private static final int QUERIES_LISTED = 10;

    private final SegmentRules rules;

    public SegmentGate(SegmentRules rules) {
        this.rules = rules;
    }

    /** A tag the rules name that no golden query carries is a typo, not a passed gate. */
    public void requireKnownTags(Map<String, Summary> segments) throws ConfigurationException {
        for (String tag : rules.tags()) {
            if (!segments.containsKey(tag)) {
                String known = segments.isEmpty() ? "none" : String.join(", ", segments.keySet());
                throw new ConfigurationException("tag '" + tag + "' has a threshold or a miss limit, but no golden"
                        + " query carries it (tags in the golden dataset: " + known + "). Fix the tag's name, or"
                        + " tag the queries with \"tags\": [\"" + tag + "\"].");
            }
        }
    }

    /** @return the tag thresholds not met, by tag, then in metric order */
    public List<Violation> checkTags(Map<String, Summary> segments) {
        List<Violation> violations = new ArrayList<>();
        rules.tagThresholds().forEach((tag, thresholds) -> {
            Summary summary = segments.get(tag);
            if (summary != null) {
                violations.addAll(new Gate(thresholds).check(summary, tag));
            }
        });
        return violations;
    }

    /** @return the miss limits broken, the overall one first */
    public List<MissLimitViolation> checkMisses(List<CaseResult> cases) {
        List<MissLimitViolation> violations = new ArrayList<>();
        for (MissLimit limit : rules.missLimits()) {
            List<String> missed = cases.stream()
                    .filter(c -> limit.tag() == null || c.golden().tags().contains(limit.tag()))
                    .filter(c -> !c.hit())
                    .map(c -> c.golden().label())
                    .collect(Collectors.toList());
            if (missed.size() > limit.allowed()) {
                violations.add(new MissLimitViolation(limit, missed, message(limit, missed)));
            }
        }
        return violations;
    }

    /** {@code [critical] 1 query missed, none allowed: 'How do I set up SSO for my company?'}. */
    static String message(MissLimit limit, List<String> missed) {
        String prefix = limit.tag() == null ? "" : "[" + limit.tag() + "] ";
        String allowed = limit.allowed() == 0 ? "none allowed" : "at most " + limit.allowed() + " allowed";
        String listed = missed.stream().limit(QUERIES_LISTED).map(q -> "'" + q + "'")
                .collect(Collectors.joining(", "));
        String more = missed.size() > QUERIES_LISTED ? " and " + (missed.size() - QUERIES_LISTED) + " more" : "";
        return prefix + missed.size() + (missed.size() == 1 ? " query" : " queries") + " missed, " + allowed + ": "
                + listed + more;
    }
}
