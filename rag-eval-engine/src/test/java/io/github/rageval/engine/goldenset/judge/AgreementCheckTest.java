package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.read.CommandLineNames;
import io.github.rageval.engine.settings.table.SettingWords;
import java.math.BigDecimal;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The sample the judge is asked about first, and the refusals of minJudgeAgreement, word for word. */
class AgreementCheckTest {
    private static final int[] PEOPLE = {0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3};
    private static final int[] JUDGE = {0, 0, 1, 2, 0, 0, 1, 2, 0, 2, 3, 3};

    @Test
    void theSampleIsASeededDrawKeptInPoolOrderAndAllWhenThereAreFewer() {
        List<Integer> lines = IntStream.range(0, 50).boxed().toList();
        AgreementCheck check = new AgreementCheck(10, 1, null);
        List<Integer> drawn = check.draw(lines);
        assertThat(drawn).hasSize(10).isSorted().doesNotHaveDuplicates().isEqualTo(check.draw(lines));
        // The 10 smallest of java.util.Random(42)'s first 50 doubles, as its specification's generator (the 48-bit
        // LCG, nextDouble from 26 + 27 bits) gives them when written out in Python.
        assertThat(drawn).containsExactly(3, 7, 14, 16, 18, 24, 42, 45, 46, 47);
        assertThat(new AgreementCheck(100, 1, null).draw(lines)).isEqualTo(lines);
        assertThat(new AgreementCheck(0, 1, null).draw(lines)).isEmpty();
    }

    @Test
    void withoutAMinimumNothingIsRefusedAndAtTheMinimumTheJudgeGrades() {
        JudgeAgreement agreement = new JudgeAgreement(PEOPLE, JUDGE, 1, 12, 0);
        assertThat(new AgreementCheck(100, 1, null).refusal(agreement, "pool.jsonl", "m", SettingWords.PARAMETERS))
                .isEmpty();
        assertThat(new AgreementCheck(100, 1, null).refusal(null, "pool.jsonl", "m", SettingWords.PARAMETERS))
                .isEmpty();
        assertThat(new AgreementCheck(100, 1, new BigDecimal("0.5")).refusal(agreement, "pool.jsonl", "m",
                SettingWords.PARAMETERS)).isEmpty();
    }

    @Test
    void anAgreementBelowTheMinimumIsRefusedNamingKappaPairsThresholdAndWhatToDo() {
        JudgeAgreement agreement = new JudgeAgreement(PEOPLE, JUDGE, 1, 12, 0);
        assertThat(new AgreementCheck(100, 1, new BigDecimal("0.6")).refusal(agreement, "src/test/rag/pool.jsonl",
                "qwen3:8b", SettingWords.PARAMETERS)).contains("rag-eval judge refused: umbrela:qwen3:8b agrees with"
                + " people at Cohen's kappa 0.50 on relevant or not (grade 1 or more) over 12 human-graded pairs,"
                + " below minJudgeAgreement 0.6, so no machine grade was written to src/test/rag/pool.jsonl. It"
                + " called relevant 2 of the 6 pairs people graded not relevant. Judge with a better model"
                + " (judgeModel), grade more of the pool by hand so that the agreement rests on more pairs, or lower"
                + " minJudgeAgreement if this agreement is enough for what the machine grades are used for.");
        // Just below: as many decimals as it takes to show it.
        assertThat(new AgreementCheck(100, 1, new BigDecimal("0.5000001")).refusal(agreement, "p", "m",
                CommandLineNames.words()).orElseThrow()).contains("at Cohen's kappa 0.50 on", "below"
                + " --min-judge-agreement 0.5000001");
        assertThat(AgreementCheck.below(0.59996, new BigDecimal("0.6"))).isEqualTo("0.59996");
    }

    @Test
    void tooFewPairsWithAMinimumIsAFailureNeverASilentPass() {
        AgreementCheck check = new AgreementCheck(100, 1, new BigDecimal("0.6"));
        String tooFew = "rag-eval judge refused: minJudgeAgreement 0.6 asks how far umbrela:m agrees with people, but"
                + " pool.jsonl gives 3 human-graded pairs (2 relevant, 1 not), and at least 10 are needed, people's"
                + " grades both relevant (grade 1 or more) and not relevant among them; so no machine grade was"
                + " written. Grade more lines of the pool by hand (a grade with no judged_by) before judging, raise"
                + " judgeAgreementPairs if it holds fewer than the lines graded, or leave minJudgeAgreement unset to"
                + " grade with the agreement reported only.";
        assertThat(check.refusal(new JudgeAgreement(new int[] {0, 1, 1}, new int[] {0, 1, 0}, 1, 3, 0), "pool.jsonl",
                "m", SettingWords.PARAMETERS)).contains(tooFew);
        assertThat(check.refusal(null, "pool.jsonl", "m", SettingWords.PARAMETERS).orElseThrow())
                .contains("gives 0 human-graded pairs (0 relevant, 0 not)");
        int[] none = new int[12];
        assertThat(check.refusal(new JudgeAgreement(none, none, 1, 12, 0), "pool.jsonl", "m",
                SettingWords.PARAMETERS).orElseThrow()).contains("gives 12 human-graded pairs (0 relevant, 12 not)");
    }
}
