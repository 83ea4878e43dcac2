package io.github.rageval.engine.retriever.chunking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/**
 * The recursive chunker against outputs of the reference's own code (brandonstarxel/chunking_evaluation d451fc4,
 * chunking/recursive_token_chunker.py, run on these texts), with lengths in characters or in words.
 */
class RecursiveTokenChunkerTest {
    private static final String HARRISON = "Hi.\n\nI'm Harrison.\n\nHow? Are? You?\nOkay then f f f f.\nThis is a\n"
            + "weird text to write, but gotta test the splittingggg some how.\n\nBye!\n\n-H.";
    private static final String COUNTING = "One two three. Four five six seven eight? Nine ten!\n\n"
            + "Eleven twelve thirteen fourteen fifteen sixteen.";
    /** One token per whitespace-separated word, as a stand-in encoding's count. */
    private static final ToIntFunction<String> WORDS = text -> text.isBlank() ? 0 : text.strip().split("\\s+").length;

    private static RecursiveTokenChunker chunker(int size, int overlap, ToIntFunction<String> length,
            List<String> separators, boolean keep, boolean regex) {
        return new RecursiveTokenChunker(size, overlap, length, separators, keep, regex, message -> { });
    }

    @Test
    void langChainsOwnExampleWithItsSeparators() {
        // LangChain's test_iterative_text_splitter, which the reference's splitter is adapted from
        assertThat(chunker(10, 1, RecursiveTokenChunker.CHARACTERS, List.of("\n\n", "\n", " ", ""), true, false)
                .split(HARRISON)).containsExactly("Hi.", "I'm", "Harrison.", "How? Are?", "You?", "Okay then",
                "f f f f.", "This is a", "weird", "text to", "write,", "but gotta", "test the", "splitting", "gggg",
                "some how.", "Bye!", "-H.");
    }

    @Test
    void theReferencesSeparatorsCutAtSentenceMarksBeforeWords() {
        assertThat(RecursiveTokenChunker.characters(10, 1).split(HARRISON)).containsExactly("Hi.", "I'm",
                "Harrison", ".", "How? Are", "? You?", "Okay then", "f f f f", ".", "This is a", "weird", "text to",
                "write,", "but gotta", "test the", "splitting", "gggg", "some how", ".", "Bye!", "-H.");
    }

    @Test
    void tokenLengthsAndTheOverlapRule() {
        assertThat(chunker(4, 2, WORDS, RecursiveTokenChunker.DEFAULT_SEPARATORS, true, false).split(COUNTING))
                .containsExactly("One two three", ". Four five six", "five six seven eight", "? Nine ten!",
                        "Eleven twelve thirteen fourteen", "thirteen fourteen fifteen sixteen", ".");
    }

    @Test
    void withoutKeepingSeparatorsTheyAreDroppedAndJoinPieces() {
        assertThat(chunker(4, 0, WORDS, RecursiveTokenChunker.DEFAULT_SEPARATORS, false, false).split(COUNTING))
                .containsExactly("One two three", "Four five six seven", "eight", "Nine ten!",
                        "Eleven twelve thirteen fourteen", "fifteen sixteen");
    }

    @Test
    void charactersArePythonsCodePointsAndStripIsPythons() {
        // U+00A0 is whitespace to Python's strip, not to Java's; the emoji is one character
        assertThat(RecursiveTokenChunker.characters(3, 1).split("\u00a0ab\uD83D\uDE00cd\uD83D\uDE00ef\u00a0 gh"))
                .containsExactly("ab", "b\uD83D\uDE00c", "cd\uD83D\uDE00", "\uD83D\uDE00ef", "f", "gh");
    }

    @Test
    void regexSeparatorsKeptOrDropped() {
        List<String> separators = List.of("x+", "");
        assertThat(chunker(5, 0, RecursiveTokenChunker.CHARACTERS, separators, true, true).split("aaxbbbxxxcxxdddd"))
                .containsExactly("aa", "xbbb", "xxxc", "xxddd", "d");
        assertThat(chunker(5, 0, RecursiveTokenChunker.CHARACTERS, separators, false, true).split("aaxbbbxxxcxxdddd"))
                .containsExactly("aa", "bbb", "c", "dddd");
    }

    @Test
    void regexClassesAreUnicodesAndDroppedSeparatorsJoinAsWritten() {
        // Python's \s matches U+00A0 and U+3000 in text; the reference joins the pieces with the pattern's text
        assertThat(chunker(8, 0, RecursiveTokenChunker.CHARACTERS, List.of("\\s+", ""), false, true)
                .split("a\u00a0b\u3000c d")).containsExactly("a\\s+b", "c\\s+d");
    }

    @Test
    void aSeparatorGroupThatMatchesNothingFailsAsInTheReference() {
        RecursiveTokenChunker chunker = chunker(5, 0, RecursiveTokenChunker.CHARACTERS, List.of("(x)|(y)", ""),
                false, true);
        assertThatThrownBy(() -> chunker.split("aaxbbyc")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("(?:...)");
    }

    @Test
    void aRunningLengthOverTheSizeIsTheReferencesWarning() {
        List<String> warnings = new ArrayList<>();
        SplitMerger merger = new SplitMerger(5, 0, RecursiveTokenChunker.CHARACTERS, warnings::add);

        assertThat(merger.merge(List.of("abc", "defghijk", "lm"), "")).containsExactly("abc", "defghijk", "lm");
        assertThat(warnings).containsExactly("Created a chunk of size 8, which is longer than the specified 5");
    }

    @Test
    void theOverlapKeepsTheLastPiecesThatFit() {
        SplitMerger merger = new SplitMerger(6, 3, RecursiveTokenChunker.CHARACTERS, message -> { });
        assertThat(merger.merge(List.of("ab", "cd", "ef", "gh", "  ", "i"), " "))
                .containsExactly("ab cd", "cd ef", "ef gh", "gh", "i");
    }

    @Test
    void sizesAreChecked() {
        assertThatThrownBy(() -> RecursiveTokenChunker.characters(3, 4)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Got a larger chunk overlap (4) than chunk size (3), should be smaller.");
        assertThatThrownBy(() -> chunker(3, 0, RecursiveTokenChunker.CHARACTERS, List.of(), true, false))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
