package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.stats.CohensKappa;
import org.junit.jupiter.api.Test;

/**
 * The judge's agreement with people as UMBRELA reports it: both kappas, the confusion matrix people x judge, and how
 * often the judge called relevant what people did not. The expected numbers are scikit-learn's (1.9.1):
 * {@code cohen_kappa_score(PEOPLE, JUDGE)} is 0.3999999999999999, binarised at 1 it is 0.5, and
 * {@code confusion_matrix(PEOPLE, JUDGE)} is the matrix below.
 */
class JudgeAgreementTest {
    private static final int[] PEOPLE = {0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3};
    private static final int[] JUDGE = {0, 0, 1, 2, 0, 0, 1, 2, 0, 2, 3, 3};

    @Test
    void theKappasTheMatrixAndTheFalseRelevantAreSklearnsAndUmbrelasNumbers() {
        JudgeAgreement agreement = new JudgeAgreement(PEOPLE, JUDGE, 1, 12, 0);
        assertThat(agreement.pairs()).isEqualTo(12);
        assertThat(agreement.gradedKappa()).isEqualTo(0.3999999999999999);
        assertThat(agreement.kappa()).isEqualTo(0.5);
        assertThat(agreement.labels()).containsExactly(0, 1, 2, 3);
        assertThat(agreement.confusion()).isDeepEqualTo(new int[][] {{4, 1, 1, 0}, {1, 1, 1, 0}, {0, 0, 1, 1},
                {0, 0, 0, 1}});
        assertThat(agreement.peopleRelevant()).isEqualTo(6);
        assertThat(agreement.falseRelevant()).isEqualTo(2);
        assertThat(agreement.falseRelevantShare()).isEqualTo(2.0 / 6);
        assertThat(agreement.measurable()).isTrue();
        // At UMBRELA's own level, grade 2 (common_utils.py: 1 if int(x) > 1 else 0).
        JudgeAgreement atTwo = new JudgeAgreement(PEOPLE, JUDGE, 2, 12, 0);
        assertThat(atTwo.kappa()).isEqualTo(CohensKappa.of(PEOPLE, JUDGE).binarised(2).kappa());
        assertThat(atTwo.falseRelevant()).isEqualTo(2);
        assertThat(atTwo.falseRelevantShare()).isEqualTo(2.0 / 9);
    }

    @Test
    void theConsoleLineGivesEveryNumberAndTheSampleWhenThereIsOne() {
        assertThat(new JudgeAgreement(PEOPLE, JUDGE, 1, 12, 0).line("qwen3:8b", 42)).isEqualTo("Judge agreement:"
                + " umbrela:qwen3:8b against people on 12 human-graded pairs: Cohen's kappa 0.50 on relevant or not"
                + " (grade 1 or more), 0.40 on the grades; relevant where people said not 2 times (33% of 6); people x"
                + " judge, grades 0 1 2 3: 0: 4 1 1 0 | 1: 1 1 1 0 | 2: 0 0 1 1 | 3: 0 0 0 1.");
        assertThat(new JudgeAgreement(PEOPLE, JUDGE, 1, 40, 1).line("m", 42)).isEqualTo("Judge agreement:"
                + " umbrela:m against people on 12 human-graded pairs (a sample of 13 of the 40 lines a person graded,"
                + " seed 42): Cohen's kappa 0.50 on relevant or not (grade 1 or more), 0.40 on the grades; relevant"
                + " where people said not 2 times (33% of 6); people x judge, grades 0 1 2 3: 0: 4 1 1 0 | 1: 1 1 1 0"
                + " | 2: 0 0 1 1 | 3: 0 0 0 1; 1 answer unreadable (left out).");
    }

    @Test
    void tooFewPairsOrOneSideOfRelevanceOnlyCannotBeMeasuredAndSaySo() {
        JudgeAgreement few = new JudgeAgreement(new int[] {0, 1, 1}, new int[] {0, 1, 0}, 1, 3, 0);
        assertThat(few.measurable()).isFalse();
        assertThat(few.line("m", 42)).endsWith("; people x judge, grades 0 1: 0: 1 0 | 1: 1 1. Too few to measure"
                + " agreement: 10 pairs are needed, people's grades both relevant and not relevant among them.");
        int[] none = new int[12];
        JudgeAgreement allNotRelevant = new JudgeAgreement(none, none, 1, 12, 0);
        assertThat(allNotRelevant.measurable()).isFalse();
        assertThat(allNotRelevant.kappa()).isNaN();
        assertThat(allNotRelevant.falseRelevantShare()).isZero();
        assertThat(allNotRelevant.line("m", 42)).contains("Cohen's kappa undefined on relevant or not");
        assertThat(new JudgeAgreement(new int[0], new int[0], 1, 2, 2).line("m", 42)).isEqualTo("Judge agreement:"
                + " umbrela:m against people on 0 human-graded pairs: nothing to compare (2 answers unreadable).");
    }
}
