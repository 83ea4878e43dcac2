package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;

/**
 * How deep the pool goal looks and how much it keeps.
 *
 * @param depth the results per query and system looked at (TREC's pool depth), at least 1; null for the depth
 *     {@link #JUDGMENTS_PER_QUERY} gives over the systems pooled ({@link #depthFor(int)})
 * @param maxPerQuery the most documents kept per query, the best ranked first; null for no cap
 */
public record PoolSettings(Integer depth, Integer maxPerQuery) {
    /**
     * The documents per query a pool at its default depth asks to judge, at most: six. A pool is each system's top
     * {@code depth} per query with the judged documents left out, so it asks for up to systems x depth judgments per
     * query, and the golden set's size, not a fixed depth, should set the work: TREC's depth of 10 asked 12 questions
     * over 26 documents for 146 grades. Six a query keeps a small golden set's pool to a sitting's grading (at most
     * 72 for those 12 questions), and one system pooled 6 deep still reaches twice as deep as the top 3 a gate reads by
     * default ({@code k}), where the documents that would enter it after a change are.
     */
    public static final int JUDGMENTS_PER_QUERY = Defaults.POOL_JUDGMENTS_PER_QUERY;

    /**
     * @throws ConfigurationException for a depth or a cap below 1, naming the setting
     */
    public static PoolSettings of(Integer depth, Integer maxPerQuery) throws ConfigurationException {
        return of(depth, maxPerQuery, SettingWords.PARAMETERS);
    }

    /** As {@link #of(Integer, Integer)}, the messages in the front end's words ({@code --pool-depth 0}). */
    public static PoolSettings of(Integer depth, Integer maxPerQuery, SettingWords words)
            throws ConfigurationException {
        if (depth != null && depth < 1) {
            throw new ConfigurationException(words.valued(GoalSettings.POOL_DEPTH, String.valueOf(depth))
                    + " is not allowed: the pool takes each system's first " + words.name(GoalSettings.POOL_DEPTH)
                    + " results per query. Set it to 1 or more, or leave it unset for a depth that asks for about "
                    + JUDGMENTS_PER_QUERY + " documents per query.");
        }
        if (maxPerQuery != null && maxPerQuery < 1) {
            throw new ConfigurationException(words.valued(GoalSettings.POOL_MAX_PER_QUERY,
                    String.valueOf(maxPerQuery)) + " is not"
                    + " allowed: it is the most documents pooled per query. Set it to 1 or more, or leave it unset for"
                    + " no cap.");
        }
        return new PoolSettings(depth, maxPerQuery);
    }

    /** Whether the depth is the one set, rather than the one the rule gives. */
    public boolean depthSet() {
        return depth != null;
    }

    /**
     * The depth the pool is drawn to: the one set, else {@link #JUDGMENTS_PER_QUERY} shared among the systems (one
     * system 6, two 3, three 2, more 1), so that a pool of several systems does not ask for several times the work.
     * The systems' rankings overlap and hold judged documents, which the pool leaves out, so a query asks for fewer.
     *
     * @param systems the systems pooled: the retriever or run file, or every variant
     */
    public int depthFor(int systems) {
        return depth != null ? depth : Math.max(1, JUDGMENTS_PER_QUERY / Math.max(1, systems));
    }
}
