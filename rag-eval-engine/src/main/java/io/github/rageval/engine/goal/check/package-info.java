/**
 * The steps the goals' flows run: a check (an evaluation, or a saved report re-gated, then bootstrap intervals, the
 * comparison with the baseline and the diagnostics, beside the golden set's checks and the lock's comparison), the
 * recording of a baseline, and the writing of the golden set's lock. Above evaluation, analysis, the golden set's life
 * and the saved files; only the flows and the settings pass (for the lock's plan) use it.
 */
package io.github.rageval.engine.goal.check;
