package io.github.rageval.engine.goldenset.judge;

import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * What the judge goal is told about its agreement with people: how many of the lines a person graded it is asked
 * about first ({@code judgeAgreementPairs}), the grade from which a document counts as relevant, and the least
 * agreement it must reach before it writes a grade ({@code minJudgeAgreement}, none: the agreement is reported only).
 *
 * <p>The sample is drawn uniformly without replacement with {@link Random} seeded 42 (the project's seed,
 * {@link Defaults#SEED}: the judge reads no seed setting): each line, in pool order, gets the next
 * {@code nextDouble()} as its key and the lines with the smallest keys are drawn, then kept in pool order. Random's
 * algorithm is fixed by its specification, so the same pool gives the same sample on every JVM.
 *
 * @param sample the most human-graded lines asked about; 0 asks none and measures nothing
 * @param relevanceLevel the least grade that counts as relevant ({@code relevanceLevel})
 * @param minimum the least Cohen's kappa on relevant or not that lets the judge grade; null: report only
 */
public record AgreementCheck(int sample, int relevanceLevel, BigDecimal minimum) {
    /** The seed of the draw. */
    public static final long SEED = Long.parseLong(Defaults.SEED);
    /** No agreement asked for: the judge grades as it did before the check. */
    public static final AgreementCheck NONE = new AgreementCheck(0, 1, null);

    public AgreementCheck {
        if (sample < 0) {
            throw new IllegalArgumentException("a sample of " + sample + " lines");
        }
    }

    /**
     * The lines asked about: all of them when they are no more than {@link #sample}, else a seeded draw of that many.
     *
     * @param graded the lines a person graded, in pool order
     * @return the lines drawn, in pool order
     */
    <T> List<T> draw(List<T> graded) {
        if (graded.size() <= sample) {
            return List.copyOf(graded);
        }
        Random random = new Random(SEED);
        double[] keys = new double[graded.size()];
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextDouble();
            order.add(i);
        }
        order.sort(Comparator.comparingDouble(i -> keys[i]));
        List<Integer> drawn = new ArrayList<>(order.subList(0, sample));
        drawn.sort(Comparator.naturalOrder());
        return drawn.stream().map(graded::get).toList();
    }

    /**
     * Why the judge may not grade, when {@link #minimum} is set and the agreement is below it or cannot be measured:
     * a gate that cannot tell is never a silent pass.
     *
     * @param agreement the agreement measured, null when no line a person graded was asked about
     * @param poolLabel the pool as the console names it
     * @param words how the advice names the settings
     * @return the failure's paragraph, or empty when the judge may grade
     */
    public Optional<String> refusal(JudgeAgreement agreement, String poolLabel, String model, SettingWords words) {
        if (minimum == null) {
            return Optional.empty();
        }
        String min = words.name(GoalSettings.MIN_JUDGE_AGREEMENT);
        String judge = PoolJudging.UMBRELA + model;
        if (agreement == null || !agreement.measurable()) {
            int pairs = agreement == null ? 0 : agreement.pairs();
            int relevant = agreement == null ? 0 : agreement.peopleRelevant();
            return Optional.of("rag-eval judge refused: " + min + " " + minimum.toPlainString() + " asks how far "
                    + judge + " agrees with people, but " + poolLabel + " gives " + pairs + " human-graded"
                    + (pairs == 1 ? " pair" : " pairs") + " (" + relevant + " relevant, " + (pairs - relevant)
                    + " not), and at least " + JudgeAgreement.MIN_PAIRS + " are needed, people's grades both relevant"
                    + " (grade " + relevanceLevel + " or more) and not relevant among them; so no machine grade was"
                    + " written. Grade more lines of the pool by hand (a grade with no judged_by) before judging,"
                    + " raise " + words.name(GoalSettings.JUDGE_AGREEMENT_PAIRS) + " if it holds fewer than the lines"
                    + " graded, or leave " + min + " unset to grade with the agreement reported only.");
        }
        double kappa = agreement.kappa();
        if (kappa >= minimum.doubleValue()) {
            return Optional.empty();
        }
        return Optional.of("rag-eval judge refused: " + judge + " agrees with people at Cohen's kappa "
                + below(kappa, minimum) + " on relevant or not (grade " + agreement.relevanceLevel() + " or more) over "
                + agreement.pairs() + " human-graded pairs, below " + min + " " + minimum.toPlainString() + ", so no"
                + " machine grade was written to " + poolLabel + ". It called relevant " + agreement.falseRelevant()
                + " of the " + (agreement.pairs() - agreement.peopleRelevant()) + " pairs people graded not relevant."
                + " Judge with a better model (" + words.name(GoalSettings.JUDGE_MODEL) + "), grade more of the pool by"
                + " hand so that the agreement rests on more pairs, or lower " + min + " if this agreement is enough"
                + " for what the machine grades are used for.");
    }

    /**
     * Kappa with two decimals, or as many more as it takes to show that it is below the minimum (0.5999 against 0.60
     * reads {@code 0.5999}, not {@code 0.60}).
     */
    public static String below(double kappa, BigDecimal minimum) {
        BigDecimal exact = new BigDecimal(kappa);
        for (int decimals = 2; decimals < 12; decimals++) {
            BigDecimal shown = exact.setScale(decimals, RoundingMode.HALF_EVEN);
            if (shown.compareTo(minimum) < 0) {
                return decimals == 2 ? Decimals.two(kappa) : shown.toPlainString();
            }
        }
        return exact.setScale(12, RoundingMode.HALF_EVEN).toPlainString();
    }
}
