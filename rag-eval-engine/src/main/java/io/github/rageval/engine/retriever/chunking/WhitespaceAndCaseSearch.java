package io.github.rageval.engine.retriever.chunking;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * chunking_evaluation's {@code find_query_despite_whitespace} (brandonstarxel/chunking_evaluation, commit d451fc4,
 * {@code chunking_evaluation/utils.py}): the query's whitespace-separated words, each matched literally but ignoring
 * case, with any whitespace (none included) between them; the first match. Kept to the reference's regular
 * expression so that a chunk whose whitespace or case a retriever changed is found where the reference finds it.
 *
 * <p>Python's {@code re.IGNORECASE} on a {@code str} pattern and Java's {@code CASE_INSENSITIVE | UNICODE_CASE} agree
 * on every character both know (checked over all code points) except four pairs Python adds ({@code re._casefix}):
 * U+00DF and U+1E9E (sharp s), U+0390 and U+1FD3, U+03B0 and U+1FE3 (Greek with dialytika and tonos), U+FB05 and
 * U+FB06 (st ligatures). Those are written as a class of both, every other character as a literal.
 */
final class WhitespaceAndCaseSearch {
    private static final List<String> PYTHON_CASE_PAIRS = List.of("\u00DF\u1E9E", "\u0390\u1FD3", "\u03B0\u1FE3",
            "\uFB05\uFB06");

    private WhitespaceAndCaseSearch() {
    }

    /**
     * The first match of the query's words in the text, as {@code {start, end}} in Java chars, or null. A query with
     * no word matches the empty text at 0, as the reference's empty pattern does.
     */
    static int[] find(String text, String query) {
        Matcher matcher = pattern(query).matcher(text);
        return matcher.find() ? new int[] {matcher.start(), matcher.end()} : null;
    }

    /** The reference's pattern: {@code \s*}-joined escaped words, case ignored. */
    static Pattern pattern(String query) {
        StringBuilder regex = new StringBuilder();
        for (String word : PythonText.split(query)) {
            if (!regex.isEmpty()) {
                regex.append(PythonText.SPACE_CLASS).append('*');
            }
            word.codePoints().forEach(codePoint -> regex.append(literal(codePoint)));
        }
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    private static String literal(int codePoint) {
        String character = Character.toString(codePoint);
        for (String pair : PYTHON_CASE_PAIRS) {
            if (pair.contains(character)) {
                return "[" + escaped(pair.charAt(0)) + escaped(pair.charAt(1)) + "]";
            }
        }
        return escaped(codePoint);
    }

    private static String escaped(int codePoint) {
        return String.format(Locale.ROOT, "\\x{%X}", codePoint);
    }
}
