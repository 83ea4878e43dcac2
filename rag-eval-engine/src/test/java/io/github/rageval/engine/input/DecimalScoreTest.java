package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Scores read from bytes are the doubles Double.parseDouble gives, to the bit, fast path or not. */
class DecimalScoreTest {
    private static double parse(String text) {
        byte[] bytes = ("x" + text + "y").getBytes(StandardCharsets.US_ASCII);
        return DecimalScore.parse(bytes, 1, bytes.length - 1);
    }

    private static void assertSameAsJava(String text) {
        assertThat(Double.doubleToRawLongBits(parse(text))).as(text)
                .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(text)));
    }

    @Test
    void everyFormOfTheGrammarReadsAsJavaReadsIt() {
        for (String text : new String[] {"0", "-0", "+0", "-0.0", "0e400", "5.", ".5", "+.5e3", "-1E-2", "007.50",
                "15.9632", "0.000000000000000000000001", "123456789012345", "1234567890123456789",
                "9007199254740993", "0.1", "1e22", "1e23", "4.9e-324", "2.2250738585072014E-308", "1.7976931348623157e308",
                "123.456e-5", "00000000000000000000000001.5"}) {
            assertSameAsJava(text);
        }
        assertThat(Double.isInfinite(parse("1e309"))).isTrue();
        assertThat(parse("1e-400")).isEqualTo(0.0);
    }

    @Test
    void randomDecimalsMatchToTheBit() {
        Random random = new Random(13);
        for (int i = 0; i < 200_000; i++) {
            double value = random.nextDouble() * Math.pow(10, random.nextInt(12) - 4);
            int places = random.nextInt(18);
            assertSameAsJava(String.format(Locale.ROOT, "%." + places + "f", value));
            assertSameAsJava(String.format(Locale.ROOT, "%." + places + "e", -value));
        }
    }

    @Test
    void textThatIsNotADecimalNumberIsNaN() {
        for (String text : new String[] {"", "+", "-", ".", "e5", "1e", "1e+", "1.2.3", "1d", "0x10", "NaN",
                "Infinity", "1 ", " 1", "1_000", "--1"}) {
            assertThat(parse(text)).as(text).isNaN();
        }
    }
}
