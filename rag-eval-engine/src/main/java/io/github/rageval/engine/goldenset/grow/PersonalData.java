package io.github.rageval.engine.goldenset.grow;

import io.github.rageval.engine.secret.SecretUrls;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Redacts personal data from a query, replacing each value with its kind's placeholder ({@code <email>}), and says
 * how much was redacted: per kind, and the share of the query's characters. The values themselves are never kept
 * beyond the call, never counted by value and never printed. The kinds are looked for in this order, so that a value
 * is taken by the most specific rule first:
 *
 * <ol>
 *   <li>e-mail addresses: {@code local@domain.tld};</li>
 *   <li>tokens with a known prefix: {@code sk-} (and {@code sk_live_}, {@code sk_test_}), GitHub's {@code ghp_},
 *       {@code gho_}, {@code ghu_}, {@code ghs_}, {@code ghr_} and {@code github_pat_}, AWS key ids ({@code AKIA},
 *       {@code ASIA} and 16 capitals or digits), Slack's {@code xoxb-} and siblings, JSON web tokens
 *       ({@code eyJ….eyJ….}), and UUIDs (session and user ids);</li>
 *   <li>the value after a word that names a secret ({@code password=hunter2}, {@code pwd: ...}, {@code token=...},
 *       {@code api_key=...}), the word kept;</li>
 *   <li>US social security numbers ({@code 123-45-6789}, as the SSA issues them);</li>
 *   <li>IBANs: two letters, two check digits and 11 to 30 letters or digits, spaces or hyphens between them, whose
 *       ISO 13616 mod-97 check holds (a run that fails it is tried again without its last group);</li>
 *   <li>payment card numbers: 13 to 19 digits, spaces, dots or hyphens between them, starting with 2 to 6 (the card
 *       networks' ranges; an ISBN's 978 is none) and passing the Luhn check;</li>
 *   <li>IP addresses: IPv6 (full or with {@code ::}, an IPv4 address in its last 32 bits taken with it) and dotted IPv4 quads of 0 to 255; a quad right after a letter
 *       or followed by a fifth part is a version ({@code v1.2.3.4}, {@code 1.2.3.4.5}) and kept, a bare one is taken
 *       for an address ({@code 1.2.3.4}): it cannot be told from one;</li>
 *   <li>phone numbers: {@code +} and 8 to 15 digits (E.164), {@code 00} and 8 to 15 more, a national number with a
 *       trunk {@code 0} and 9 to 12 digits ({@code 030 1234567}, {@code 01 23 45 67 89}), or the North American
 *       {@code (555) 123-4567} form, or a national number without a trunk 0 (Indian and Chinese mobiles, Spanish
 *       numbers, Russian ones with their trunk 8); spaces, dots, hyphens and brackets between the digits; a run that
 *       starts with a date ({@code 01.02.2024}) is none;</li>
 *   <li>other secret-looking tokens: 24 or more letters, digits, {@code -} and {@code _}, with at least two letters
 *       and two digits and a run of 16 letters and digits unbroken (an API key, a hash), which a hyphenated phrase
 *       never has.</li>
 * </ol>
 */
public final class PersonalData {
    /** A query whose redacted characters are more than this share of it is mostly personal data, and dropped. */
    public static final double MOSTLY_PERSONAL = 0.5;

    private static final Pattern EMAIL = Pattern.compile(
            "(?<![\\p{L}\\p{N}._%+-])[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.\\p{L}{2,}");
    private static final Pattern KNOWN_SECRET = Pattern.compile("(?<![A-Za-z0-9_-])(?:"
            + SecretUrls.KNOWN_KEY_SHAPES
            + "|[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})(?![A-Za-z0-9_-])");
    /**
     * The value after a word that names a secret ({@code password=...}, {@code pwd: ...}, {@code api_key=...}): the
     * word is kept so that the question still reads, the value goes, whatever it looks like.
     */
    private static final Pattern KEYED_SECRET = Pattern.compile("(?<=(?<![\\p{L}\\p{N}])(?i:password|passwd|pwd|"
            + "passcode|secret|token|api[_-]?key|access[_-]?key)\\s{0,3}[:=]\\s{0,3})[^\\s,;&]+");
    /**
     * A US social security number, AAA-GG-SSSS, as the SSA issues them: no area 000, 666 or 900 to 999, no group 00,
     * no serial 0000.
     */
    private static final Pattern US_SSN = Pattern.compile("(?<![\\p{L}\\p{N}-])(?!000|666|9\\d\\d)\\d{3}"
            + "([- ])(?!00)\\d{2}\\1(?!0000)\\d{4}(?![\\p{L}\\p{N}]|-\\d)");
    private static final Pattern IBAN_CANDIDATE = Pattern.compile(
            "(?<![\\p{L}\\p{N}])[A-Za-z]{2}\\d{2}(?:[ -]?[A-Za-z0-9]){11,30}(?![\\p{L}\\p{N}])");
    private static final Pattern CARD_CANDIDATE = Pattern.compile("(?<![\\p{L}\\p{N}.,])\\d(?:[ .-]?\\d){12,18}"
            + "(?![\\p{L}\\p{N}])");
    private static final String OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
    /** An IPv4 address as the last 32 bits of an IPv6 one ({@code ::ffff:192.0.2.128}, RFC 4291 section 2.2). */
    private static final String EMBEDDED_IPV4 = "(?<=:)" + OCTET + "(?:\\." + OCTET + "){3}";
    private static final Pattern IPV6_CANDIDATE = Pattern.compile(
            "(?<![\\p{L}\\p{N}:.])(?=[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:)[0-9A-Fa-f:]{2,39}(?:" + EMBEDDED_IPV4 + ")?"
            + "(?![\\p{L}\\p{N}:]|\\.\\d)");
    private static final Pattern IPV4 = Pattern.compile("(?<![\\p{L}\\p{N}.])(?:" + OCTET + "\\.){3}" + OCTET
            + "(?![\\p{L}\\p{N}]|\\.\\d)");
    private static final Pattern PHONE_CANDIDATE = Pattern.compile(
            "(?<![\\p{L}\\p{N}+])(?:\\+|\\(?)\\d[\\d ().-]{6,}\\d(?![\\p{L}\\p{N}])");
    private static final Pattern NORTH_AMERICAN = Pattern.compile("\\(?[2-9]\\d{2}\\)?[ .-]?[2-9]\\d{2}[ .-]?\\d{4}");
    private static final Pattern DATE_START = Pattern.compile("\\(?(\\d{1,4})[./-](\\d{1,2})[./-]\\d{1,4}(?!\\d)");
    private static final Pattern GENERIC_SECRET = Pattern.compile(
            "(?<![A-Za-z0-9_-])[A-Za-z0-9][A-Za-z0-9_-]{22,}[A-Za-z0-9](?![A-Za-z0-9_-])");
    private static final Pattern LONG_RUN = Pattern.compile("[A-Za-z0-9]{16,}");

    /**
     * One rule: what may be a value of the kind, the check that says it is, and whether a value has a digit or an
     * {@code @} (most queries have neither and skip such rules).
     */
    private record Rule(PersonalKind kind, Pattern candidate, Predicate<String> is, boolean needsDigitOrAt) {
        Rule(PersonalKind kind, Pattern candidate, Predicate<String> is) {
            this(kind, candidate, is, true);
        }
    }

    private static final List<Rule> RULES = List.of(
            new Rule(PersonalKind.EMAIL, EMAIL, value -> true),
            new Rule(PersonalKind.SECRET, KNOWN_SECRET, value -> true, false),
            new Rule(PersonalKind.SECRET, KEYED_SECRET, value -> true, false),
            new Rule(PersonalKind.NATIONAL_ID, US_SSN, value -> true),
            new Rule(PersonalKind.IBAN, IBAN_CANDIDATE, value -> true),
            new Rule(PersonalKind.CARD, CARD_CANDIDATE, PersonalData::isCard),
            new Rule(PersonalKind.IP, IPV6_CANDIDATE, PersonalData::isIpv6),
            new Rule(PersonalKind.IP, IPV4, value -> true),
            new Rule(PersonalKind.PHONE, PHONE_CANDIDATE, PersonalData::isPhone),
            new Rule(PersonalKind.SECRET, GENERIC_SECRET, PersonalData::isSecretLooking));

    private PersonalData() {
    }

    /**
     * A query with its personal data replaced.
     *
     * @param text the query, each value replaced by its kind's placeholder
     * @param found how many values of each kind were replaced (kinds with none are absent)
     * @param share the replaced values' characters over the query's
     */
    public record Redacted(String text, Map<PersonalKind, Integer> found, double share) {
        /** Whether the query is mostly personal data ({@link #MOSTLY_PERSONAL}) and is to be dropped. */
        public boolean mostlyPersonal() {
            return share > MOSTLY_PERSONAL;
        }
    }

    /** The query with its personal data replaced; the text should be whitespace-folded first. */
    public static Redacted redact(String query) {
        Map<PersonalKind, Integer> found = new EnumMap<>(PersonalKind.class);
        if (query.isEmpty()) {
            return new Redacted(query, found, 0);
        }
        boolean plain = query.chars().noneMatch(c -> c == '@' || c >= '0' && c <= '9');
        String text = query;
        int redacted = 0;
        for (Rule rule : RULES) {
            if (plain && rule.needsDigitOrAt()) {
                continue;
            }
            Matcher matcher = rule.candidate().matcher(text);
            StringBuilder out = null;
            int last = 0;
            int from = 0;
            while (from < text.length() && matcher.find(from)) {
                int end = matchedEnd(rule, matcher);
                if (end < 0) {
                    // "room 12 030 1234567": the value may start after the first separator of what was rejected.
                    from = nextGroup(matcher);
                    continue;
                }
                if (out == null) {
                    out = new StringBuilder(text.length());
                }
                out.append(text, last, matcher.start()).append(rule.kind().placeholder());
                redacted += end - matcher.start();
                found.merge(rule.kind(), 1, Integer::sum);
                last = end;
                from = end;
            }
            if (out != null) {
                text = out.append(text, last, text.length()).toString();
            }
        }
        return new Redacted(text, found, redacted / (double) query.length());
    }

    /** Just after the candidate's first space, dot or hyphen; its end when it has none. */
    private static int nextGroup(Matcher matcher) {
        String value = matcher.group();
        for (int i = 1; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == ' ' || c == '.' || c == '-' || c == '(' || c == ')') {
                return matcher.start() + i + 1;
            }
        }
        return matcher.end();
    }

    /** Where the value the candidate holds ends, or -1 when it holds none (an IBAN may end before the candidate). */
    private static int matchedEnd(Rule rule, Matcher matcher) {
        String value = matcher.group();
        if (rule.kind() == PersonalKind.IBAN) {
            int length = Checksums.ibanPrefix(value);
            return length < 0 ? -1 : matcher.start() + length;
        }
        return rule.is().test(value) ? matcher.end() : -1;
    }

    private static boolean isCard(String value) {
        String digits = digits(value);
        char first = digits.charAt(0);
        return first >= '2' && first <= '6' && Checksums.luhn(digits);
    }

    private static boolean isPhone(String value) {
        int count = digits(value).length();
        String bare = value.startsWith("(") ? value.substring(1) : value;
        if (bare.startsWith("+")) {
            return count >= 8 && count <= 15;
        }
        if (startsWithADate(value)) {
            return false;
        }
        if (bare.startsWith("00")) {
            return count >= 10 && count <= 17;
        }
        if (bare.startsWith("0")) {
            return count >= 9 && count <= 12;
        }
        return NORTH_AMERICAN.matcher(value).matches() || isNationalWithoutTrunk(digits(value));
    }

    /**
     * National numbers written without a trunk 0, by their length and leading digits: an Indian mobile (10 digits from
     * 6 to 9), a Chinese mobile (11 digits, 13 to 19), a Spanish number (9 digits from 6 to 9), a Russian number with
     * its trunk 8 (11 digits, 8 then 3 to 9). An order number of that shape is taken for a phone: a query loses a
     * number, never keeps a person's.
     */
    private static boolean isNationalWithoutTrunk(String digits) {
        char first = digits.charAt(0);
        char second = digits.length() > 1 ? digits.charAt(1) : '0';
        return switch (digits.length()) {
            case 9, 10 -> first >= '6' && first <= '9';
            case 11 -> first == '1' && second >= '3' || first == '8' && second >= '3';
            default -> false;
        };
    }

    /**
     * Whether the value starts as a date does: day, month and year ({@code 01.02.2024}), month first, or year first
     * ({@code 2024-01-15}); {@code 912-34-56-78} is none (no month 34), so it can be a phone number.
     */
    private static boolean startsWithADate(String value) {
        Matcher date = DATE_START.matcher(value);
        if (!date.lookingAt()) {
            return false;
        }
        int first = Integer.parseInt(date.group(1));
        int second = Integer.parseInt(date.group(2));
        return date.group(1).length() == 4 ? second >= 1 && second <= 12
                : first >= 1 && second >= 1 && (first <= 31 && second <= 12 || first <= 12 && second <= 31);
    }

    /** Eight groups of one to four hex digits, or fewer with one {@code ::} standing for the rest. */
    static boolean isIpv6(String written) {
        // An embedded IPv4 address stands for the last two groups.
        int dot = written.indexOf('.');
        String value = dot < 0 ? written : written.substring(0, written.lastIndexOf(':', dot) + 1) + "0:0";
        int gap = value.indexOf("::");
        if (gap >= 0 && value.indexOf("::", gap + 1) >= 0) {
            return false;
        }
        String[] parts = gap < 0 ? value.split(":", -1)
                : (value.substring(0, gap) + ":" + value.substring(gap + 2)).split(":", -1);
        int groups = 0;
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            boolean edge = gap >= 0 && (i == 0 && gap == 0 || i == parts.length - 1 && gap + 2 == value.length());
            if (part.isEmpty() && edge) {
                continue;
            }
            if (part.isEmpty() || part.length() > 4) {
                return false;
            }
            groups++;
        }
        return gap < 0 ? groups == 8 : groups < 8;
    }

    private static boolean isSecretLooking(String value) {
        long letters = value.chars().filter(c -> c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z').count();
        long digits = value.chars().filter(c -> c >= '0' && c <= '9').count();
        return letters >= 2 && digits >= 2 && LONG_RUN.matcher(value).find();
    }

    private static String digits(String value) {
        StringBuilder digits = new StringBuilder(value.length());
        value.chars().filter(c -> c >= '0' && c <= '9').forEach(c -> digits.append((char) c));
        return digits.toString();
    }
}
