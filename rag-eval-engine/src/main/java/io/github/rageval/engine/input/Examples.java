package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Shown;
import java.util.Collection;
import java.util.stream.Collectors;

/** How messages cite many ids: a count, then the first few, so a wholesale mismatch stays one readable line. */
public final class Examples {
    static final int SHOWN = 5;

    private Examples() {
    }

    /** "1 query" / "3 queries". */
    public static String count(Collection<?> items, String one, String many) {
        return items.size() + " " + (items.size() == 1 ? one : many);
    }

    /** {@code "q1", "q2", "q3" and 12 more}. */
    public static String of(Collection<String> ids) {
        return first(ids.stream().map(id -> "\"" + Shown.value(id) + "\"").toList());
    }

    /** The first few items as written, then how many more: {@code record 2 (...), record 5 (...) and 3 more}. */
    public static String first(Collection<String> items) {
        String shown = items.stream().limit(SHOWN).collect(Collectors.joining(", "));
        return items.size() > SHOWN ? shown + " and " + (items.size() - SHOWN) + " more" : shown;
    }
}
