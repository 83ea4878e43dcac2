package io.github.rageval.engine.goldenset.grow;

import java.util.Locale;

/** Where a query stands in the log's frequency distribution; {@link StrataBoundaries} says where each ends. */
public enum Stratum {
    /** The most frequent queries, which make up the first share of the volume. */
    HEAD,
    /** The queries after the head, up to the second share of the volume. */
    TORSO,
    /** The rest: rare queries, most of them asked once. */
    TAIL;

    /** How files and the console name it: {@code head}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
