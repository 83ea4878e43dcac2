package io.github.rageval.engine.gate;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads thresholds per tag written on one line, as a command line gives them:
 * {@code critical:hit_rate=1.0,mrr=0.9;billing:mrr=0.8} (a semicolon between tags, then {@link ThresholdSpec}'s
 * form after the colon).
 */
public final class TagThresholdSpec {
    private TagThresholdSpec() {
    }

    /** @return tag to its thresholds in {@link ThresholdSpec}'s form, in the order given; empty for a blank spec */
    public static Map<String, String> parse(String spec) throws ConfigurationException {
        Map<String, String> byTag = new LinkedHashMap<>();
        if (spec == null || spec.isBlank()) {
            return byTag;
        }
        for (String entry : spec.split(";")) {
            if (entry.isBlank()) {
                continue;
            }
            int colon = entry.indexOf(':');
            if (colon <= 0 || colon == entry.length() - 1) {
                throw new ConfigurationException("tag thresholds entry '" + entry.trim() + "' in '" + spec
                        + "' is not of the form tag:metric=value. Write e.g. critical:hit_rate=1.0,mrr=0.9;billing:mrr=0.8.");
            }
            byTag.merge(entry.substring(0, colon).trim(), entry.substring(colon + 1).trim(), (a, b) -> a + "," + b);
        }
        return byTag;
    }
}
