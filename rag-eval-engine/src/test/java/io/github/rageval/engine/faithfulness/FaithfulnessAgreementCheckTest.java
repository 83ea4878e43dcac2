package io.github.rageval.engine.faithfulness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.read.CommandLineNames;
import io.github.rageval.engine.settings.table.SettingWords;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The refusals of minJudgeAgreement for the faithfulness judge, word for word. */
class FaithfulnessAgreementCheckTest {
    /** scikit-learn 1.9.1: {@code cohen_kappa_score(people, judge)} is 0.47058823529411764. */
    private static final FaithfulnessAgreement AGREEMENT = agreement(new int[] {1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0},
            new int[] {1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 0, 0}, 1);

    /** The pairs of the labels given (1 faithful), named q1, q2, ... */
    static FaithfulnessAgreement agreement(int[] people, int[] judge, int unscored) {
        List<FaithfulnessAgreement.Pair> pairs = new ArrayList<>();
        for (int i = 0; i < people.length; i++) {
            pairs.add(new FaithfulnessAgreement.Pair("q" + (i + 1), people[i] == 1, judge[i] == 1));
        }
        return new FaithfulnessAgreement(pairs, unscored);
    }

    @Test
    void withoutAMinimumNothingIsRefusedAndAtTheMinimumTheGoalPasses() {
        assertThat(FaithfulnessAgreementCheck.NONE.refusal(AGREEMENT, "answers.jsonl", "m", SettingWords.PARAMETERS))
                .isEmpty();
        assertThat(FaithfulnessAgreementCheck.NONE.refusal(null, "answers.jsonl", "m", SettingWords.PARAMETERS))
                .isEmpty();
        assertThat(new FaithfulnessAgreementCheck(new BigDecimal("0.47")).refusal(AGREEMENT, "answers.jsonl", "m",
                SettingWords.PARAMETERS)).isEmpty();
    }

    @Test
    void anAgreementBelowTheMinimumIsRefusedNamingKappaPairsThresholdAndWhatToDo() {
        assertThat(new FaithfulnessAgreementCheck(new BigDecimal("0.6")).refusal(AGREEMENT,
                "src/test/rag/answers.jsonl", "qwen3:8b", SettingWords.PARAMETERS)).contains("rag-eval faithfulness"
                + " refused: ragas:qwen3:8b agrees with people at Cohen's kappa 0.47 on faithful or not (faithful: a"
                + " score of 1) over 12 labelled answers of src/test/rag/answers.jsonl, below minJudgeAgreement 0.6."
                + " It called faithful 2 of the 5 answers people labelled not faithful. Judge with a better model"
                + " (judgeModel), label more answers so that the agreement rests on more pairs, or lower"
                + " minJudgeAgreement if this agreement is enough for what the faithfulness gate is used for. The"
                + " judge's replies stay in judgeCache.");
        // Just below, in the command line's words.
        assertThat(new FaithfulnessAgreementCheck(new BigDecimal("0.4706")).refusal(AGREEMENT, "a", "m",
                CommandLineNames.words()).orElseThrow()).contains("at Cohen's kappa 0.47 on", "below"
                + " --min-judge-agreement 0.4706", "stay in --judge-cache.");
    }

    @Test
    void tooFewLabelsWithAMinimumIsAFailureNeverASilentPass() {
        FaithfulnessAgreementCheck check = new FaithfulnessAgreementCheck(new BigDecimal("0.6"));
        FaithfulnessAgreement few = agreement(new int[] {1, 0, 1}, new int[] {1, 0, 0}, 2);
        assertThat(check.refusal(few, "answers.jsonl", "m", SettingWords.PARAMETERS)).contains("rag-eval"
                + " faithfulness refused: minJudgeAgreement 0.6 asks how far ragas:m agrees with people, but"
                + " answers.jsonl gives 3 labelled answers the judge scored (2 faithful, 1 not; 2 more without a"
                + " score), and at least 10 are needed, people's labels both faithful and not faithful among them."
                + " Label more of the recorded answers (\"faithful\": true when every claim of the response is"
                + " supported by its retrieved_contexts, else false), or leave minJudgeAgreement unset to have the"
                + " agreement reported only. The judge's replies stay in judgeCache.");
        assertThat(check.refusal(null, "answers.jsonl", "m", SettingWords.PARAMETERS).orElseThrow())
                .contains("answers.jsonl gives 0 labelled answers the judge scored (0 faithful, 0 not), and at least");
        int[] faithful = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        assertThat(check.refusal(agreement(faithful, faithful, 0), "a", "m",
                SettingWords.PARAMETERS).orElseThrow()).contains("gives 12 labelled answers the judge scored (12"
                + " faithful, 0 not)");
    }
}
