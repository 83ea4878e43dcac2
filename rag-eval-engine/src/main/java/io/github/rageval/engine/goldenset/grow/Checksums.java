package io.github.rageval.engine.goldenset.grow;

import java.math.BigInteger;
import java.util.Locale;

/**
 * The check digits that tell a payment card number or an IBAN from any long number: the Luhn check (ISO/IEC 7812)
 * and ISO 13616's mod-97 check.
 */
final class Checksums {
    private static final BigInteger NINETY_SEVEN = BigInteger.valueOf(97);

    private Checksums() {
    }

    /** Whether the digits pass the Luhn check: every second digit from the right doubled, the sum a multiple of 10. */
    static boolean luhn(String digits) {
        int sum = 0;
        boolean doubled = false;
        for (int i = digits.length() - 1; i >= 0; i--) {
            int digit = digits.charAt(i) - '0';
            if (doubled) {
                digit *= 2;
                if (digit > 9) {
                    digit -= 9;
                }
            }
            sum += digit;
            doubled = !doubled;
        }
        return sum % 10 == 0;
    }

    /**
     * How many characters of the text, from its start, are an IBAN: the whole text, or the text without its last
     * groups (separated by a space or hyphen), the longest that passes; -1 when none does.
     */
    static int ibanPrefix(String text) {
        int end = text.length();
        while (end > 0) {
            if (isIban(text.substring(0, end))) {
                return end;
            }
            int cut = Math.max(text.lastIndexOf(' ', end - 1), text.lastIndexOf('-', end - 1));
            end = cut;
        }
        return -1;
    }

    /** Whether the text, spaces and hyphens aside, is 15 to 34 letters or digits that pass the mod-97 check. */
    static boolean isIban(String text) {
        String compact = text.replace(" ", "").replace("-", "").toUpperCase(Locale.ROOT);
        if (compact.length() < 15 || compact.length() > 34) {
            return false;
        }
        String rearranged = compact.substring(4) + compact.substring(0, 4);
        StringBuilder number = new StringBuilder(rearranged.length() * 2);
        for (char c : rearranged.toCharArray()) {
            if (c >= '0' && c <= '9') {
                number.append(c);
            } else if (c >= 'A' && c <= 'Z') {
                number.append(c - 'A' + 10);
            } else {
                return false;
            }
        }
        return new BigInteger(number.toString()).mod(NINETY_SEVEN).intValue() == 1;
    }
}
