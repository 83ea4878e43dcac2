package io.github.rageval.engine.secret;

import io.github.rageval.engine.format.Escape;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Known secret values masked in a text that rag-eval did not write itself (a server's error body, an exception's
 * message), in each form the value may come back in. Each character of a secret matches as itself or in any of its
 * escapes, mixed as encoders mix them: JSON ({@code \"}, {@code \/}, each character as a {@code \}{@code u}
 * escape, as Go and Gson write {@code & < > = '} and as some encoders write the whole value), HTML and XML
 * ({@code &amp;}, {@code &#39;}, {@code &#x27;}, a value wholly in numeric references), URL-encoding, once or twice
 * ({@code %2F}, {@code %252F}, {@code +}), and UTF-8 read as Latin-1 ({@code Ã©}); the whole value also as hex and
 * as Base64, and for credentials the Base64 of {@code user:password} a basic {@code Authorization} header carries;
 * each in any case (a server that upper-cases an echo, a percent-encoding in lower case). Masking comes before any
 * cut, so a cut never leaves the start of a secret behind.
 */
public final class SecretText {
    /** What a secret is replaced by. */
    public static final String MASK = "***";
    /** A text that masks nothing. */
    public static final SecretText NONE = new SecretText(List.of());

    /** The regular expressions of the secrets' forms. */
    private final Set<String> forms;
    private final Pattern pattern;

    private SecretText(Collection<String> forms) {
        this.forms = new LinkedHashSet<>(forms);
        List<String> sorted = new ArrayList<>(this.forms);
        // Longest first: a secret that holds a shorter one is replaced whole, not around the shorter inside it.
        sorted.sort(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        this.pattern = sorted.isEmpty() ? null : Pattern.compile(String.join("|", sorted),
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    /** Masks each of the values (empty ones are none) in each of its forms. */
    public static SecretText of(Collection<String> values) {
        Set<String> forms = new LinkedHashSet<>();
        for (String value : values) {
            if (value != null && !value.isEmpty()) {
                forms.addAll(forms(value));
            }
        }
        return new SecretText(forms);
    }

    /**
     * Masks the values of the options that hold a secret by their names ({@link SecretNames}), and the secrets
     * inside the other options' values ({@link SecretUrls}: a URL's password, a secret query parameter's value).
     */
    public static SecretText ofOptions(Map<String, String> options) {
        List<String> values = new ArrayList<>();
        options.forEach((name, value) -> {
            if (SecretNames.isSecret(name)) {
                values.add(value);
            } else {
                values.addAll(SecretUrls.secrets(value));
            }
        });
        return of(values);
    }

    /**
     * Masks a user name and password of basic authentication: each in its forms, and the Base64 of
     * {@code user:password} (standard and URL-safe) that the {@code Authorization} header carries.
     */
    public static SecretText ofCredentials(String user, String password) {
        Set<String> forms = new LinkedHashSet<>(of(List.of(user, password)).forms);
        forms.addAll(base64(user + ":" + password));
        return new SecretText(forms);
    }

    /** Masks this text's secrets and the other's. */
    public SecretText and(SecretText other) {
        Set<String> both = new LinkedHashSet<>(forms);
        both.addAll(other.forms);
        return new SecretText(both);
    }

    /** The text with every form of every secret replaced by {@value #MASK}; null stays null. */
    public String mask(String text) {
        if (pattern == null || text == null) {
            return text;
        }
        return pattern.matcher(text).replaceAll(Matcher.quoteReplacement(MASK));
    }

    /** The text masked, then cut to {@code max} characters with {@code ...} when longer. */
    public String maskAndCut(String text, int max) {
        String masked = mask(text);
        return masked.length() > max ? masked.substring(0, max) + "..." : masked;
    }

    /** The regular expressions that match the value: character by character in its escapes, hex, Base64. */
    private static Set<String> forms(String value) {
        Set<String> forms = new LinkedHashSet<>();
        StringBuilder escaped = new StringBuilder();
        value.codePoints().forEach(c -> escaped.append(character(c)));
        forms.add(escaped.toString());
        forms.add(Pattern.quote(HexFormat.of().formatHex(value.getBytes(StandardCharsets.UTF_8))));
        forms.addAll(base64(value));
        return forms;
    }

    /** The Base64 of the value's UTF-8 bytes, padded or not, standard or URL-safe, each quoted. */
    private static Set<String> base64(String value) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        Set<String> forms = new LinkedHashSet<>();
        for (Base64.Encoder encoder : List.of(Base64.getEncoder(), Base64.getUrlEncoder())) {
            forms.add(Pattern.quote(encoder.encodeToString(bytes)));
            forms.add(Pattern.quote(encoder.withoutPadding().encodeToString(bytes)));
        }
        return forms;
    }

    /** One character as a group of the forms an encoder may write it in. */
    private static String character(int codePoint) {
        String text = new String(Character.toChars(codePoint));
        Set<String> forms = new LinkedHashSet<>();
        forms.add(Pattern.quote(text));
        forms.add(Pattern.quote(Escape.html(text)));
        forms.add(Pattern.quote(Escape.xml(text)));
        forms.add(Pattern.quote(Escape.json(text)));
        if (codePoint == '/') {
            forms.add(Pattern.quote("\\/"));
        }
        forms.add("&#0*" + codePoint + ";");
        forms.add("&#x0*" + Integer.toHexString(codePoint) + ";");
        StringBuilder unicode = new StringBuilder();
        text.chars().forEach(unit -> unicode.append(String.format(Locale.ROOT, "\\\\u%04x", unit)));
        forms.add(unicode.toString());
        StringBuilder percent = new StringBuilder();
        StringBuilder twice = new StringBuilder();
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            percent.append(String.format(Locale.ROOT, "%%%02x", b & 0xff));
            twice.append(String.format(Locale.ROOT, "%%25%02x", b & 0xff));
        }
        forms.add(percent.toString());
        forms.add(twice.toString());
        if (codePoint == ' ') {
            // A form-encoded space, and that once more encoded.
            forms.add("\\+");
            forms.add("%2b");
        }
        if (codePoint > 0x7f) {
            // UTF-8 bytes read as Latin-1 by a server or a log.
            forms.add(Pattern.quote(new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1)));
        }
        return "(?:" + String.join("|", forms) + ")";
    }
}
