package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.gate.ThresholdSpec;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A family named alone where its metrics need a cutoff, read as trec_eval reads {@code -m unj}: {@code unj=0.2}
 * holds unj at every cutoff of the {@code cutoffs} setting, as P, recall and the other cutoff families are computed at
 * each of them, and at trec_eval's default cutoffs when none are given (5, 10 and 20, see
 * {@link MetricFamily#defaultCutoffs()}). Only unj has such defaults: {@code P} alone stays an unknown name. The
 * settings pass expands thresholds, tag thresholds and maxDrop so, before they are read.
 */
final class FamilyAtCutoffs {
    private FamilyAtCutoffs() {
    }

    /**
     * The entries with each family named alone replaced by one entry per cutoff, in its place, with its value.
     *
     * @param cutoffs the {@code cutoffs} setting's; empty for the family's defaults
     * @param setting the setting's name in messages ({@code thresholds}, {@code tagThresholds for tag 'critical'})
     * @throws ConfigurationException when the family alone and a name with a cutoff both name one metric
     */
    static Map<String, String> expand(Map<String, String> written, List<Integer> cutoffs, String setting)
            throws ConfigurationException {
        Map<Metric, String> named = new TreeMap<>();
        written.keySet().forEach(name -> Metric.parse(name.trim()).ifPresent(metric -> named.put(metric, name)));
        Map<String, String> expanded = new LinkedHashMap<>();
        for (Map.Entry<String, String> entry : written.entrySet()) {
            Optional<MetricFamily> family = alone(entry.getKey());
            if (family.isEmpty()) {
                expanded.put(entry.getKey(), entry.getValue());
                continue;
            }
            List<Integer> at = cutoffs.isEmpty() ? family.get().defaultCutoffs() : cutoffs;
            for (int cutoff : at) {
                Metric metric = Metric.at(family.get(), cutoff);
                String earlier = named.putIfAbsent(metric, entry.getKey());
                if (earlier != null) {
                    throw new ConfigurationException(setting + " names " + metric.key() + " twice: '"
                            + entry.getKey().trim() + "' stands for " + at.stream().map(c -> family.get()
                            .familyName() + "@" + c).collect(Collectors.joining(", ")) + ", and '" + earlier.trim()
                            + "' names it too. Keep one of them.");
                }
                expanded.put(metric.key(), entry.getValue());
            }
        }
        return expanded;
    }

    /** Tag thresholds (tag to its thresholds on one line), each tag's expanded as {@link #expand} does. */
    static Map<String, String> expandPerTag(Map<String, String> byTag, List<Integer> cutoffs, String setting)
            throws ConfigurationException {
        Map<String, String> expanded = new LinkedHashMap<>();
        for (Map.Entry<String, String> tag : byTag.entrySet()) {
            Map<String, String> thresholds = expand(ThresholdSpec.parse(tag.getValue()), cutoffs,
                    setting + " for tag '" + tag.getKey().trim() + "'");
            expanded.put(tag.getKey(), thresholds.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(",")));
        }
        return expanded;
    }

    /** The family a name is when it names one alone that takes default cutoffs ({@code unj}, any case). */
    private static Optional<MetricFamily> alone(String name) {
        String trimmed = name.trim().toLowerCase(Locale.ROOT);
        for (MetricFamily family : MetricFamily.values()) {
            if (!family.defaultCutoffs().isEmpty() && family.familyName().toLowerCase(Locale.ROOT).equals(trimmed)) {
                return Optional.of(family);
            }
        }
        return Optional.empty();
    }
}
