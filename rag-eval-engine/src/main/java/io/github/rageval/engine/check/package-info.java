/**
 * A check as the Maven goals and the command line run it: an evaluation, or a saved report re-gated, then
 * bootstrap intervals, the comparison with the baseline and the diagnostics; and the recording of a baseline. The
 * entry points above evaluation, analysis and store.
 */
package io.github.rageval.engine.check;
