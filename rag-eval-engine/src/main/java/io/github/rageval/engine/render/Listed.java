package io.github.rageval.engine.render;

import java.util.List;

/** The head of a list a report shows, and the words for what it left out. */
final class Listed {
    private Listed() {
    }

    /** The first {@code limit} items, or the list itself when it is no longer. */
    static <T> List<T> head(List<T> items, int limit) {
        return items.size() <= limit ? items : items.subList(0, limit);
    }

    /** {@code " ... and 980 more"}, or nothing when none was left out. */
    static String more(int total, int shown) {
        return total > shown ? " ... and " + (total - shown) + " more" : "";
    }
}
