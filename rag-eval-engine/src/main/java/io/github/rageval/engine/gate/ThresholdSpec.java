package io.github.rageval.engine.gate;

import io.github.rageval.engine.ConfigurationException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads thresholds written on one line, as a command line gives them:
 * {@code mean_recall=0.90,mrr=0.9,hit_rate=95%} (commas or semicolons between entries, spaces ignored).
 */
public final class ThresholdSpec {
    private ThresholdSpec() {
    }

    /** @return metric key to the value as written, in the order given; empty for a blank spec */
    public static Map<String, String> parse(String spec) throws ConfigurationException {
        Map<String, String> thresholds = new LinkedHashMap<>();
        if (spec == null || spec.isBlank()) {
            return thresholds;
        }
        for (String entry : spec.split("[,;]")) {
            if (entry.isBlank()) {
                continue;
            }
            int equals = entry.indexOf('=');
            if (equals <= 0 || equals == entry.length() - 1) {
                throw new ConfigurationException("threshold entry '" + entry.trim() + "' in '" + spec
                        + "' is not of the form metric=value. Write e.g. mean_recall=0.90,mrr=0.90.");
            }
            thresholds.put(entry.substring(0, equals).trim(), entry.substring(equals + 1).trim());
        }
        return thresholds;
    }
}
