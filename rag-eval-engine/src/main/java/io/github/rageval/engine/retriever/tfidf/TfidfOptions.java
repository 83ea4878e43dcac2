package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.engine.retriever.text.Analyzer;
import java.util.Objects;

/**
 * The settings of {@link TfidfRetriever}, named after scikit-learn's {@code TfidfVectorizer} parameters they
 * reproduce. Everything else is fixed at scikit-learn's defaults: smooth idf, l2 norm, no stop words, no accents
 * stripped, unigrams.
 *
 * @param tokenPattern a Python regular expression, as scikit-learn's {@code token_pattern}; at most one capturing
 *     group, whose text is then the token
 * @param lowercase lowercase the text before tokenizing ({@code lowercase})
 * @param sublinearTf use 1 + ln(tf) instead of the raw count ({@code sublinear_tf})
 */
public record TfidfOptions(String tokenPattern, boolean lowercase, boolean sublinearTf) {
    /** scikit-learn's default: words of two or more word characters. */
    public static final String DEFAULT_TOKEN_PATTERN = Analyzer.DEFAULT_TOKEN_PATTERN;

    public TfidfOptions {
        Objects.requireNonNull(tokenPattern, "tokenPattern");
    }

    public static TfidfOptions defaults() {
        return new TfidfOptions(DEFAULT_TOKEN_PATTERN, true, false);
    }

    /**
     * The analyzer these options describe.
     *
     * @throws IllegalArgumentException when the token pattern is invalid (see {@link Analyzer#of})
     */
    public Analyzer analyzer() {
        return Analyzer.of(tokenPattern, lowercase);
    }

    public TfidfOptions withTokenPattern(String pattern) {
        return new TfidfOptions(pattern, lowercase, sublinearTf);
    }
}
