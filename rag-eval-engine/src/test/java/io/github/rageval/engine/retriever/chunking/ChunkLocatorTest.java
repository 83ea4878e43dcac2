package io.github.rageval.engine.retriever.chunking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.retriever.chunking.ChunkLocation.Step;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ChunkLocatorTest {
    private static final String STORY = "The cat sat. The cat sat on the mat! Dogs bark?\nBirds sing.";

    private static ChunkLocation at(Step step, int start, int end) {
        return new ChunkLocation(step, start, end, -1);
    }

    @Test
    void theFirstOccurrenceAndATrailingPeriodDropped() {
        ChunkLocator locator = ChunkLocator.of(STORY);

        assertThat(locator.locate("The cat sat")).isEqualTo(at(Step.EXACT, 0, 11));
        assertThat(locator.locate("cat sat on the mat.")).isEqualTo(at(Step.EXACT, 17, 35));
        assertThat(locator.locate("Birds sing.")).as("the period is in the document, but dropped")
                .isEqualTo(at(Step.EXACT, 48, 58));
        assertThat(locator.locate("")).isEqualTo(at(Step.EXACT, 0, 0));
    }

    @Test
    void whitespaceAndCaseAsPythonsRegularExpressionsSeeThem() {
        ChunkLocator locator = ChunkLocator.of("alpha\u2028beta\u001Fgamma Stra\u00DFe");

        assertThat(locator.locate("ALPHA beta")).isEqualTo(at(Step.WHITESPACE_AND_CASE, 0, 10));
        assertThat(locator.locate("beta gamma")).as("U+001F is whitespace to Python")
                .isEqualTo(at(Step.WHITESPACE_AND_CASE, 6, 16));
        assertThat(locator.locate("alphabeta")).as("whitespace in the document, none in the target").isNotNull()
                .extracting(ChunkLocation::step).isEqualTo(Step.NOT_FOUND);
        assertThat(locator.locate("alpha\u001Cbeta")).isEqualTo(at(Step.WHITESPACE_AND_CASE, 0, 10));
        assertThat(locator.locate("STRA\u1E9EE")).as("Python folds capital sharp s to sharp s")
                .isEqualTo(at(Step.WHITESPACE_AND_CASE, 17, 23));
        assertThat(ChunkLocator.of("catsat").locate("cat sat")).as("no whitespace between the words is fine")
                .isEqualTo(at(Step.WHITESPACE_AND_CASE, 0, 6));
    }

    @Test
    void theFuzzyStepGivesTheBestSentencesFirstOccurrence() {
        assertThat(ChunkLocator.of(STORY).locate("sat cat the!")).as("the first best sentence, not the chunk")
                .isEqualTo(new ChunkLocation(Step.FUZZY, 0, 11, 100));
        assertThat(ChunkLocator.of("Concatenate here. cat\nEnd").locate("Cat!"))
                .as("the sentence 'cat' occurs earlier, inside a word").isEqualTo(new ChunkLocation(Step.FUZZY, 3, 6,
                        100));
        assertThat(ChunkLocator.of("First\n\nSecond").locate("\u2014")).as("nothing left of the chunk, an empty"
                + " sentence: equal, 100").isEqualTo(new ChunkLocation(Step.FUZZY, 0, 0, 100));
        assertThat(ChunkLocator.of(STORY).locate("Totally unrelated words")).isEqualTo(ChunkLocation.notFound(36));
    }

    @Test
    void aTieGoesToTheEarlierSentenceThoughALongerOneIsComparedFirst() {
        // 2 * 5 / 15 and 2 * 6 / 18 both round to 67; the longer sentence may score up to 89, so it is tried first.
        assertThat(new BestSentence(List.of("abcde", "abcdefzz")).of("abcdefghij")).containsExactly(0, 67);
        assertThat(new BestSentence(List.of("abcdefzz", "abcde")).of("abcdefghij")).containsExactly(0, 67);
        assertThat(new BestSentence(List.of("zz", "abcdefzz", "abcdefghi.")).of("ABCDEFGHIJ")).containsExactly(2, 95);
    }

    @Test
    void rangesCountCodePoints() {
        ChunkLocator locator = ChunkLocator.of("\uD83D\uDE42 Smile here. \uD83D\uDE42 smile again");

        assertThat(locator.locate("Smile here")).isEqualTo(at(Step.EXACT, 2, 12));
        assertThat(locator.locate("SMILE AGAIN")).isEqualTo(at(Step.WHITESPACE_AND_CASE, 16, 27));
        assertThat(locator.locate("Smile here").span("faq")).isEqualTo(new CharSpan("faq", 2, 12));
    }

    @Test
    void fuzzyScoresAreLevenshteinRatiosRoundedHalfToEven() {
        assertThat(TokenSortRatio.rounded(39, 40, 40)).as("97.5").isEqualTo(98);
        assertThat(TokenSortRatio.rounded(197, 200, 200)).as("98.5").isEqualTo(98);
        assertThat(TokenSortRatio.rounded(1, 3, 1)).as("50").isEqualTo(50);
        assertThat(TokenSortRatio.prepareChoice("Caf\u00E9, AU lait \u0141\u00F3d\u017A"))
                .isEqualTo("au caf lait \u0142d\u017A".codePoints().toArray());
        assertThat(TokenSortRatio.prepareQuery("hello\u00A0world")).as("the query's no-break space separates")
                .isEqualTo("hello world".codePoints().toArray());
        assertThat(TokenSortRatio.prepareChoice("hello\u00A0world")).isEqualTo("helloworld".codePoints().toArray());
    }

    @Test
    void theBitParallelCommonSubsequenceEqualsTheTableOnLongTexts() {
        Random random = new Random(7);
        for (int round = 0; round < 200; round++) {
            int[] a = random.ints(random.nextInt(1, 300), 'a', 'e').toArray();
            int[] b = random.ints(random.nextInt(1, 300), 'a', 'e').toArray();
            assertThat(IndelLcs.of(a).length(b)).isEqualTo(table(a, b));
        }
    }

    private static int table(int[] a, int[] b) {
        int[][] lcs = new int[a.length + 1][b.length + 1];
        for (int i = 1; i <= a.length; i++) {
            for (int j = 1; j <= b.length; j++) {
                lcs[i][j] = a[i - 1] == b[j - 1] ? lcs[i - 1][j - 1] + 1 : Math.max(lcs[i - 1][j], lcs[i][j - 1]);
            }
        }
        return lcs[a.length][b.length];
    }

    @Test
    void aChunkersTextsAreLocatedEachOnItsOwnAndThoseNotFoundListed() {
        LocatedChunks located = LocatedChunks.locate("story", STORY, List.of("The cat sat.", "Zebras fly",
                "dogs  BARK", "The cat sat"));

        assertThat(located.notFound()).containsExactly(1);
        assertThat(located.spans()).containsExactly(new CharSpan("story", 0, 11), new CharSpan("story", 37, 46),
                new CharSpan("story", 0, 11));
        assertThatThrownBy(() -> located.locations().get(1).span("story")).isInstanceOf(IllegalStateException.class);
    }
}
