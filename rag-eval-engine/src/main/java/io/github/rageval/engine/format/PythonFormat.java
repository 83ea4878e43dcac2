package io.github.rageval.engine.format;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;

/**
 * Prints values the way the specification's Python printed them, so the console report reads the same:
 * {@code repr()} of floats and strings, lists as {@code ['a', 'b']}, and {@code f"{x:.2f}"}.
 */
public final class PythonFormat {
    private PythonFormat() {
    }

    /** {@code f"{value:.2f}"}: Python rounds the exact binary value half-to-even, unlike {@code String.format}. */
    public static String twoDecimals(double value) {
        return decimals(value, 2);
    }

    /** {@code f"{value:.Nf}"} for N decimals. */
    public static String decimals(double value, int decimals) {
        return new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** {@code repr(value)} of a float: the shortest digits that read back as the same double. */
    public static String floatRepr(double value) {
        if (Double.isNaN(value)) {
            return "nan";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        if (value == 0) {
            return (1 / value < 0) ? "-0.0" : "0.0";
        }
        BigDecimal shortest = shortestRoundTrip(value);
        int exponent = shortest.precision() - shortest.scale() - 1;
        if (exponent >= -4 && exponent < 16) {
            String plain = shortest.toPlainString();
            return plain.contains(".") ? plain : plain + ".0";
        }
        BigDecimal unscaled = shortest.movePointLeft(exponent).stripTrailingZeros();
        String mantissa = unscaled.toPlainString();
        String sign = exponent < 0 ? "-" : "+";
        int magnitude = Math.abs(exponent);
        return mantissa + "e" + sign + (magnitude < 10 ? "0" : "") + magnitude;
    }

    private static BigDecimal shortestRoundTrip(double value) {
        BigDecimal exact = new BigDecimal(value);
        for (int digits = 1; digits <= 17; digits++) {
            BigDecimal candidate = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
            if (candidate.doubleValue() == value) {
                return candidate.stripTrailingZeros();
            }
        }
        return exact.round(new MathContext(17, RoundingMode.HALF_EVEN)).stripTrailingZeros();
    }

    /** {@code repr(text)}: single quotes unless the text holds a single quote and no double quote. */
    public static String stringRepr(String text) {
        char quote = text.indexOf('\'') >= 0 && text.indexOf('"') < 0 ? '"' : '\'';
        StringBuilder out = new StringBuilder(text.length() + 2).append(quote);
        text.codePoints().forEach(cp -> appendEscaped(out, cp, quote));
        return out.append(quote).toString();
    }

    private static void appendEscaped(StringBuilder out, int cp, char quote) {
        switch (cp) {
            case '\\' -> out.append("\\\\");
            case '\n' -> out.append("\\n");
            case '\r' -> out.append("\\r");
            case '\t' -> out.append("\\t");
            default -> {
                if (cp == quote) {
                    out.append('\\').append(quote);
                } else if (isPrintable(cp)) {
                    out.appendCodePoint(cp);
                } else if (cp < 0x100) {
                    out.append(String.format(java.util.Locale.ROOT, "\\x%02x", cp));
                } else if (cp < 0x10000) {
                    out.append(String.format(java.util.Locale.ROOT, "\\u%04x", cp));
                } else {
                    out.append(String.format(java.util.Locale.ROOT, "\\U%08x", cp));
                }
            }
        }
    }

    /** Python's {@code str.isprintable()}: everything but controls, format, separators other than space, etc. */
    private static boolean isPrintable(int cp) {
        if (cp == ' ') {
            return true;
        }
        return switch (Character.getType(cp)) {
            case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE,
                 Character.UNASSIGNED, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                 Character.SPACE_SEPARATOR -> false;
            default -> true;
        };
    }

    /** {@code repr(list_of_str)}. */
    public static String listRepr(List<String> items) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            out.append(stringRepr(items.get(i)));
        }
        return out.append(']').toString();
    }

    /** {@code repr(dict_of_str_to_int)}: {'doc-a': 2, 'doc-b': 1}. */
    public static String gradesRepr(Map<String, Integer> grades) {
        StringBuilder out = new StringBuilder("{");
        for (Map.Entry<String, Integer> entry : grades.entrySet()) {
            if (out.length() > 1) {
                out.append(", ");
            }
            out.append(stringRepr(entry.getKey())).append(": ").append(entry.getValue());
        }
        return out.append('}').toString();
    }
}
