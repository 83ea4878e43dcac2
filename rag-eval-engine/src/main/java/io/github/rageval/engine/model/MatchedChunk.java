package io.github.rageval.engine.model;

/**
 * The chunk of a document that gave it its place in a ranking (its best chunk).
 *
 * @param id the chunk's id, {@code doc_id#n}
 * @param excerpt the chunk's text, trimmed to a few hundred characters
 */
public record MatchedChunk(String id, String excerpt) {
}
