package io.github.rageval.engine.secret;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
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
 * A secret's value is recorded as {@code sha256:} and the first 12 hex digits of the SHA-256 of its UTF-8 bytes:
 * enough to tell that a key changed between a baseline and a run, never the key itself.
 */
public final class SecretNames {
    /** How a hashed secret starts. */
    public static final String HASH_PREFIX = "sha256:";
    /** Hex digits of the SHA-256 kept: 48 bits, so two keys collide about once in 10^14 pairs. */
    static final int HASH_DIGITS = 12;

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

    /** {@code sha256:} and the first 12 hex digits of the value's SHA-256. */
    public static String hashed(String value) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
            return HASH_PREFIX + HexFormat.of().formatHex(digest).substring(0, HASH_DIGITS);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    }

    /** Whether a recorded value is already a secret's hash (as {@link #hashed} writes it). */
    public static boolean isHashed(Object value) {
        return value instanceof String text && HASHED.matcher(text).matches();
    }

    /**
     * The settings with each secret's value hashed, in the same order. A value already hashed is kept, so that a
     * baseline written before secrets were hashed, which holds the key in clear, is read as the same key hashed:
     * an unchanged key still compares equal, and a changed one is reported by its two hashes.
     */
    public static Map<String, Object> masked(Map<String, Object> settings) {
        Map<String, Object> masked = new LinkedHashMap<>();
        settings.forEach((name, value) -> masked.put(name, isSecret(name) && !isHashed(value)
                ? hashed(String.valueOf(value))
                : value instanceof String text ? SecretUrls.hashed(text) : value));
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
