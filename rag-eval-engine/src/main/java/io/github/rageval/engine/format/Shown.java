package io.github.rageval.engine.format;

import java.util.Locale;

/**
 * A user's value as a message echoes it: whole when short, else its first {@value #LIMIT} characters and how long it
 * was. A 50 MB field that fails a check must not land in the log whole; the start is enough to find it.
 */
public final class Shown {
    /** At most this many characters of a value are echoed. */
    public static final int LIMIT = 200;

    private Shown() {
    }

    /** As {@link #value(String)}, for a value that is not text (a path): its string form. */
    public static String value(Object value) {
        return value == null ? null : value(value.toString());
    }

    /** {@code value}, or its first 200 characters then {@code … (N characters)}. */
    public static String value(String value) {
        if (value == null || value.length() <= LIMIT) {
            return value;
        }
        int end = Character.isHighSurrogate(value.charAt(LIMIT - 1)) ? LIMIT - 1 : LIMIT;
        return value.substring(0, end) + String.format(Locale.ROOT, "… (%,d characters)", value.length());
    }
}
