package io.github.rageval.engine.faithfulness;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Whether a JSON value is an {@code int} to pydantic 2 in its lax mode, which ragas' {@code verdict: int} field
 * validates in, and whether that int is true to Python (not 0), all that {@code _compute_score} asks of a verdict:
 * an integer; {@code true} or {@code false}; a float with no fraction that fits 64 bits ({@code 1.0}, not
 * {@code 0.5}, not {@code 1e30}); a string holding an integer after pydantic-core trims it (Rust's whitespace),
 * with an optional sign, Python's underscores between digits, and any fraction of zeros only ({@code " 1 "},
 * {@code "+1"}, {@code "1_0"}, {@code "1.00"}; not {@code "1."}, {@code "1e3"}, {@code "0x1"}). Held to pydantic's own
 * validation by the parity test.
 */
final class PydanticInt {
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9](_?[0-9])*(\\.0+)?");
    private static final double TWO_TO_63 = 9.223372036854775807E18;

    private PydanticInt() {
    }

    /** The int's truth: empty when pydantic would refuse the value as an int. */
    static Optional<Boolean> truth(JsonNode value) {
        if (value.isBoolean()) {
            return Optional.of(value.booleanValue());
        }
        if (value.isIntegralNumber()) {
            return Optional.of(value.bigIntegerValue().signum() != 0);
        }
        if (value.isFloatingPointNumber()) {
            double number = value.doubleValue();
            if (Double.isFinite(number) && number == Math.rint(number) && Math.abs(number) < TWO_TO_63) {
                return Optional.of(number != 0);
            }
            return Optional.empty();
        }
        if (value.isTextual()) {
            String text = RustTrim.trim(value.textValue());
            if (!INTEGER.matcher(text).matches()) {
                return Optional.empty();
            }
            int point = text.indexOf('.');
            String whole = (point < 0 ? text : text.substring(0, point)).replace("_", "");
            return Optional.of(new BigInteger(whole).signum() != 0);
        }
        return Optional.empty();
    }
}
