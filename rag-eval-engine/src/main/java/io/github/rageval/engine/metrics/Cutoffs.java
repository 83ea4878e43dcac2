package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.List;
import java.util.TreeSet;

/** Reads the cutoffs of trec_eval's metrics as written in the configuration: {@code 1,3,5,10}. */
public final class Cutoffs {
    private Cutoffs() {
    }

    /** @return the distinct cutoffs, ascending; empty for a blank text */
    public static List<Integer> parse(String text) throws ConfigurationException {
        TreeSet<Integer> cutoffs = new TreeSet<>();
        if (text == null || text.isBlank()) {
            return List.of();
        }
        for (String entry : text.split("[,;\\s]+")) {
            if (entry.isEmpty()) {
                continue;
            }
            if (entry.matches("[0-9]{10,}")) {
                throw new ConfigurationException("cutoff '" + entry + "' in cutoffs '" + text.trim() + "' is out of"
                        + " range: a cutoff is a whole number from 1 to 999999999. Write the ranks to measure at, e.g."
                        + " 1,3,5,10.");
            }
            if (!entry.matches("[0-9]{1,9}") || Integer.parseInt(entry) < 1) {
                throw new ConfigurationException("cutoff '" + entry + "' in cutoffs '" + text.trim() + "' is not a"
                        + " whole number of 1 or more. Write the ranks to measure at, e.g. 1,3,5,10.");
            }
            cutoffs.add(Integer.parseInt(entry));
        }
        return List.copyOf(cutoffs);
    }
}
