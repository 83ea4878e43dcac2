package io.github.rageval.engine.model;

/**
 * The chunk of a document that gave it its place in a ranking (its best chunk).
 *
 * @param id the chunk's id, {@code doc_id#n}
 * @param excerpt the chunk's text, trimmed to a few hundred characters
 * @param span where the chunk lies in its document, when known (the built-in chunking knows it); null otherwise
 */
public record MatchedChunk(String id, String excerpt, CharSpan span) {
    /** A chunk whose place in its document is not known. */
    public MatchedChunk(String id, String excerpt) {
        this(id, excerpt, null);
    }
}
