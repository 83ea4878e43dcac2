package io.github.rageval.engine.settings;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The gate's rules for tagged queries and for single queries, as the user wrote them: what the settings pass parses
 * into {@link io.github.rageval.engine.gate.SegmentRules} before any file is read.
 *
 * @param tagThresholds per tag, thresholds on the means over that tag's queries, in the one-line form
 *     {@code hit_rate=1.0,mrr=0.9}
 * @param maxFailingQueries how many queries may miss (no relevant document in the top k); negative for no limit
 * @param maxFailingQueriesPerTag per tag, how many of its queries may miss, as written ({@code "0"})
 */
public record SegmentSettings(Map<String, String> tagThresholds, int maxFailingQueries,
                              Map<String, String> maxFailingQueriesPerTag) {
    public static final SegmentSettings NONE = new SegmentSettings(Map.of(), -1, Map.of());

    public SegmentSettings {
        tagThresholds = tagThresholds == null ? Map.of() : new LinkedHashMap<>(tagThresholds);
        maxFailingQueriesPerTag = maxFailingQueriesPerTag == null ? Map.of()
                : new LinkedHashMap<>(maxFailingQueriesPerTag);
    }
}
