package io.github.rageval.engine.retriever;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code retrieverOptions} of one retriever, as written, with typed readers whose errors name the option, the
 * value and what to write instead: a typo never falls back to a default silently.
 *
 * @param retriever the retriever's name, for messages
 * @param values option values by name, in the order given
 */
public record RetrieverOptions(String retriever, Map<String, String> values) {
    public RetrieverOptions {
        values = values == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** The option's text, or the default when it is not given. */
    public String text(String name, String defaultValue) {
        return values.getOrDefault(name, defaultValue);
    }

    /** The option as {@code true} or {@code false} (any case); anything else is an error, not false. */
    public boolean bool(String name, boolean defaultValue) throws ConfigurationException {
        String value = values.get(name);
        if (value == null) {
            return defaultValue;
        }
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new ConfigurationException("retrieverOptions " + name + " = '" + value + "' of the "
                    + retriever + " retriever is not a boolean. Write true or false.");
        };
    }

    /** Fails on an option the retriever does not read, suggesting the closest known name. */
    public void requireKnown(Collection<String> known) throws ConfigurationException {
        for (String name : values.keySet()) {
            if (!known.contains(name)) {
                String suggestion = closest(name, known).map(s -> " Did you mean " + s + "?").orElse("");
                throw new ConfigurationException("retrieverOptions has '" + name + "', which the " + retriever
                        + " retriever does not read." + suggestion + " Its options: "
                        + (known.isEmpty() ? "none" : String.join(", ", known)) + ".");
            }
        }
    }

    /** The known name nearest to a misspelt one, when it is near enough to be a typo. */
    static Optional<String> closest(String name, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int distance = distance(name.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best != null && bestDistance <= Math.max(2, best.length() / 3) ? Optional.of(best) : Optional.empty();
    }

    /** Levenshtein distance. */
    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
