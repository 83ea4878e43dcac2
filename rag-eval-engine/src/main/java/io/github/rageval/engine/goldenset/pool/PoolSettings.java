package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;

/**
 * How deep the pool goal looks and how much it keeps.
 *
 * @param depth the results per query and system looked at (TREC's pool depth), at least 1
 * @param maxPerQuery the most documents kept per query, the best ranked first; null for no cap
 */
public record PoolSettings(int depth, Integer maxPerQuery) {
    public static final int DEFAULT_DEPTH = Integer.parseInt(Defaults.POOL_DEPTH);

    /**
     * @throws ConfigurationException for a depth or a cap below 1, naming the setting
     */
    public static PoolSettings of(int depth, Integer maxPerQuery) throws ConfigurationException {
        return of(depth, maxPerQuery, SettingWords.PARAMETERS);
    }

    /** As {@link #of(int, Integer)}, the messages in the front end's words ({@code --pool-depth 0}). */
    public static PoolSettings of(int depth, Integer maxPerQuery, SettingWords words) throws ConfigurationException {
        if (depth < 1) {
            throw new ConfigurationException(words.valued(GoalSettings.POOL_DEPTH, String.valueOf(depth))
                    + " is not allowed:"
                    + " the pool takes each system's first " + words.name(GoalSettings.POOL_DEPTH)
                            + " results per query. Set it"
                    + " to 1 or more (default " + DEFAULT_DEPTH + ").");
        }
        if (maxPerQuery != null && maxPerQuery < 1) {
            throw new ConfigurationException(words.valued(GoalSettings.POOL_MAX_PER_QUERY,
                    String.valueOf(maxPerQuery)) + " is not"
                    + " allowed: it is the most documents pooled per query. Set it to 1 or more, or leave it unset for"
                    + " no cap.");
        }
        return new PoolSettings(depth, maxPerQuery);
    }
}
