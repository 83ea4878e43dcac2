package io.github.rageval.engine.secret;

import io.github.rageval.engine.format.Escape;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Known secret values masked in a text that rag-eval did not write itself (a server's error body, an exception's
 * message), in each form the value may come back in: as is, JSON-escaped, URL-encoded, HTML-escaped, and for
 * credentials the Base64 of {@code user:password} a basic {@code Authorization} header carries; each in any case
 * (a server that upper-cases an echo, a percent-encoding in lower case). Masking comes before any cut, so a cut
 * never leaves the start of a secret behind.
 */
public final class SecretText {
    /** What a secret is replaced by. */
    public static final String MASK = "***";
    /** A text that masks nothing. */
    public static final SecretText NONE = new SecretText(List.of());

    private final Set<String> forms;
    private final Pattern pattern;

    private SecretText(Collection<String> forms) {
        this.forms = new LinkedHashSet<>(forms);
        List<String> sorted = new ArrayList<>(this.forms);
        sorted.removeIf(String::isEmpty);
        // Longest first: a secret's longer encoding is replaced whole, not around a shorter form inside it.
        sorted.sort(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        this.pattern = sorted.isEmpty() ? null : Pattern.compile(sorted.stream().map(Pattern::quote)
                .collect(Collectors.joining("|")), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
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
        Set<String> forms = new LinkedHashSet<>();
        for (String value : List.of(user, password)) {
            if (!value.isEmpty()) {
                forms.addAll(forms(value));
            }
        }
        byte[] pair = (user + ":" + password).getBytes(StandardCharsets.UTF_8);
        forms.add(Base64.getEncoder().encodeToString(pair));
        forms.add(Base64.getEncoder().withoutPadding().encodeToString(pair));
        forms.add(Base64.getUrlEncoder().withoutPadding().encodeToString(pair));
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

    private static Set<String> forms(String value) {
        Set<String> forms = new LinkedHashSet<>();
        forms.add(value);
        forms.addAll(json(value));
        String url = URLEncoder.encode(value, StandardCharsets.UTF_8);
        forms.add(url);
        forms.add(url.replace("+", "%20"));
        forms.add(Escape.html(value));
        return forms;
    }

    /**
     * The value inside a JSON string ({@link Escape#json}), and as some encoders write it: {@code /} as
     * {@code \/}, every non-ASCII character as {@code \\uXXXX}, or both.
     */
    private static Set<String> json(String value) {
        String escaped = Escape.json(value);
        StringBuilder ascii = new StringBuilder();
        escaped.chars().forEach(c -> ascii.append(c > 0x7e ? String.format(Locale.ROOT, "\\u%04x", c)
                : String.valueOf((char) c)));
        return new LinkedHashSet<>(List.of(escaped, escaped.replace("/", "\\/"), ascii.toString(),
                ascii.toString().replace("/", "\\/")));
    }
}
