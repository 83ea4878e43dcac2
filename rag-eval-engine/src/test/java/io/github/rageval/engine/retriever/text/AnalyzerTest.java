package io.github.rageval.engine.retriever.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import org.junit.jupiter.api.Test;

class AnalyzerTest {

    @Test
    void lowercasesLikePythonIncludingTheFinalSigma() {
        Analyzer analyzer = TfidfOptions.defaults().analyzer();

        assertThat(analyzer.tokens("ΟΔΟΣ Reset PASSWORD")).containsExactly("οδος", "reset", "password");
    }

    @Test
    void finalSigmaFollowsUnicodesRuleAsPythonDoesNotJavasWordBoundaries() {
        Analyzer analyzer = TfidfOptions.defaults().withTokenPattern("\\S+").analyzer();

        // Python 3.11: 'ΟΔΟΣ_ΟΔΟΣ\'ΑΒ Σ ΑΣ. İ'.lower() == "οδος_οδοσ'αβ σ ας. i̇"
        assertThat(analyzer.tokens("ΟΔΟΣ_ΟΔΟΣ'ΑΒ Σ ΑΣ. İ"))
                .containsExactly("οδος_οδοσ'αβ", "σ", "ας.", "i\u0307");
    }

    @Test
    void keepsCaseWhenLowercasingIsOff() {
        Analyzer analyzer = new TfidfOptions(TfidfOptions.DEFAULT_TOKEN_PATTERN, false, false).analyzer();

        assertThat(analyzer.tokens("Reset PASSWORD")).containsExactly("Reset", "PASSWORD");
    }

    @Test
    void oneCapturingGroupGivesTheGroupsText() {
        Analyzer analyzer = TfidfOptions.defaults().withTokenPattern("(\\w+)-\\d").analyzer();

        assertThat(analyzer.tokens("v-1 beta-2 x")).containsExactly("v", "beta");
    }

    @Test
    void anUnmatchedGroupGivesTheEmptyTokenAsFindallDoes() {
        Analyzer analyzer = TfidfOptions.defaults().withTokenPattern("(a)?b").analyzer();

        assertThat(analyzer.tokens("ab b")).containsExactly("a", "");
    }

    @Test
    void moreThanOneCapturingGroupIsRejectedAsScikitLearnDoes() {
        assertThatThrownBy(() -> TfidfOptions.defaults().withTokenPattern("(\\w)(\\w)").analyzer())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has 2 capturing groups")
                .hasMessageContaining("(?:...)");
    }

    @Test
    void anInvalidPatternNamesThePattern() {
        assertThatThrownBy(() -> TfidfOptions.defaults().withTokenPattern("(?u)\\b(\\w+").analyzer())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("token pattern '(?u)\\b(\\w+' is not a valid regular expression");
    }
}
