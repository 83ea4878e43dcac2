package io.github.rageval.engine.metrics.answers;

import io.github.rageval.engine.retriever.text.PythonLowercase;
import io.github.rageval.engine.retriever.text.PythonRegex;
import io.github.rageval.engine.retriever.text.PythonText;
import java.util.List;
import java.util.regex.Pattern;

/**
 * SQuAD v1.1's answer normalisation, {@code normalize_answer} of huggingface/evaluate
 * {@code metrics/squad/compute_score.py} (commit a7dd338, unchanged since 86baf12), with Python 3's semantics:
 * {@code str.lower()} ({@link PythonLowercase}: Unicode's Final_Sigma rule and {@code İ} to {@code i̇}, where
 * Java's {@code toLowerCase} differs), then every character of {@code string.punctuation} (the 32 ASCII marks)
 * removed, then {@code re.sub(r'\b(a|an|the)\b', ' ', text)} with Python's Unicode {@code \b} ({@link PythonRegex}:
 * a word character is a letter, a digit or numeric, or {@code _}; a combining mark is not, so {@code the} before a
 * combining accent goes), then {@code ' '.join(text.split())} with Python's whitespace ({@link PythonText}: also
 * U+001C..U+001F and U+0085, not U+200B).
 *
 * <p>Articles go only as whole words, and after the marks: {@code theatre} and {@code the1} keep theirs, and so do
 * {@code the_cat} and {@code a.b}, which become {@code thecat} and {@code ab}, while an {@code a} before a
 * no-break space goes.
 */
public final class SquadText {
    /** {@code string.punctuation}. */
    static final String PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

    private static final Pattern ARTICLES = PythonRegex.compile("\\b(a|an|the)\\b");

    private SquadText() {
    }

    /** {@code normalize_answer(text)}. */
    public static String normalize(String text) {
        return singleSpaced(withoutArticles(withoutPunctuation(PythonLowercase.lower(text))));
    }

    /** {@code normalize_answer(text).split()}: the tokens F1 counts. */
    public static List<String> tokens(String text) {
        return PythonText.split(normalize(text));
    }

    /** {@code re.sub(r'\b(a|an|the)\b', ' ', text)}, the same in SQuAD's script and ParlAI's. */
    static String withoutArticles(String text) {
        return ARTICLES.matcher(text).replaceAll(" ");
    }

    /** {@code ' '.join(text.split())}. */
    static String singleSpaced(String text) {
        return String.join(" ", PythonText.split(text));
    }

    private static String withoutPunctuation(String text) {
        StringBuilder kept = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            // ASCII marks only, so a UTF-16 unit is never half of one
            if (PUNCTUATION.indexOf(c) < 0) {
                kept.append(c);
            }
        }
        return kept.toString();
    }
}
