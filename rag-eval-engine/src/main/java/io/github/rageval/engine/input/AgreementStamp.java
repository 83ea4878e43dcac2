package io.github.rageval.engine.input;

/**
 * The agreement with people a machine judge's grade was given at, as the judge goal writes it into each line it grades
 * after the {@code judged_by}: {@code "judge_kappa": 0.72, "judge_pairs": 48}. It travels with the grade, so that a
 * pool copied out of {@code target/} and given as judgments still says how far its machine grades can be trusted.
 *
 * @param kappa Cohen's kappa of the judge against people on relevant or not
 * @param pairs the human-graded pairs it was measured on
 */
public record AgreementStamp(double kappa, int pairs) {
    /** The field holding {@link #kappa}. */
    public static final String KAPPA = "judge_kappa";
    /** The field holding {@link #pairs}. */
    public static final String PAIRS = "judge_pairs";
}
