package io.github.rageval.engine.settings;

import io.github.rageval.engine.gate.Gate;
import io.github.rageval.engine.gate.SegmentRules;
import io.github.rageval.engine.latency.LatencyGate;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The gate's rules as the user wrote them, each metric family named alone already expanded to its cutoffs: what the
 * settings pass parses, in one place ({@link #parse}), into {@link GateRules}.
 *
 * @param thresholds minimum per metric name, as written ({@code "0.90"}, {@code "90%"}), in the order written
 * @param segments thresholds per tag and limits on missed queries, as written
 * @param latency whether latency is reported, and its limits, as written
 */
public record WrittenRules(Map<String, String> thresholds, SegmentSettings segments, LatencySettings latency) {
    /** Nothing written: no rule. */
    public static final WrittenRules NONE = new WrittenRules(Map.of(), SegmentSettings.NONE, LatencySettings.NONE);

    public WrittenRules {
        thresholds = thresholds == null ? Map.of() : new LinkedHashMap<>(thresholds);
        segments = segments == null ? SegmentSettings.NONE : segments;
        latency = latency == null ? LatencySettings.NONE : latency;
    }

    /**
     * The rules parsed: the one place thresholds, tag thresholds, miss limits and latency limits are read.
     *
     * @param words how the messages name the settings, in the words of the front end they were written in
     * @throws ConfigurationException for the first rule that cannot be used
     */
    public GateRules parse(SettingWords words) throws ConfigurationException {
        return new GateRules(Gate.parse(thresholds, words.name(GoalSettings.THRESHOLDS), words.readsPom()),
                SegmentRules.parse(segments.tagThresholds(), segments.maxFailingQueries(),
                        segments.maxFailingQueriesPerTag(), words),
                LatencyGate.parse(latency, words), this);
    }
}
