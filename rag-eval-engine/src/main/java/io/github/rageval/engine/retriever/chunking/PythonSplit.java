package io.github.rageval.engine.retriever.chunking;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Python's {@code re.split(pattern, text)}, which {@code _split_text_with_regex} of
 * brandonstarxel/chunking_evaluation (commit d451fc4, {@code chunking/recursive_token_chunker.py}) calls: the text
 * between matches, and after each match the text of each of the pattern's groups in order, {@code null} for a group
 * that took no part in it (Python's {@code None}); an empty match splits too (Python 3.7 on). The pattern is compiled;
 * for literal separators (the reference's default) the result is Python's exactly. One difference is left: after an
 * empty match Java searches on from the next char, where Python may still take a longer match at the same place, which
 * only a pattern that can match both empty and not empty at one place (such as {@code x*?|y}) shows.
 */
final class PythonSplit {
    private PythonSplit() {
    }

    static List<String> split(Pattern pattern, String text) {
        List<String> parts = new ArrayList<>();
        Matcher matcher = pattern.matcher(text);
        int last = 0;
        while (matcher.find()) {
            parts.add(text.substring(last, matcher.start()));
            for (int group = 1; group <= matcher.groupCount(); group++) {
                parts.add(matcher.group(group));
            }
            last = matcher.end();
        }
        parts.add(text.substring(last));
        return parts;
    }
}
