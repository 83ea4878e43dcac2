package io.github.rageval.engine.retriever.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each expected list is what Python 3.11's {@code re.findall(pattern, text)} printed for the same pattern and
 * text (run with Debian's python3, the interpreter scikit-learn was measured with).
 */
class PythonRegexTest {

    static Stream<Arguments> pythonFindall() {
        return Stream.of(
                Arguments.of("(?u)\\b\\w\\w+\\b",
                        "café naïve e\u0301t\u00e9 x² ½ ①② Ⅻ ΟΔΟΣ_ab 17β μg don't a_b c-d 日本語 \u0661\u0662 fooⅫ",
                        List.of("café", "naïve", "té", "x²", "①②", "ΟΔΟΣ_ab", "17β", "μg", "don", "a_b", "日本語",
                                "\u0661\u0662", "fooⅫ")),
                Arguments.of("(?u)\\b\\w{4,}\\b", "2fa sso api setup account logging",
                        List.of("setup", "account", "logging")),
                Arguments.of("(?u)\\b(\\w+)'s\\b", "john's book, mary's cat; it's", List.of("john", "mary", "it")),
                Arguments.of("[\\w-]+", "state-of-the-art x_y ok!", List.of("state-of-the-art", "x_y", "ok")),
                Arguments.of("\\d+", "abc 123 \u0661\u0662\u0663 ² ½", List.of("123", "\u0661\u0662\u0663")),
                Arguments.of("\\S+", "a\u001cb c\u00a0d e\u2028f", List.of("a", "b", "c", "d", "e", "f")),
                Arguments.of("(?P<w>\\w+)", "named groups", List.of("named", "groups")),
                Arguments.of("a{,2}b", "aaab ab b", List.of("aab", "ab", "b")),
                Arguments.of("x{y", "x{y", List.of("x{y")),
                Arguments.of("[^\\W\\d]+", "abc123def_", List.of("abc", "def_")),
                Arguments.of("(?a)\\b\\w\\w+\\b", "café naïve", List.of("caf", "na", "ve")),
                Arguments.of("\\B\\w+", "hello world", List.of("ello", "orld")),
                Arguments.of(".+", "a\rb\nc", List.of("a\rb", "c")),
                Arguments.of("[]a]+", "]a]b", List.of("]a]")),
                Arguments.of("(?#comment)\\w+", "x yy", List.of("x", "yy")),
                Arguments.of("(?u)\\b\\w\\w+\\b", "x \uD801\uDC28\uD801\uDC29\uD801\uDC2A \uD835\uDC00\uD835\uDC01 ab",
                        List.of("\uD801\uDC28\uD801\uDC29\uD801\uDC2A", "\uD835\uDC00\uD835\uDC01", "ab")),
                Arguments.of("(?<=\\w)\\w", "\uD835\uDC00\uD835\uDC01", List.of("\uD835\uDC01")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pythonFindall")
    void matchesWhatPythonFindsAll(String pattern, String text, List<String> expected) {
        assertThat(findall(PythonRegex.compile(pattern), text)).containsExactlyElementsOf(expected);
    }

    @Test
    void rejectsAnUnterminatedClassWithPythonsWording() {
        assertThatThrownBy(() -> PythonRegex.compile("[abc"))
                .isInstanceOf(PatternSyntaxException.class)
                .hasMessageContaining("unterminated character set");
    }

    @Test
    void rejectsTheLocaleFlagAsPythonDoesForStrPatterns() {
        assertThatThrownBy(() -> PythonRegex.compile("(?L)\\w+"))
                .isInstanceOf(PatternSyntaxException.class)
                .hasMessageContaining("'L' flag");
    }

    private static List<String> findall(Pattern pattern, String text) {
        List<String> found = new ArrayList<>();
        Matcher matcher = pattern.matcher(text);
        boolean group = matcher.groupCount() == 1;
        while (matcher.find()) {
            found.add(group ? matcher.group(1) : matcher.group());
        }
        return found;
    }
}
