package io.github.rageval.engine.gate;

/**
 * A floor under single queries, separate from the means: at most {@code allowed} queries (of one tag, or of the
 * whole golden set) may miss, i.e. return no relevant document in the top k.
 *
 * @param tag the tag whose queries are counted, or null for every query
 * @param allowed how many may miss, 0 or more
 */
public record MissLimit(String tag, int allowed) {
}
