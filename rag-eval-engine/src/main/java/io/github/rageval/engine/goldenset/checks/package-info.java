/**
 * Checks of the golden set that catch what silently weakens a gate, run when {@code check} and {@code baseline} load
 * it: the same query asked twice with different judgments (an error, before any retrieval), or twice alike (a
 * warning); queries a relevant document holds word for word (counted); near-duplicate documents judged apart for one
 * query (word shingles; a prefix filter finds every pair at or above the Jaccard threshold, exactly); and how much of
 * the corpus the judgments cover. The findings are plain values; the analysis turns the warnings into its
 * diagnostics.
 */
package io.github.rageval.engine.goldenset.checks;
