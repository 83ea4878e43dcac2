package io.github.rageval.engine.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Settings spelled as one of an enum's constants: matched ignoring case and surrounding spaces, printed lowercase. */
public final class Keywords {
    private Keywords() {
    }

    /** The constant named by the text ({@code "misses"}, {@code " WARN "}); empty when it names none. */
    public static <E extends Enum<E>> Optional<E> parse(Class<E> type, String text) {
        String name = text == null ? "" : text.trim();
        return Arrays.stream(type.getEnumConstants()).filter(v -> v.name().equalsIgnoreCase(name)).findFirst();
    }

    /** How settings and messages spell the constant: {@code misses}, {@code warn}. */
    public static String key(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
