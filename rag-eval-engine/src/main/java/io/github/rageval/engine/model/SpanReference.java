package io.github.rageval.engine.model;

import java.util.Objects;

/**
 * One span a golden question is answered by, as the golden set gives it: a document and either its character range
 * ({@code start}, {@code end}, counted in code points as {@link CharSpan} counts them), or the text itself, which is
 * located in the document when the corpus is read, or both, when the text checks the range.
 *
 * @param docId the document the span is of
 * @param start the first character, or -1 when only the text is given
 * @param end one past the last character, or -1 when only the text is given
 * @param content the span's text as the golden set gives it; null when only the range is given
 */
public record SpanReference(String docId, int start, int end, String content) {
    /** What the range fields hold when the golden set gives only the text. */
    public static final int UNSET = -1;

    public SpanReference {
        Objects.requireNonNull(docId, "docId");
        boolean ranged = start != UNSET || end != UNSET;
        if (ranged && (start < 0 || end < start)) {
            throw new IllegalArgumentException("span [" + start + ", " + end + ") of " + docId);
        }
        if (!ranged && content == null) {
            throw new IllegalArgumentException("a span reference needs a range or a text");
        }
    }

    /** A reference by range only. */
    public static SpanReference of(CharSpan span) {
        return new SpanReference(span.docId(), span.start(), span.end(), null);
    }

    /** Whether the range is known: given, or found since. */
    public boolean ranged() {
        return start != UNSET;
    }

    /** The range; only when {@link #ranged()}. */
    public CharSpan span() {
        if (!ranged()) {
            throw new IllegalStateException("the span of " + docId + " is given by its text and not located yet");
        }
        return new CharSpan(docId, start, end);
    }

    /** This reference at the range its text was found at. */
    public SpanReference at(int foundStart, int foundEnd) {
        return new SpanReference(docId, foundStart, foundEnd, content);
    }
}
