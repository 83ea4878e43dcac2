package io.github.rageval.engine.gate;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.input.TagName;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.RankingOrder;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The parsed rules for tagged and single queries: thresholds per tag, and limits on how many queries may miss.
 * Tags are kept in code point order, so reports list them the same way every run.
 */
public final class SegmentRules {
    public static final SegmentRules NONE = new SegmentRules(Map.of(), List.of());

    private final Map<String, List<Threshold>> tagThresholds;
    private final List<MissLimit> missLimits;

    private SegmentRules(Map<String, List<Threshold>> tagThresholds, List<MissLimit> missLimits) {
        this.tagThresholds = tagThresholds;
        this.missLimits = missLimits;
    }

    /**
     * @param tagThresholds tag to thresholds in the one-line form ({@code hit_rate=1.0,mrr=0.9})
     * @param maxFailingQueries misses allowed over all queries; {@link #NO_LIMIT} for no limit (below it: an error)
     * @param perTag tag to misses allowed, as written
     */
    /** {@code maxFailingQueries} for no limit. */
    public static final int NO_LIMIT = -1;

    public static SegmentRules parse(Map<String, String> tagThresholds, int maxFailingQueries,
                                     Map<String, String> perTag) throws ConfigurationException {
        return parse(tagThresholds, maxFailingQueries, perTag, SettingWords.PARAMETERS);
    }

    /**
     * As {@link #parse(Map, int, Map)}, messages naming the settings as the user wrote them.
     *
     * @param words the front end's words ({@code tagThresholds}, {@code --tag-thresholds}); whether the metric
     *     names were written in a POM ({@link Metric#knownNames})
     */
    public static SegmentRules parse(Map<String, String> tagThresholds, int maxFailingQueries,
                                     Map<String, String> perTag, SettingWords words)
            throws ConfigurationException {
        Map<String, List<Threshold>> thresholds = new TreeMap<>(RankingOrder.BY_CODE_POINT);
        for (Map.Entry<String, String> entry : tagThresholds.entrySet()) {
            String tag = checkedTag(entry.getKey(), words.name(GoalSettings.TAG_THRESHOLDS));
            String setting = words.name(GoalSettings.TAG_THRESHOLDS) + " for tag '" + tag + "'";
            Gate gate = Gate.parse(ThresholdSpec.parse(entry.getValue()), setting, words.readsPom());
            if (gate.thresholds().isEmpty()) {
                throw new ConfigurationException(setting + " is empty. Write e.g. hit_rate=1.0,mrr=0.90.");
            }
            thresholds.put(tag, Collections.unmodifiableList(gate.thresholds()));
        }
        if (maxFailingQueries < NO_LIMIT) {
            throw new ConfigurationException(words.valued(GoalSettings.MAX_FAILING_QUERIES,
                    String.valueOf(maxFailingQueries))
                    + " is not allowed. Write how many queries may miss: 0 or more, or -1 for no limit.");
        }
        List<MissLimit> limits = new ArrayList<>();
        if (maxFailingQueries >= 0) {
            limits.add(new MissLimit(null, maxFailingQueries));
        }
        Map<String, String> sortedPerTag = new TreeMap<>(RankingOrder.BY_CODE_POINT);
        sortedPerTag.putAll(perTag);
        for (Map.Entry<String, String> entry : sortedPerTag.entrySet()) {
            String tag = checkedTag(entry.getKey(), words.name(GoalSettings.MAX_FAILING_QUERIES_PER_TAG));
            limits.add(new MissLimit(tag, count(tag, entry.getValue(),
                    words.name(GoalSettings.MAX_FAILING_QUERIES_PER_TAG))));
        }
        return new SegmentRules(Collections.unmodifiableMap(thresholds), List.copyOf(limits));
    }

    private static String checkedTag(String tag, String parameter) throws ConfigurationException {
        String trimmed = tag == null ? "" : tag.trim();
        if (!TagName.isValid(trimmed)) {
            throw new ConfigurationException(parameter + " names tag '" + trimmed + "', which is not allowed. "
                    + TagName.RULE);
        }
        return trimmed;
    }

    private static int count(String tag, String written, String setting) throws ConfigurationException {
        try {
            int value = WholeNumbers.parseInt(written);
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the same message as a negative count
        }
        String range = written != null && WholeNumbers.looksWhole(written.trim()) && !written.trim().startsWith("-")
                ? " (out of range: at most 2147483647)" : "";
        throw new ConfigurationException(setting + " " + tag + " = '" + Shown.value(written) + "' is"
                + " not allowed"
                + range + ". Write how many of the tag's queries may miss: 0 or more.");
    }

    /** Per tag, its thresholds in metric order. */
    public Map<String, List<Threshold>> tagThresholds() {
        return tagThresholds;
    }

    /** The overall limit first, then per tag in tag order. */
    public List<MissLimit> missLimits() {
        return missLimits;
    }

    /** Every tag the rules name, in tag order. */
    public List<String> tags() {
        TreeSet<String> tags = new TreeSet<>(RankingOrder.BY_CODE_POINT);
        tags.addAll(tagThresholds.keySet());
        missLimits.stream().filter(l -> l.tag() != null).forEach(l -> tags.add(l.tag()));
        return List.copyOf(tags);
    }

    /** The metrics tag thresholds hold: the evaluation must compute them. */
    public List<Metric> metrics() {
        TreeSet<Metric> metrics = new TreeSet<>();
        tagThresholds.values().forEach(list -> list.forEach(t -> metrics.add(t.metric())));
        return List.copyOf(metrics);
    }
}
