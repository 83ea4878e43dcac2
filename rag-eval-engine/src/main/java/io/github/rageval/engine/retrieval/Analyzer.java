package io.github.rageval.engine.retrieval;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns text into terms as scikit-learn's default word analyzer does: optional lowercasing (Python's
 * {@code str.lower()}, see {@link PythonLowercase}), then every
 * non-overlapping match of the token pattern ({@code re.findall}), in order, repeats kept. With one capturing
 * group the group's text is the term, and an unmatched group gives the empty term, as {@code findall} does.
 */
public final class Analyzer {
    private final Pattern pattern;
    private final boolean lowercase;
    private final boolean useGroup;

    private Analyzer(Pattern pattern, boolean lowercase) {
        this.pattern = pattern;
        this.lowercase = lowercase;
        this.useGroup = pattern.matcher("").groupCount() == 1;
    }

    /**
     * @throws IllegalArgumentException when the token pattern is not a valid regular expression or has more than
     *     one capturing group; the message says which
     */
    public static Analyzer of(TfidfOptions options) {
        Pattern pattern;
        try {
            pattern = PythonRegex.compile(options.tokenPattern());
        } catch (java.util.regex.PatternSyntaxException e) {
            throw new IllegalArgumentException("token pattern " + quote(options.tokenPattern())
                    + " is not a valid regular expression: " + e.getDescription(), e);
        }
        int groups = pattern.matcher("").groupCount();
        if (groups > 1) {
            throw new IllegalArgumentException("token pattern " + quote(options.tokenPattern()) + " has " + groups
                    + " capturing groups; at most one is allowed (its text is the token, as in scikit-learn). Make"
                    + " the others non-capturing with (?:...).");
        }
        return new Analyzer(pattern, options.lowercase());
    }

    /** The text as the token pattern sees it: lowercased (as Python lowercases) when the option is on. */
    public String normalize(String text) {
        return lowercase ? PythonLowercase.lower(text) : text;
    }

    public List<String> tokens(String text) {
        String prepared = normalize(text);
        List<String> tokens = new ArrayList<>();
        Matcher matcher = pattern.matcher(prepared);
        while (matcher.find()) {
            if (useGroup) {
                String group = matcher.group(1);
                tokens.add(group == null ? "" : group);
            } else {
                tokens.add(matcher.group());
            }
        }
        return tokens;
    }

    private static String quote(String pattern) {
        return "'" + pattern + "'";
    }
}
