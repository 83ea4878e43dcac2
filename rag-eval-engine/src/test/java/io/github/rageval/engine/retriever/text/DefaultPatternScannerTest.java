package io.github.rageval.engine.retriever.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The hand-written scanner for the default token pattern against the regex path it replaces: the same word
 * characters on every code point, and the same tokens on random Unicode text.
 */
class DefaultPatternScannerTest {
    private static final int STRINGS_PER_SEED = 500;
    private static final long[] SEEDS = {1, 2, 3, 20261202, 0xC0FFEE, 987654321};

    /** Characters each of which breaks a naive scanner in some way; comments name the case. */
    private static final int[] TRICKY = {
        // Greek with final sigma contexts, and the sigma forms themselves
        'Σ', 'σ', 'ς', 'Ο', 'Δ', 'ά',
        // combining marks (Mn, Mc, Me): not \w in Python, so they split words
        0x0301, 0x0308, 0x0903, 0x20DD,
        // astral letters and digits: one code point, two chars
        0x1D400, 0x1D7CE, 0x10400, 0x20000, 0x1F600,
        // numbers that are not decimal digits: superscripts, fractions, Roman numerals, circled
        '²', '³', '½', 0x2160, 0x2460,
        // fullwidth letters and digits, CJK, Hangul, Arabic with a haraka, Devanagari
        0xFF21, 0xFF41, 0xFF11, '日', '本', '語', 0xAC00, 'ب', 0x064E, 'क', 0x093F,
        // underscore, letters with special lowercase mappings, modifier letters, titlecase
        '_', 'İ', 'ı', 'ß', 0x02B0, 0x01C5,
        // punctuation and symbols
        '-', '\'', 0x2019, '.', ',', '$', '€', 0x00AD, 0x200D, 0x200B,
        // whitespace, including the line and paragraph separators and no-break space
        ' ', '\t', '\n', 0x00A0, 0x2028, 0x2029, 0x3000,
        // unpaired surrogates
        0xD800, 0xDC00,
    };

    @Test
    void wordCharactersAreTheRegexPathsOnEveryCodePoint() {
        Pattern word = PythonRegex.compile("\\w");
        List<String> disagreements = new ArrayList<>();
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            boolean regex = word.matcher(new String(Character.toChars(cp))).matches();
            if (regex != DefaultPatternScanner.isWord(cp) && disagreements.size() < 10) {
                disagreements.add(String.format("U+%04X regex %s scanner %s", cp, regex, !regex));
            }
        }
        assertThat(disagreements).isEmpty();
    }

    @Test
    void examplesOfPythonsWordRuns() {
        Analyzer scanner = TfidfOptions.defaults().analyzer();

        assertThat(scanner.usesScanner()).isTrue();
        assertThat(scanner.tokens("x² 17β 日本語 𝐀𝐁 a𝐀 𝐀 e\u0301te a_b ΟΔΟΣ x-ray it's 1 ½½"))
                .containsExactly("x²", "17β", "日本語", "𝐀𝐁", "a𝐀", "te", "a_b", "οδος", "ray", "it", "½½");
    }

    @Test
    void otherPatternsKeepTheRegexPath() {
        assertThat(TfidfOptions.defaults().withTokenPattern("(?u)\\b\\w{4,}\\b").analyzer().usesScanner())
                .isFalse();
        // The same tokens written differently is still a custom pattern: only the exact default is scanned.
        assertThat(TfidfOptions.defaults().withTokenPattern("\\b\\w\\w+\\b").analyzer().usesScanner()).isFalse();
    }

    @TestFactory
    Stream<DynamicTest> sameTokensAsTheRegexOnRandomUnicodeText() {
        return IntStream.range(0, SEEDS.length).boxed().flatMap(i -> Stream.of(true, false).map(lowercase ->
                dynamicTest("seed " + SEEDS[i] + (lowercase ? ", lowercased" : ", case kept"),
                        () -> compareOnRandomStrings(SEEDS[i], lowercase))));
    }

    private static void compareOnRandomStrings(long seed, boolean lowercase) {
        TfidfOptions options = new TfidfOptions(TfidfOptions.DEFAULT_TOKEN_PATTERN, lowercase, false);
        Analyzer scanner = options.analyzer();
        Analyzer regex = Analyzer.withRegex(options.tokenPattern(), options.lowercase());
        Random random = new Random(seed);
        for (int n = 0; n < STRINGS_PER_SEED; n++) {
            String text = randomText(random);
            assertThat(scanner.tokens(text)).as("seed %d string %d: %s", seed, n, codePoints(text))
                    .isEqualTo(regex.tokens(text));
        }
    }

    @Test
    void pythonWordsAreTheRegexsWordRunsOnRandomUnicodeText() {
        java.util.regex.Pattern word = PythonRegex.compile("(?u)\\w+");
        for (long seed : SEEDS) {
            Random random = new Random(seed);
            for (int n = 0; n < STRINGS_PER_SEED; n++) {
                String text = randomText(random);
                java.util.Set<String> expected = new java.util.LinkedHashSet<>();
                java.util.regex.Matcher matcher = word.matcher(text);
                while (matcher.find()) {
                    expected.add(matcher.group());
                }
                assertThat(PythonWords.distinct(text)).as("seed %d string %d: %s", seed, n, codePoints(text))
                        .containsExactlyElementsOf(expected);
            }
        }
    }

    /** Runs of ASCII letters and digits mixed with tricky characters and any code point at all. */
    private static String randomText(Random random) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(40);
        for (int i = 0; i < length; i++) {
            int pick = random.nextInt(10);
            if (pick < 4) {
                int run = 1 + random.nextInt(4);
                for (int j = 0; j < run; j++) {
                    text.append("aZ9_bY0 ".charAt(random.nextInt(8)));
                }
            } else if (pick < 8) {
                text.appendCodePoint(TRICKY[random.nextInt(TRICKY.length)]);
            } else if (pick < 9) {
                text.appendCodePoint(random.nextInt(0x10000));
            } else {
                text.appendCodePoint(random.nextInt(Character.MAX_CODE_POINT + 1));
            }
        }
        return text.toString();
    }

    private static String codePoints(String text) {
        StringBuilder out = new StringBuilder();
        text.chars().forEach(c -> out.append(String.format("\\u%04X", c)));
        return out.toString();
    }
}
