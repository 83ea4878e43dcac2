package io.github.rageval.engine.metrics.answers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The references' quirks, each shown on one small case (values computed with the reference code). */
class AnswerMetricsTest {
    @Test
    void emptyAnswersMatchExactlyButShareNoToken() {
        assertThat(SquadScores.exactMatch("", List.of(""))).isEqualTo(1.0);
        assertThat(SquadScores.f1("", List.of(""))).isEqualTo(0.0);
        assertThat(SquadScores.exactMatch("The", List.of("", "cat"))).as("the article normalises away").isEqualTo(1.0);
    }

    @Test
    void f1CountsEachTokenAsOftenAsBothSidesHaveIt() {
        assertThat(SquadScores.f1("cat cat dog", List.of("cat dog dog"))).isEqualTo(2.0 / 3);
        assertThat(SquadScores.f1("cat", List.of("dog", "the cat", "cat"))).as("the best reference").isEqualTo(1.0);
    }

    @Test
    void squadNormalisesAsPythonNotAsJava() {
        // Python's \b: a combining mark is no word character, so the article before it goes
        assertThat(SquadText.normalize("the\u0301 cat")).isEqualTo("\u0301 cat");
        // Python's str.split: U+001C and the no-break space separate words
        assertThat(SquadText.tokens("a\u001Cb the\u00A0end")).containsExactly("b", "end");
        // Python's str.lower: the final sigma, and İ to i + combining dot
        assertThat(SquadText.normalize("ΟΔΟΣ.")).isEqualTo("οδος");
        assertThat(SquadText.normalize("ΟΔΟΣ_ΟΔΟΣ'ΑΒ")).isEqualTo("οδοςοδοσαβ");
        assertThat("ΟΔΟΣ_ΟΔΟΣ'ΑΒ".toLowerCase(Locale.ROOT)).as("where Java's lowercasing differs")
                .isEqualTo("οδοσ_οδοσ'αβ");
        assertThat(SquadText.normalize("İ")).isEqualTo("i\u0307");
        assertThat(SquadText.normalize("theatre the_cat the1 A-B")).isEqualTo("theatre thecat the1 ab");
    }

    @Test
    void aScoreNeedsAReference() {
        assertThatThrownBy(() -> SquadScores.f1("x", List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SquadScores.exactMatch("x", List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RougeL.fMeasure(List.of(), "x", false)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rougeKeepsOnlyAsciiLettersAndDigits() {
        assertThat(RougeL.tokens("Café, naïve 東京 x2", false)).containsExactly("caf", "na", "ve", "x2");
        assertThat(RougeL.fMeasure("", "", false)).as("no tokens").isEqualTo(0.0);
    }

    @Test
    void rougeLIsTheLongestCommonSubsequencesFMeasure() {
        assertThat(RougeL.fMeasure("the cat sat", "the cat", false)).isEqualTo(0.8);
        assertThat(RougeL.fMeasure("runs", "running", false)).isEqualTo(0.0);
        assertThat(RougeL.fMeasure("runs", "running", true)).as("both stem to run").isEqualTo(1.0);
        assertThat(RougeL.fMeasure(List.of("a b c d", "x y"), "a b x y", false)).as("the best target")
                .isEqualTo(2.0 / 3);
    }

    @Test
    void knowledgeF1ScoresAgainstTheContextsJoined() {
        assertThat(KnowledgeF1.score("Paris, France", List.of("Paris is big", "France"))).isEqualTo(2.0 / 3);
        assertThat(KnowledgeF1.score("x", List.of())).isEqualTo(0.0);
        assertThat(KnowledgeF1.score("the", List.of("the"))).as("nothing left after the articles").isEqualTo(0.0);
    }

    @Test
    void parlaiTurnsMarksIntoSpacesWhereSquadDeletesThem() {
        assertThat(KnowledgeF1.score("don't", List.of("don t"))).isEqualTo(1.0);
        assertThat(SquadScores.f1("don't", List.of("don t"))).isEqualTo(0.0);
    }
}
