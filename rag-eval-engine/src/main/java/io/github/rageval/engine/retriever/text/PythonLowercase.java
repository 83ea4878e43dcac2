package io.github.rageval.engine.retriever.text;

import java.util.Locale;

/**
 * Python's {@code str.lower()}, which scikit-learn applies before tokenizing and the SQuAD and ROUGE scripts before
 * normalising an answer. Java's {@code toLowerCase(Locale.ROOT)} agrees except on the Greek final sigma: Python
 * applies Unicode's Final_Sigma rule (a cased letter before, skipping case-ignorables such as {@code '} and
 * {@code .}, and none after), Java looks for word boundaries instead, so {@code ΟΔΟΣ_ΟΔΟΣ'ΑΒ} lowers to
 * {@code οδος_οδοσ'αβ} in Python but {@code οδοσ_οδοσ'αβ} in Java. So: Unicode's simple lowercase mapping per code
 * point, the one unconditional multi-character mapping ({@code İ} to {@code i̇}), and Final_Sigma exactly as CPython
 * computes it.
 *
 * <p>Text without a capital sigma takes Java's own {@code toLowerCase(Locale.ROOT)}, which is that same mapping
 * (its only other special case is {@code İ}, mapped alike) and several times faster than going code point by
 * code point; {@code PythonLowercaseTest} checks the two agree on every code point.
 */
public final class PythonLowercase {
    private static final int CAPITAL_SIGMA = 0x03A3;
    private static final int CAPITAL_I_WITH_DOT = 0x0130;

    private PythonLowercase() {
    }

    /** {@code text.lower()} as Python 3 computes it. */
    public static String lower(String text) {
        if (text.indexOf(CAPITAL_SIGMA) < 0) {
            return text.toLowerCase(Locale.ROOT);
        }
        return lowerCodePointByCodePoint(text);
    }

    /** The mapping spelled out, Final_Sigma included; also the fast path's test oracle. */
    static String lowerCodePointByCodePoint(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            if (cp == CAPITAL_SIGMA) {
                out.appendCodePoint(isFinalSigma(text, i) ? 0x03C2 : 0x03C3);
            } else if (cp == CAPITAL_I_WITH_DOT) {
                out.append("i\u0307");
            } else {
                out.appendCodePoint(Character.toLowerCase(cp));
            }
            i += Character.charCount(cp);
        }
        return out.toString();
    }

    /** CPython's handle_capital_sigma: \p{cased} \p{case-ignorable}* Σ !(\p{case-ignorable}* \p{cased}). */
    private static boolean isFinalSigma(String text, int at) {
        int j = at;
        int before = -1;
        while (j > 0) {
            int cp = text.codePointBefore(j);
            j -= Character.charCount(cp);
            if (!isCaseIgnorable(cp)) {
                before = cp;
                break;
            }
        }
        if (before < 0 || !isCased(before)) {
            return false;
        }
        for (int k = at + 1; k < text.length(); ) {
            int cp = text.codePointAt(k);
            if (!isCaseIgnorable(cp)) {
                return !isCased(cp);
            }
            k += Character.charCount(cp);
        }
        return true;
    }

    /** Unicode's Cased property: Lowercase, Uppercase or titlecase letter. */
    static boolean isCased(int cp) {
        return Character.isLowerCase(cp) || Character.isUpperCase(cp) || Character.isTitleCase(cp);
    }

    /** Unicode's Case_Ignorable: Word_Break MidLetter, MidNumLet or Single_Quote, or category Mn, Me, Cf, Lm, Sk. */
    static boolean isCaseIgnorable(int cp) {
        switch (cp) {
            case 0x0027, 0x002E, 0x003A, 0x00B7, 0x0387, 0x055F, 0x05F4, 0x2018, 0x2019, 0x2024, 0x2027, 0xFE13,
                 0xFE52, 0xFE55, 0xFF07, 0xFF0E, 0xFF1A:
                return true;
            default:
                break;
        }
        return switch (Character.getType(cp)) {
            case Character.NON_SPACING_MARK, Character.ENCLOSING_MARK, Character.FORMAT, Character.MODIFIER_LETTER,
                 Character.MODIFIER_SYMBOL -> true;
            default -> false;
        };
    }
}
