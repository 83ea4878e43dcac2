package io.github.rageval.engine.secret;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which option names hold a secret, and what is recorded in place of such a value. The one rule, for every
 * retriever's options, the query parameters of a URL ({@link SecretUrls}), the settings report.json, the reports and
 * the baseline record, and the options quoted in an error: a name is split into words (at a change from lower to
 * upper case, and at {@code _ - .} and spaces), case ignored, and it names a secret when
 * <ul>
 * <li>a word contains {@code password}, {@code passwd}, {@code passphrase}, {@code secret}, {@code credential} or
 *     {@code auth} ({@code dbPassword}, {@code clientSecret}, {@code basicAuth}, {@code authorization});</li>
 * <li>a word names a secret itself: ends in {@code key} or {@code token}, or is {@code pass}, {@code pwd},
 *     {@code pw}, {@code bearer}, {@code jwt}, {@code dsn}, {@code cookie}, {@code session}, {@code signature},
 *     {@code sig}, {@code sas} or {@code private} (a private key), each also in the plural ({@code apiKeys},
 *     {@code idToken}, {@code sessionId}, {@code tokenValue}, {@code accessTokenValue}, {@code privateKeyPem}) &mdash;
 *     unless that word only qualifies what the name is about: a word other than {@code value}, {@code id},
 *     {@code string}, {@code text}, {@code data}, {@code pem}, {@code hex}, {@code base64}, {@code raw} follows it
 *     ({@code tokenPattern}, {@code keyField}, {@code sessionTimeout}, {@code privateKeyPath}), or a count precedes
 *     it ({@code maxTokens}, {@code numKeys});</li>
 * <li>or it is {@code user} or {@code username} ({@code userName}; recorded as {@code options.user}), the other
 *     half of basic authentication's credentials.</li>
 * </ul>
 * A value is a secret's too, whatever its option's name, where it carries one: a URL's {@code user:password@} or a
 * secret query parameter ({@link SecretUrls}).
 * A secret's value is recorded as the fixed marker {@link SecretText#MASK}, never as anything derived from it. A hash
 * (this project once kept 12 hex digits of an unsalted SHA-256) is reversed by a dictionary for a weak password in a
 * committed baseline; a keyed hash would need its key both where the baseline is recorded and in CI, so committed
 * beside it, which protects nothing. And a key rotated is no change of what is retrieved, so it should not make a
 * baseline "recorded with another configuration". A baseline or report written before, holding the key in clear or
 * as {@code sha256:} and 12 hex digits, is read with the marker in its place: it compares equal.
 */
public final class SecretNames {
    /** How a secret's hash started in the files of earlier versions: {@code sha256:} and 12 hex digits. */
    private static final String HASH_PREFIX = "sha256:";
    private static final int HASH_DIGITS = 12;

    private static final Pattern WORD_BREAK = Pattern.compile("(?<=\\p{Ll})(?=\\p{Lu})|[_\\-.\\s]+");
    private static final Pattern HASHED = Pattern.compile(Pattern.quote(HASH_PREFIX) + "[0-9a-f]{" + HASH_DIGITS + "}");
    private static final List<String> SECRET_PARTS = List.of("password", "passwd", "passphrase", "secret",
            "credential", "auth");
    private static final List<String> SECRET_ENDINGS = List.of("key", "token");
    /** Words that name a secret by themselves (or in the plural). */
    private static final Set<String> SECRET_WORDS = Set.of("pass", "pwd", "pw", "bearer", "jwt", "dsn", "cookie",
            "session", "signature", "sig", "sas", "private");
    /** Words after a secret's word that still name the secret itself, not something about it. */
    private static final Set<String> VALUE_WORDS = Set.of("value", "values", "id", "ids", "string", "text", "data",
            "pem", "hex", "base64", "b64", "raw");
    /** Words before a secret's word that make the name a count of them ({@code maxTokens}). */
    private static final Set<String> COUNT_WORDS = Set.of("max", "min", "num", "number", "count", "total");
    private static final List<String> USER_NAMES = List.of("user", "username");
    /** How a class retriever's option is recorded: {@code options.<name>}. */
    private static final String RECORDED_OPTION = "options";

    private SecretNames() {
    }

    /** Whether an option (or a recorded setting, {@code options.apiKey}) of this name holds a secret. */
    public static boolean isSecret(String name) {
        if (name == null) {
            return false;
        }
        List<String> words = WORD_BREAK.splitAsStream(name.strip()).filter(w -> !w.isEmpty())
                .map(w -> w.toLowerCase(Locale.ROOT)).toList();
        if (words.isEmpty()) {
            return false;
        }
        String joined = String.join("", words);
        return words.stream().anyMatch(w -> SECRET_PARTS.stream().anyMatch(w::contains))
                || namesASecretWord(words)
                // user alone, or as a class retriever's option is recorded: options.user
                || USER_NAMES.stream().anyMatch(u -> joined.equals(u) || joined.endsWith(RECORDED_OPTION + u));
    }

    /** Whether a word names a secret and is not only a qualifier of something else ({@code tokenPattern}). */
    private static boolean namesASecretWord(List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            if (isSecretWord(words.get(i)) && (i == 0 || !COUNT_WORDS.contains(words.get(i - 1)))
                    && words.subList(i + 1, words.size()).stream().allMatch(VALUE_WORDS::contains)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isSecretWord(String word) {
        String singular = word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
        return SECRET_WORDS.contains(word) || SECRET_WORDS.contains(singular)
                || SECRET_ENDINGS.stream().anyMatch(e -> word.endsWith(e) || singular.endsWith(e));
    }

    /** Whether a recorded value is a secret's hash as earlier versions wrote it ({@code sha256:} and 12 hex digits). */
    public static boolean isHashed(Object value) {
        return value instanceof String text && HASHED.matcher(text).matches();
    }

    /**
     * The settings with each secret's value replaced by {@link SecretText#MASK}, in the same order, and the secrets
     * inside other values too ({@link SecretUrls#masked}). An earlier version's hash or clear key is replaced the
     * same way, so a baseline recorded before compares equal to a run with any key.
     */
    public static Map<String, Object> masked(Map<String, Object> settings) {
        Map<String, Object> masked = new LinkedHashMap<>();
        settings.forEach((name, value) -> masked.put(name, isSecret(name) ? SecretText.MASK
                : value instanceof String text ? SecretUrls.masked(text) : value));
        return masked;
    }

    /**
     * The value as an error message may quote it: {@link SecretText#MASK} for a secret, else the value with the
     * secrets inside it masked ({@link SecretUrls}).
     */
    public static String shown(String name, String value) {
        return isSecret(name) ? SecretText.MASK : SecretUrls.masked(value);
    }
}
