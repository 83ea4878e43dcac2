package io.github.rageval.engine.secret;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Secrets inside a value that is not itself named as one: a URL's (or DSN's) {@code scheme://user:password@}
 * credentials (the user name too, as the option {@code user} is: some services take a token as the user,
 * {@code https://TOKEN@host}), and the value of a query parameter or of a connection string's entry whose name holds a secret by
 * {@link SecretNames} ({@code ?api_key=...}, {@code &access_token=...}, {@code &sig=...},
 * {@code Server=db;Password=...}), a header written into a value whose name holds a secret
 * ({@code Authorization: Bearer ...}, {@code X-Api-Key: ...}), the credentials after {@code Bearer} or {@code Basic}
 * anywhere, and keys whose shape says what they are ({@link #KNOWN_KEY_SHAPES}). Such a value is recorded and quoted
 * with only those parts replaced by {@link SecretText#MASK}, so that the rest stays readable.
 */
public final class SecretUrls {
    /** {@code scheme://user:password@}: group 1 is the scheme and its slashes, group 2 the user and password. */
    private static final Pattern USERINFO = Pattern.compile("(\\b[A-Za-z][A-Za-z0-9+.\\-]*://)([^/?#@\\s]+)@");
    /**
     * A query parameter ({@code ?name=value}, {@code &name=value}) or a connection string's entry ({@code name=value}
     * at the start or after {@code ;}): group 1 is up to the {@code =}, group 2 the name, 3 the value.
     */
    private static final Pattern PARAMETER = Pattern.compile("((?:^|[?&;])([^=&#?;\\s]+)=)([^&;\\s\"']+)");

    /**
     * A header written into a value ({@code Authorization: Bearer ...}, {@code X-Api-Key: ...}), at the value's start
     * or after a line break, {@code ;}, {@code ,} or {@code |}: group 1 is up to the value, 2 the header's name, 3 its
     * value (to the next separator).
     */
    private static final Pattern HEADER = Pattern.compile(
            "((?:^|[\\r\\n;,|])\\s*([A-Za-z][A-Za-z0-9_-]*)\\s*:\\s*)([^\\r\\n;,|]+)");
    /** An authorization scheme and its credentials anywhere in a value: group 1 the scheme, 2 the credentials. */
    private static final Pattern SCHEME = Pattern.compile(
            "(?i)(\\b(?:bearer|basic)\\s+)([A-Za-z0-9._~+/=-]{8,})");
    /**
     * Keys whose shape alone says what they are: OpenAI's {@code sk-}, Stripe's {@code sk_live_}, GitHub's
     * {@code ghp_} and siblings and {@code github_pat_}, AWS key ids, Slack's {@code xox?-}, JSON web tokens.
     */
    public static final String KNOWN_KEY_SHAPES = "sk-(?:proj-)?[A-Za-z0-9_-]{16,}|sk_(?:live|test)_[A-Za-z0-9]{16,}"
            + "|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|(?:AKIA|ASIA)[A-Z0-9]{16}"
            + "|xox[abposr]-[A-Za-z0-9-]{10,}|eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]*";
    private static final Pattern KNOWN_KEY = Pattern.compile("(?<![A-Za-z0-9_-])(?:" + KNOWN_KEY_SHAPES
            + ")(?![A-Za-z0-9_-])");

    /** The length from which a URL's user name, echoed alone, is masked as a token would be. */
    private static final int TOKEN_LENGTH = 8;

    private SecretUrls() {
    }

    /**
     * The value with each secret part replaced by {@link SecretText#MASK}, as a message quotes it and as report.json
     * and the baseline record it (an earlier version's {@code sha256:} hash of one too, see {@link SecretNames}).
     */
    public static String masked(String value) {
        return replaced(value, part -> SecretText.MASK);
    }

    /**
     * The secret parts of the value, as written and percent-decoded (a server echoes either), none already a hash.
     */
    public static Set<String> secrets(String value) {
        Set<String> secrets = new LinkedHashSet<>();
        replaced(value, part -> {
            if (!SecretNames.isHashed(part)) {
                secrets.add(part);
                secrets.add(decoded(part));
                // A header's value "Bearer <token>": a server may echo the token alone.
                Matcher scheme = SCHEME.matcher(part);
                if (scheme.lookingAt()) {
                    secrets.add(scheme.group(2));
                }
                // A server may echo the password alone, or the user: masked alone only when it is long enough to
                // be a token, so that a user "u" does not mask every u of a message.
                int colon = part.indexOf(':');
                if (colon >= 0) {
                    String user = part.substring(0, colon);
                    String password = part.substring(colon + 1);
                    if (user.length() >= TOKEN_LENGTH) {
                        secrets.add(user);
                        secrets.add(decoded(user));
                    }
                    if (!password.isEmpty()) {
                        secrets.add(password);
                        secrets.add(decoded(password));
                    }
                }
            }
            return part;
        });
        return secrets;
    }

    private static String replaced(String value, UnaryOperator<String> replacement) {
        if (value == null) {
            return null;
        }
        String text = replacedInUrls(value, replacement);
        text = replacedWhere(text, HEADER, 3, m -> SecretNames.isSecret(m.group(2)), replacement);
        text = replacedWhere(text, SCHEME, 2, m -> true, replacement);
        return replacedWhere(text, KNOWN_KEY, 0, m -> true, replacement);
    }

    /** The text with the group of every match the test accepts replaced; a part already masked is kept. */
    private static String replacedWhere(String text, Pattern pattern, int group, Predicate<Matcher> secret,
                                        UnaryOperator<String> replacement) {
        Matcher matcher = pattern.matcher(text);
        StringBuilder replaced = null;
        int done = 0;
        while (matcher.find()) {
            String part = matcher.group(group).strip();
            if (!secret.test(matcher) || part.equals(SecretText.MASK)) {
                continue;
            }
            if (replaced == null) {
                replaced = new StringBuilder(text.length());
            }
            replaced.append(text, done, matcher.start(group)).append(replacement.apply(part));
            done = matcher.start(group) + matcher.group(group).stripTrailing().length();
        }
        return replaced == null ? text : replaced.append(text, done, text.length()).toString();
    }

    private static String replacedInUrls(String value, UnaryOperator<String> replacement) {
        if (value.indexOf('=') < 0 && value.indexOf('@') < 0) {
            return value;
        }
        // User and password hold '@' only percent-encoded (RFC 3986), so the first '@' ends them.
        Matcher userinfo = USERINFO.matcher(value);
        String withoutPasswords = userinfo.replaceAll(m -> Matcher.quoteReplacement(m.group(1)
                + replacement.apply(m.group(2)) + "@"));
        Matcher parameter = PARAMETER.matcher(withoutPasswords);
        StringBuilder replaced = new StringBuilder();
        int done = 0;
        int from = 0;
        while (parameter.find(from)) {
            if (SecretNames.isSecret(decoded(parameter.group(2)))) {
                replaced.append(withoutPasswords, done, parameter.end(1)).append(replacement.apply(parameter.group(3)));
                done = parameter.end();
                from = done;
            } else {
                // Searched again after the '=': a value that is no secret may hold one (url=http://h/x?api_key=...).
                from = parameter.end(1);
            }
        }
        return replaced.append(withoutPasswords, done, withoutPasswords.length()).toString();
    }

    private static String decoded(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            // A malformed percent-encoding: the text is what a server would echo.
            return text;
        }
    }
}
