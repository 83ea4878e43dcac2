package io.github.rageval.engine.goldenset.grow;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * When two logged queries are the same question: compared after Unicode NFC, whitespace folded (every run of
 * whitespace, the no-break space included, is one space, none at either end), lower case ({@link Locale#ROOT}), and
 * trailing sentence punctuation removed ({@code . , ; : ! ?}, the ellipsis and their full-width forms), so that
 * {@code "How do I reset my password?"} and {@code "how do i  reset my password"} count as one. The golden set's
 * queries are compared in the same form.
 */
public final class QueryNormalizer {
    private static final Pattern WHITESPACE = Pattern.compile("[\\s\\u00A0\\u2007\\u202F\\u3000]+",
            Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern TRAILING_PUNCTUATION = Pattern.compile("[\\s.,;:!?\\u2026\\u3002\\uFF0C\\uFF1B"
            + "\\uFF1A\\uFF01\\uFF1F]+$");

    private QueryNormalizer() {
    }

    /** The text as shown: NFC, whitespace folded; case and punctuation as the user wrote them. */
    public static String surface(String text) {
        String nfc = Normalizer.isNormalized(text, Normalizer.Form.NFC) ? text
                : Normalizer.normalize(text, Normalizer.Form.NFC);
        return WHITESPACE.matcher(nfc).replaceAll(" ").strip();
    }

    /** The form queries are compared and counted in; empty when the text was only punctuation and spaces. */
    public static String key(String text) {
        String lower = surface(text).toLowerCase(Locale.ROOT);
        return TRAILING_PUNCTUATION.matcher(lower).replaceAll("");
    }
}
