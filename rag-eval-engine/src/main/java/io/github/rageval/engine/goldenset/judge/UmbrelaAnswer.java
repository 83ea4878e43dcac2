package io.github.rageval.engine.goldenset.judge;

import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The grade in a model's answer, read as UMBRELA reads it ({@code parse_fewshot_response} of its
 * {@code utils/common_utils.py}): the answer lower-cased and trimmed, then its patterns tried in their order, the
 * first that matches anywhere giving the grade, from its <em>last</em> match in the answer; the last pattern takes any
 * digit 0 to 3. Its quirks are kept, so that the grades are UMBRELA's: {@code [:-=]} is a range of characters
 * ({@code : ; < =}, not a hyphen), and the pattern {@code o\s*[:-=]?\s*(0|1|2|3)} (for an answer's "O: 3") comes
 * before "final score", so "##final score: 2, on a scale from 0 to 3" reads as 3 ("to 3").
 *
 * <p>Where UMBRELA records grade 0 for an answer none of its patterns reads (with a status of 0), this reader gives
 * nothing: an answer that cannot be read is no judgment, and a pool keeps such a document unjudged. One deviation,
 * documented in docs/judgments.md: a digit that is only part of a number off the scale ("final score: 17",
 * "-1", "2.5") gives no grade, where UMBRELA would read its first or only digit (17 and -1 as 1).
 */
public final class UmbrelaAnswer {
    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.MULTILINE
            | Pattern.DOTALL | Pattern.UNICODE_CHARACTER_CLASS;
    /** UMBRELA's patterns, in its order (its list repeats one; kept). */
    private static final List<Pattern> PATTERNS = List.of(
            "\"o\"\\s*[:-=]?\\s*(0|1|2|3)",
            "'o'\\s*[:-=]?\\s*(0|1|2|3)",
            "o\\s*[:-=]?\\s*(0|1|2|3)",
            "\"overall_score\"\\s*[:-=]?\\s*(0|1|2|3)",
            "\"overall\"\\s*[:-=]?\\s*(0|1|2|3)",
            "\"overall score\"\\s*[:-=]?\\s*(0|1|2|3)",
            "\"final score\"\\s*[:-=]?\\s*(0|1|2|3)",
            "final score\\s*[:-=]?\\s*(0|1|2|3)",
            "final score is (0|1|2|3)",
            "\"final_score\"\\s*[:-=]?\\s*(0|1|2|3)",
            "\"score\"\\s*[:-=]?\\s*(0|1|2|3)",
            "\"o_score\"\\s*[:-=]?\\s*(0|1|2|3)",
            "output score is (0|1|2|3)",
            "score is (0|1|2|3)",
            "score of\\s+(0|1|2|3)",
            "assign(?:ing)?\\s+(?:it\\s+)?(?:a\\s+)?score of\\s+(0|1|2|3)",
            "conclude(?:s|d)?\\s+with\\s+(?:a\\s+)?score of\\s+(0|1|2|3)",
            "give(?:n)?\\s+(?:it\\s+)?(?:a\\s+)?score of\\s+(0|1|2|3)",
            "i (?:would )?(?:give|assign)\\s+(?:it\\s+)?(?:a\\s+)?score of\\s+(0|1|2|3)",
            "score:\\s*(0|1|2|3)",
            "[a-zA-Z]+\\s+is\\s+(0|1|2|3)\\s",
            "relevance category\\s*[:-=]?\\s*(0|1|2|3)",
            "relevance category\\s*[:-=]?\\s*(0|1|2|3)",
            "relevance category is (0|1|2|3)",
            "it falls into the category (0|1|2|3)",
            "category\\s*(0|1|2|3)",
            "relevance category (0|1|2|3)",
            "relevance category for this passage would be (0|1|2|3)",
            "the relevance category would be (0|1|2|3)",
            "\\n*(0|1|2|3)").stream().map(pattern -> Pattern.compile(pattern, FLAGS)).toList();

    private UmbrelaAnswer() {
    }

    /** The grade 0 to 3 the answer gives; empty when none of UMBRELA's patterns reads one. */
    public static OptionalInt grade(String answer) {
        String text = answer == null ? "" : answer.strip().toLowerCase(Locale.ROOT);
        for (Pattern pattern : PATTERNS) {
            Matcher matcher = pattern.matcher(text);
            String last = null;
            int lastStart = 0;
            int lastEnd = 0;
            while (matcher.find()) {
                last = matcher.group(1);
                lastStart = matcher.start(1);
                lastEnd = matcher.end(1);
            }
            if (last != null) {
                return partOfALargerNumber(text, lastStart, lastEnd) ? OptionalInt.empty()
                        : OptionalInt.of(last.charAt(0) - '0');
            }
        }
        return OptionalInt.empty();
    }

    /**
     * Whether the grade's digit is only part of a number outside 0 to 3: "17", "-1", "2.5". UMBRELA reads the
     * digit alone (17 as 1, -1 as 1); a score the scale does not have is no grade of it, so the answer is unreadable.
     */
    private static boolean partOfALargerNumber(String text, int start, int end) {
        char before = start > 0 ? text.charAt(start - 1) : ' ';
        char after = end < text.length() ? text.charAt(end) : ' ';
        boolean fractionFollows = (after == '.' || after == ',') && end + 1 < text.length()
                && Character.isDigit(text.charAt(end + 1));
        return Character.isDigit(before) || before == '-' || before == '.' || Character.isDigit(after)
                || fractionFollows;
    }
}
