package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.retriever.text.PythonText;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * chunking_evaluation's {@code find_query_despite_whitespace} (brandonstarxel/chunking_evaluation, commit d451fc4,
 * {@code chunking_evaluation/utils.py}) over one document: the query's whitespace-separated words, each matched
 * literally but ignoring case, with any whitespace (none included) between them; the first match. Kept to the
 * reference's regular expression so that a chunk whose whitespace or case a retriever changed is found where the
 * reference finds it.
 *
 * <p>Python's {@code re.IGNORECASE} on a {@code str} pattern and Java's {@code CASE_INSENSITIVE | UNICODE_CASE} agree
 * on every character both know (checked over all code points) except four pairs Python adds ({@code re._casefix}):
 * U+00DF and U+1E9E (sharp s), U+0390 and U+1FD3, U+03B0 and U+1FE3 (Greek with dialytika and tonos), U+FB05 and
 * U+FB06 (st ligatures). Those are written as a class of both, every other character as a literal.
 *
 * <p>A case-insensitive pattern is tried at every position of the document, which for a chunk found nowhere costs
 * milliseconds in a large one. So the match is only tried where the first word occurs in the document with both
 * folded ({@link #fold}: every two characters the pattern takes for each other fold to the same one), found by
 * {@code indexOf}; the first such place where the pattern matches is the reference's first match.
 */
final class WhitespaceAndCaseSearch {
    private static final List<String> PYTHON_CASE_PAIRS = List.of("\u00DF\u1E9E", "\u0390\u1FD3", "\u03B0\u1FE3",
            "\uFB05\uFB06");

    private final String document;
    private String folded;
    private boolean foldTried;

    WhitespaceAndCaseSearch(String document) {
        this.document = document;
    }

    /**
     * The first match of the query's words, as {@code {start, end}} in Java chars, or null. A query with no word
     * matches the empty text at 0, as the reference's empty pattern does.
     */
    int[] find(String query) {
        List<String> words = PythonText.split(query);
        if (words.isEmpty()) {
            return new int[] {0, 0};
        }
        Matcher matcher = pattern(words).matcher(document);
        String text = foldedDocument();
        String first = text == null ? null : fold(words.get(0));
        if (first == null) {
            return matcher.find() ? new int[] {matcher.start(), matcher.end()} : null;
        }
        for (int at = text.indexOf(first); at >= 0; at = text.indexOf(first, at + 1)) {
            if (matcher.region(at, document.length()).lookingAt()) {
                return new int[] {matcher.start(), matcher.end()};
            }
        }
        return null;
    }

    /** The reference's pattern: {@code \s*}-joined escaped words, case ignored. */
    static Pattern pattern(List<String> words) {
        StringBuilder regex = new StringBuilder();
        for (String word : words) {
            if (!regex.isEmpty()) {
                regex.append(PythonText.SPACE_CLASS).append('*');
            }
            word.codePoints().forEach(codePoint -> regex.append(literal(codePoint)));
        }
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    private static String literal(int codePoint) {
        String pair = pair(codePoint);
        return pair == null ? escaped(codePoint) : "[" + escaped(pair.charAt(0)) + escaped(pair.charAt(1)) + "]";
    }

    private static String pair(int codePoint) {
        return switch (codePoint) {
            case 0xDF, 0x1E9E -> PYTHON_CASE_PAIRS.get(0);
            case 0x390, 0x1FD3 -> PYTHON_CASE_PAIRS.get(1);
            case 0x3B0, 0x1FE3 -> PYTHON_CASE_PAIRS.get(2);
            case 0xFB05, 0xFB06 -> PYTHON_CASE_PAIRS.get(3);
            default -> null;
        };
    }

    private static String escaped(int codePoint) {
        return String.format(Locale.ROOT, "\\x{%X}", codePoint);
    }

    /** The document folded; null when a character folds to one of another length (then every place is tried). */
    private String foldedDocument() {
        if (!foldTried) {
            folded = fold(document);
            foldTried = true;
        }
        return folded;
    }

    /**
     * Each code point as {@code Character.toLowerCase(Character.toUpperCase(c))}, Python's pairs to their first; null
     * when one would change its length in chars, so that positions in the folded text are the text's.
     */
    static String fold(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int codePoint = text.codePointAt(i);
            String pair = pair(codePoint);
            int folded = pair != null ? pair.charAt(0) : Character.toLowerCase(Character.toUpperCase(codePoint));
            if (Character.charCount(folded) != Character.charCount(codePoint)) {
                return null;
            }
            out.appendCodePoint(folded);
            i += Character.charCount(codePoint);
        }
        return out.toString();
    }
}
