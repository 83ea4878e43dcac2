package io.github.rageval.engine.goldenset.grow;

/**
 * The kinds of personal data redacted from logged queries, in the order the console lists their counts;
 * {@link PersonalData} says how each is recognised and in which order they are looked for.
 */
public enum PersonalKind {
    EMAIL("email", "e-mail address", "e-mail addresses"),
    SECRET("secret", "secret-looking token", "secret-looking tokens"),
    NATIONAL_ID("id", "national id number", "national id numbers"),
    IBAN("iban", "IBAN", "IBANs"),
    CARD("card", "payment card number", "payment card numbers"),
    IP("ip", "IP address", "IP addresses"),
    PHONE("phone", "phone number", "phone numbers");

    private final String placeholder;
    private final String one;
    private final String many;

    PersonalKind(String tag, String one, String many) {
        this.placeholder = "<" + tag + ">";
        this.one = one;
        this.many = many;
    }

    /** What replaces a value of this kind in the query: {@code <email>}. */
    public String placeholder() {
        return placeholder;
    }

    /** {@code 3 e-mail addresses}, {@code 1 IBAN}. */
    public String count(long count) {
        return count + " " + (count == 1 ? one : many);
    }
}
