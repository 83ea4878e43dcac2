package io.github.rageval.engine.retriever.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Turns text into terms as scikit-learn's default word analyzer does: optional lowercasing (Python's
 * {@code str.lower()}, see {@link PythonLowercase}), then every non-overlapping match of the token pattern
 * ({@code re.findall}), in order, repeats kept. With one capturing group the group's text is the term, and an
 * unmatched group gives the empty term, as {@code findall} does.
 *
 * <p>The default pattern is matched by {@link DefaultPatternScanner}, which gives the same tokens as the regex
 * without a regex engine; any other pattern goes through {@link PythonRegex}. Thread-safe.
 */
public final class Analyzer {
    /** scikit-learn's default token pattern: words of two or more word characters. */
    public static final String DEFAULT_TOKEN_PATTERN = "(?u)\\b\\w\\w+\\b";

    private final Tokenizer tokenizer;
    private final boolean lowercase;

    private Analyzer(Tokenizer tokenizer, boolean lowercase) {
        this.tokenizer = tokenizer;
        this.lowercase = lowercase;
    }

    /**
     * @throws IllegalArgumentException when the token pattern is not a valid regular expression or has more than
     *     one capturing group; the message says which
     */
    public static Analyzer of(String tokenPattern, boolean lowercase) {
        if (tokenPattern.equals(DEFAULT_TOKEN_PATTERN)) {
            return new Analyzer(DefaultPatternScanner.INSTANCE, lowercase);
        }
        return withRegex(tokenPattern, lowercase);
    }

    /** Always through the regex engine, even for the default pattern: the scanner's test oracle. */
    public static Analyzer withRegex(String tokenPattern, boolean lowercase) {
        Pattern pattern;
        try {
            pattern = PythonRegex.compile(tokenPattern);
        } catch (java.util.regex.PatternSyntaxException e) {
            throw new IllegalArgumentException("token pattern " + quote(tokenPattern)
                    + " is not a valid regular expression: " + e.getDescription(), e);
        }
        int groups = pattern.matcher("").groupCount();
        if (groups > 1) {
            throw new IllegalArgumentException("token pattern " + quote(tokenPattern) + " has " + groups
                    + " capturing groups; at most one is allowed (its text is the token, as in scikit-learn). Make"
                    + " the others non-capturing with (?:...).");
        }
        return new Analyzer(new RegexTokenizer(pattern), lowercase);
    }

    /** The text as the token pattern sees it: lowercased (as Python lowercases) when the option is on. */
    public String normalize(String text) {
        return lowercase ? PythonLowercase.lower(text) : text;
    }

    public List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        forEachToken(text, (source, start, end) -> tokens.add(source.substring(start, end)));
        return tokens;
    }

    /** The tokens as ranges of the prepared (possibly lowercased) text, which the sink receives. */
    public void forEachToken(String text, TokenSink sink) {
        forEachTokenOfNormalized(normalize(text), sink);
    }

    /**
     * The tokens of a text {@link #normalize} has already prepared, as ranges of it: for a caller that reads the
     * prepared text as well, so that a long text is lowercased once.
     */
    public void forEachTokenOfNormalized(String normalized, TokenSink sink) {
        tokenizer.tokenize(normalized, sink);
    }

    boolean usesScanner() {
        return tokenizer instanceof DefaultPatternScanner;
    }

    private static String quote(String pattern) {
        return "'" + pattern + "'";
    }
}
