package io.github.rageval.engine.model;

import java.util.List;

/**
 * A golden question whose answer is given as character spans of documents rather than as document ids: what Chroma's
 * chunking evaluation labels, so that a chunk is judged by how much of the answer it holds.
 *
 * @param query the question asked
 * @param references the spans that answer it, as given
 */
public record SpanQuestion(String query, List<CharSpan> references) {
    public SpanQuestion {
        references = List.copyOf(references);
    }
}
