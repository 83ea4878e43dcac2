package io.github.rageval.engine.input;

import java.util.regex.Pattern;

/**
 * What a tag may be called. Tags are written as POM element names ({@code <critical>0</critical>}) and in
 * one-line command-line values ({@code critical:hit_rate=1.0}), so they keep to letters, digits, '_', '-' and '.',
 * starting with a letter.
 */
public final class TagName {
    public static final String RULE = "A tag starts with a letter and holds only letters, digits, '_', '-' and '.'"
            + " (it is also written as a POM element name).";
    private static final Pattern VALID = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]*");

    private TagName() {
    }

    public static boolean isValid(String tag) {
        return tag != null && VALID.matcher(tag).matches();
    }
}
