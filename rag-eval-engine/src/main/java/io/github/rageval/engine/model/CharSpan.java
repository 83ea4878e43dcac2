package io.github.rageval.engine.model;

/**
 * A range of characters of one document: from {@code start} (inclusive) to {@code end} (exclusive), counted in
 * Unicode code points as Python counts a {@code str}'s, so that offsets written by Python tools (Chroma's chunking
 * evaluation) mean the same characters here.
 *
 * @param docId the document the range is of
 * @param start the first character, from 0
 * @param end one past the last character, at least {@code start}
 */
public record CharSpan(String docId, int start, int end) {
    public CharSpan {
        if (docId == null) {
            throw new IllegalArgumentException("a span names its document");
        }
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("span [" + start + ", " + end + ") of " + docId);
        }
    }

    /** How many characters it covers. */
    public int length() {
        return end - start;
    }

    /**
     * A passage of this many characters whose place in its document is not known: it covers no reference, and its
     * characters still count among those retrieved. Its document id is empty, which no document's id is.
     */
    public static CharSpan unplaced(int length) {
        return new CharSpan("", 0, length);
    }

    /** Whether its place is known ({@link #unplaced} is not). */
    public boolean placed() {
        return !docId.isEmpty();
    }

    /**
     * The characters it covers in its document's text, counted in code points as its offsets are; the range must lie
     * within the text.
     */
    public String of(String text) {
        return text.substring(text.offsetByCodePoints(0, start), text.offsetByCodePoints(0, end));
    }

    /** Whether the two share at least one character: same document, overlapping ranges. */
    public boolean sharesACharacterWith(CharSpan other) {
        return placed() && docId.equals(other.docId) && start < other.end && other.start < end;
    }
}
