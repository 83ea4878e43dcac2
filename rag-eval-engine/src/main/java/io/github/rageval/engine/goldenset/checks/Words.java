package io.github.rageval.engine.goldenset.checks;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words of a text as the golden-set checks compare them: Unicode NFC as the query normaliser has it, lower case
 * ({@link Locale#ROOT}), cut at every character that is neither a letter nor a digit, so that whitespace and
 * punctuation never decide whether two texts share a word ({@code "Reset?"} and {@code "reset"} do). A plain scan
 * rather than a regular expression: it runs over every corpus document twice.
 */
final class Words {
    private Words() {
    }

    static List<String> of(String text) {
        String nfc = Normalizer.isNormalized(text, Normalizer.Form.NFC) ? text
                : Normalizer.normalize(text, Normalizer.Form.NFC);
        String lower = nfc.toLowerCase(Locale.ROOT);
        List<String> words = new ArrayList<>();
        int start = -1;
        int length = lower.length();
        for (int i = 0; i < length; ) {
            // charAt, and codePointAt only at a surrogate: codePointAt on every character of a text with one
            // non-Latin-1 letter was the checks' hottest frame
            char c = lower.charAt(i);
            int codePoint = Character.isHighSurrogate(c) ? lower.codePointAt(i) : c;
            boolean inWord = Character.isLetterOrDigit(codePoint);
            if (inWord && start < 0) {
                start = i;
            } else if (!inWord && start >= 0) {
                words.add(lower.substring(start, i));
                start = -1;
            }
            i += Character.charCount(codePoint);
        }
        if (start >= 0) {
            words.add(lower.substring(start));
        }
        return words;
    }
}
