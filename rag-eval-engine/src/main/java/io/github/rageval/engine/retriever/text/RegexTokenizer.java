package io.github.rageval.engine.retriever.text;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Python's {@code re.findall} with a token pattern: every non-overlapping match, in order. With one capturing
 * group the group's text is the token, and an unmatched group gives the empty token, as {@code findall} does.
 */
final class RegexTokenizer implements Tokenizer {
    private final Pattern pattern;
    private final boolean useGroup;

    RegexTokenizer(Pattern pattern) {
        this.pattern = pattern;
        this.useGroup = pattern.matcher("").groupCount() == 1;
    }

    @Override
    public void tokenize(String text, TokenSink sink) {
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            if (!useGroup) {
                sink.token(text, matcher.start(), matcher.end());
            } else if (matcher.start(1) < 0) {
                sink.token(text, 0, 0);
            } else {
                sink.token(text, matcher.start(1), matcher.end(1));
            }
        }
    }
}
