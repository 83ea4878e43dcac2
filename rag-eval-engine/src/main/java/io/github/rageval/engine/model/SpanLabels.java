package io.github.rageval.engine.model;

import java.util.List;

/**
 * A golden question's span labels: the spans that answer it and, once the corpus is cut by a chunking, what that
 * chunking allows at best. A question labelled so is judged chunk by chunk: each chunk of the chunking that shares a
 * character with a reference is relevant (grade 1), every other chunk is not, and the span metrics read how much of
 * the references the retrieved chunks cover.
 *
 * @param references the spans, in the order given
 * @param precisionOmega the span precision of the chunks that hold any of the references, retrieved and nothing
 *     else (Chroma's precision-Ω, the chunking's own ceiling); NaN until a chunking is known
 * @param highlighted how many chunks of the chunking those are; 0 until a chunking is known
 */
public record SpanLabels(List<SpanReference> references, double precisionOmega, int highlighted) {
    public SpanLabels {
        references = List.copyOf(references);
        if (references.isEmpty()) {
            throw new IllegalArgumentException("span labels need a reference");
        }
    }

    /** Labels as the golden set gives them, before any chunking. */
    public static SpanLabels of(List<SpanReference> references) {
        return new SpanLabels(references, Double.NaN, 0);
    }

    /** The references' ranges; every reference must be ranged. */
    public List<CharSpan> spans() {
        return references.stream().map(SpanReference::span).toList();
    }

    /** The documents the references are of, each once, in the order given. */
    public List<String> documents() {
        return references.stream().map(SpanReference::docId).distinct().toList();
    }

    /** These references under a chunking: its precision-Ω and how many of its chunks hold a reference. */
    public SpanLabels under(double omega, int chunks) {
        return new SpanLabels(references, omega, chunks);
    }

    /** These labels with their references replaced by the located ones, in the same order. */
    public SpanLabels located(List<SpanReference> found) {
        if (found.size() != references.size()) {
            throw new IllegalArgumentException(found.size() + " located for " + references.size() + " references");
        }
        return new SpanLabels(found, precisionOmega, highlighted);
    }
}
