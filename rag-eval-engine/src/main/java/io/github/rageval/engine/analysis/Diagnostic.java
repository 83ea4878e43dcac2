package io.github.rageval.engine.analysis;

/**
 * A warning about what the numbers mean, which does not fail the build by itself.
 *
 * @param kind what it is about: {@code small_golden_set}, {@code slack_threshold}, {@code tie_sensitive},
 *     {@code hole_sensitive}, {@code machine_grade_sensitive}, {@code machine_grades_uncorrected},
 *     {@code precision_trap}, {@code unjudged_bias}, {@code baseline_mismatch}, {@code max_drop_without_baseline},
 *     {@code not_in_baseline}, {@code small_tag}, or the golden set's {@code repeated_query},
 *     {@code near_duplicate} and {@code golden_set_checks_skipped}
 * @param metric the metric key it concerns, or null
 * @param message the warning, for people
 */
public record Diagnostic(String kind, String metric, String message) {
}
