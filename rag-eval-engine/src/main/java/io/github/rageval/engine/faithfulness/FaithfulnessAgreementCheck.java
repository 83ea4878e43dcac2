package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.goldenset.judge.AgreementCheck;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * The least agreement with people the faithfulness judge must reach ({@code minJudgeAgreement}, the judge goal's
 * setting, read by this goal too): below it, or when it cannot be measured, the goal fails as a gate fails, since a
 * faithfulness gate over a judge that disagrees with people gates on the judge's taste. The replies are kept in the
 * cache all the same: they are the model's answers, and a better-labelled rerun reads them again.
 *
 * @param minimum the least Cohen's kappa on faithful or not; null: the agreement is reported only
 */
public record FaithfulnessAgreementCheck(BigDecimal minimum) {
    /** No agreement asked for. */
    public static final FaithfulnessAgreementCheck NONE = new FaithfulnessAgreementCheck(null);

    /**
     * Why the goal fails, when {@link #minimum} is set and the agreement is below it or cannot be measured: a gate
     * that cannot tell is never a silent pass.
     *
     * @param agreement the agreement measured, null when no recorded answer carries a person's label
     * @param answersLabel the recorded answers as the console names them
     * @param model the judge's model
     * @param words how the advice names the settings
     * @return the failure's paragraph, or empty when the goal passes
     */
    public Optional<String> refusal(FaithfulnessAgreement agreement, String answersLabel, String model,
                                    SettingWords words) {
        if (minimum == null) {
            return Optional.empty();
        }
        String min = words.name(GoalSettings.MIN_JUDGE_AGREEMENT);
        String judge = "ragas:" + model;
        String kept = " The judge's replies stay in " + words.name(GoalSettings.JUDGE_CACHE) + ".";
        if (agreement == null || !agreement.measurable()) {
            int pairs = agreement == null ? 0 : agreement.pairs();
            int faithful = agreement == null ? 0 : agreement.peopleFaithful();
            int unscored = agreement == null ? 0 : agreement.unscored();
            return Optional.of("rag-eval faithfulness refused: " + min + " " + minimum.toPlainString() + " asks how"
                    + " far " + judge + " agrees with people, but " + answersLabel + " gives " + pairs + " labelled"
                    + (pairs == 1 ? " answer" : " answers") + " the judge scored (" + faithful + " faithful, "
                    + (pairs - faithful) + " not" + (unscored > 0 ? "; " + unscored + " more without a score" : "")
                    + "), and at least " + FaithfulnessAgreement.MIN_PAIRS + " are needed, people's labels both"
                    + " faithful and not faithful among them. Label more of the recorded answers (\"faithful\": true"
                    + " when every claim of the response is supported by its retrieved_contexts, else false), or"
                    + " leave " + min + " unset to have the agreement reported only." + kept);
        }
        double kappa = agreement.kappa();
        if (kappa >= minimum.doubleValue()) {
            return Optional.empty();
        }
        return Optional.of("rag-eval faithfulness refused: " + judge + " agrees with people at Cohen's kappa "
                + AgreementCheck.below(kappa, minimum) + " on faithful or not (faithful: a score of 1) over "
                + agreement.pairs() + " labelled answers of " + answersLabel + ", below " + min + " "
                + minimum.toPlainString() + ". It called faithful " + agreement.falseFaithful() + " of the "
                + (agreement.pairs() - agreement.peopleFaithful()) + " answers people labelled not faithful. Judge"
                + " with a better model (" + words.name(GoalSettings.JUDGE_MODEL) + "), label more answers so that"
                + " the agreement rests on more pairs, or lower " + min + " if this agreement is enough for what the"
                + " faithfulness gate is used for." + kept);
    }
}
