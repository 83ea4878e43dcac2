package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.retriever.text.PythonText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * fuzzywuzzy's {@code fuzz.token_sort_ratio} as {@code process.extractOne} calls it (seatgeek/fuzzywuzzy, commit
 * af443f9, {@code process.py}, {@code fuzz.py}, {@code utils.py}): both texts prepared by {@code utils.full_process}
 * (the query twice), then their tokens sorted and compared by {@code fuzz.ratio}, which with python-Levenshtein
 * installed (chunking_evaluation's setup.py requires it) is {@code Levenshtein.ratio}, rounded by {@code utils.intr}.
 * Transcribed, quirks kept, so that a chunk is accepted or refused at the reference's threshold:
 * <ul>
 * <li>{@code asciidammit} on a Python 3 {@code str} removes only U+0080..U+00FF (Latin-1 letters such as é vanish),
 * every other non-ASCII character stays;</li>
 * <li>then every character that is not {@code \w} becomes a space, the text is lower-cased and stripped;</li>
 * <li>two equal prepared texts score 100 even when empty; otherwise an empty one scores 0.</li>
 * </ul>
 */
final class TokenSortRatio {
    private TokenSortRatio() {
    }

    /** A choice as {@code extractWithoutOrder} prepares it: {@code full_process(choice, force_ascii=True)}. */
    static int[] prepareChoice(String choice) {
        return sortedTokens(fullProcess(choice, true));
    }

    /**
     * The query as {@code extractWithoutOrder} prepares it: twice, first by the default processor
     * ({@code full_process(query)}, Latin-1 kept), then by {@code full_process(..., force_ascii=True)}, so that a
     * Latin-1 character that is no letter (no-break space, ×) separates words, where in a choice it vanishes.
     */
    static int[] prepareQuery(String query) {
        return sortedTokens(fullProcess(fullProcess(query, false), true));
    }

    /** {@code utils.full_process(text, force_ascii)}. */
    static String fullProcess(String text, boolean forceAscii) {
        StringBuilder kept = new StringBuilder(text.length());
        text.codePoints().filter(codePoint -> !forceAscii || codePoint < 0x80 || codePoint > 0xFF)
                .forEach(codePoint -> kept.appendCodePoint(PythonText.isWord(codePoint) ? codePoint : ' '));
        return PythonText.strip(kept.toString().toLowerCase(Locale.ROOT));
    }

    /** {@code _process_and_sort} of a processed text: its tokens sorted, joined by a space, as code points. */
    private static int[] sortedTokens(String processed) {
        List<String> tokens = new ArrayList<>(PythonText.split(processed));
        tokens.sort(PythonText::compare);
        return String.join(" ", tokens).codePoints().toArray();
    }

    /** {@code fuzz.ratio} of two prepared texts, the query's ready for many choices: 0 to 100. */
    static int score(IndelLcs query, int[] choice) {
        int[] text = query.text();
        if (Arrays.equals(text, choice)) {
            return 100;
        }
        if (text.length == 0 || choice.length == 0) {
            return 0;
        }
        return rounded(query.length(choice), text.length, choice.length);
    }

    /**
     * The most {@link #score} can be for texts of these lengths (the longest common subsequence being the shorter
     * text), to skip choices that cannot beat the best so far.
     */
    static int bound(int queryLength, int choiceLength) {
        if (queryLength == 0 || choiceLength == 0) {
            return queryLength == choiceLength ? 100 : 0;
        }
        return rounded(Math.min(queryLength, choiceLength), queryLength, choiceLength);
    }

    /**
     * {@code utils.intr(100 * Levenshtein.ratio(a, b))}: the ratio is {@code 1.0 - indel / (len(a) + len(b))} in
     * doubles (the InDel distance counting insertions and deletions only) and {@code round} rounds half to even.
     */
    static int rounded(int commonLength, int queryLength, int choiceLength) {
        int total = queryLength + choiceLength;
        double ratio = 1.0 - (double) (total - 2 * commonLength) / total;
        return (int) Math.rint(100 * ratio);
    }
}
