/**
 * The judgments goal: the golden set written again with the grades of the {@code judgments} files folded in, as one
 * file a team can keep instead of a golden set plus judgment files. The golden set's text is edited where grades are
 * added and kept byte for byte everywhere else.
 */
package io.github.rageval.engine.goldenset.judgments;
