package io.github.rageval.engine.input;

/**
 * The machine judge's grade of a line a person graded: the judge goal asks about a sample of those lines to measure
 * how far it agrees with people, and writes its grade into each beside the person's, after the grade, as
 * {@code "judge_grade": 2, "judge_grade_by": "umbrela:qwen3:8b"}. The person's grade stays the one counted; the pair
 * is what lets the check correct a metric whose value rests on the judge's grades elsewhere (prediction-powered
 * inference, {@code metrics.MachineGradeCorrection}).
 *
 * @param grade the judge's grade
 * @param judgedBy the judge that gave it, as a machine grade's {@code judged_by} names it
 */
public record JudgeSample(int grade, String judgedBy) {
    /** The field holding {@link #grade}. */
    public static final String GRADE = "judge_grade";
    /** The field holding {@link #judgedBy}. */
    public static final String BY = "judge_grade_by";
}
