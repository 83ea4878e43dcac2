package io.github.rageval.engine.gate;

import io.github.rageval.engine.model.ConfigurationException;
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
        return parse(spec, "threshold", "mean_recall=0.90,mrr=0.90");
    }

    /**
     * The same one-line form for other per-metric settings (allowed drops), named in error messages.
     *
     * @param what the setting's name in messages, e.g. {@code maxDrop}
     * @param example a valid spec to show, e.g. {@code mrr=0.05,hit_rate=0.1}
     */
    public static Map<String, String> parse(String spec, String what, String example) throws ConfigurationException {
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
                throw new ConfigurationException(what + " entry '" + entry.trim() + "' in '" + spec
                        + "' is not of the form metric=value. Write e.g. " + example + ".");
            }
            String name = entry.substring(0, equals).trim();
            String earlier = thresholds.put(name, entry.substring(equals + 1).trim());
            if (earlier != null) {
                throw new ConfigurationException(what + " names '" + name + "' twice in '" + spec + "' ("
                        + earlier + " and " + thresholds.get(name) + "). Give each once.");
            }
        }
        return thresholds;
    }
}
