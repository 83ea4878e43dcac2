package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.model.CharSpan;

/**
 * Where a chunk's text was found in its document, and by which of chunking_evaluation's steps
 * ({@code rigorous_document_search}, brandonstarxel/chunking_evaluation commit d451fc4,
 * {@code chunking_evaluation/utils.py}), or that it was not: a caller counts and names those rather than dropping them.
 *
 * @param step how it was found, or {@link Step#NOT_FOUND}
 * @param start the first character, in code points as {@link CharSpan} counts; -1 when not found
 * @param end one past the last character; -1 when not found
 * @param fuzzyScore the best sentence's token-sort score (0 to 100) when the fuzzy step ran ({@link Step#FUZZY},
 *     {@link Step#NOT_FOUND}), -1 when an earlier step found the text
 */
public record ChunkLocation(Step step, int start, int end, int fuzzyScore) {
    /** The reference's fuzzy step accepts the best sentence from this score. */
    public static final int FUZZY_THRESHOLD = 98;

    /** The reference's steps, tried in this order. */
    public enum Step {
        /** The text (a trailing '.' dropped) occurs in the document: its first occurrence. */
        EXACT,
        /** Its words occur in order, case ignored, with any whitespace or none between them: the first match. */
        WHITESPACE_AND_CASE,
        /**
         * A sentence of the document scored at least {@link #FUZZY_THRESHOLD}: the span is that sentence's first
         * occurrence, not the chunk's.
         */
        FUZZY,
        /** No step found it. */
        NOT_FOUND
    }

    public ChunkLocation {
        if (step == null) {
            throw new IllegalArgumentException("a location says how it was found");
        }
        boolean found = step != Step.NOT_FOUND;
        if (found && (start < 0 || end < start) || !found && (start != -1 || end != -1)) {
            throw new IllegalArgumentException(step + " at [" + start + ", " + end + ")");
        }
        boolean fuzzy = step == Step.FUZZY || step == Step.NOT_FOUND;
        if (fuzzy ? fuzzyScore < 0 || fuzzyScore > 100 : fuzzyScore != -1) {
            throw new IllegalArgumentException(step + " with fuzzy score " + fuzzyScore);
        }
    }

    /** Not found, the best sentence having scored this. */
    static ChunkLocation notFound(int bestScore) {
        return new ChunkLocation(Step.NOT_FOUND, -1, -1, bestScore);
    }

    /** Whether a step found it. */
    public boolean found() {
        return step != Step.NOT_FOUND;
    }

    /** Its range in a document of this id; only when found. */
    public CharSpan span(String docId) {
        if (!found()) {
            throw new IllegalStateException("a chunk not found in " + docId + " has no span");
        }
        return new CharSpan(docId, start, end);
    }
}
