package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Excerpt;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.SpanReference;

/**
 * A span reference held to its document's text, the one check every reader of spans uses: a range must lie within
 * the document (counted in code points, as Python counts a {@code str}), a text given with a range must be what the
 * range holds, and a text given alone is found in the document, where it must occur exactly once (else a range must
 * say which).
 */
public final class SpanTexts {
    private static final int SHOWN = 80;

    private SpanTexts() {
    }

    /**
     * The reference with its range known.
     *
     * @param text the document's text
     * @param where how messages name the reference: the file, the record or line, the reference's number
     * @throws InputException naming the reference and what to change
     */
    public static SpanReference located(SpanReference reference, String text, String where) throws InputException {
        if (!reference.ranged()) {
            return found(reference, text, where);
        }
        int length = text.codePointCount(0, text.length());
        if (reference.end() > length) {
            throw new InputException(where + " runs to character " + reference.end() + ", past the document's end ("
                    + length + " characters). Offsets count characters (code points) from 0, end exclusive.");
        }
        if (reference.content() != null) {
            String held = reference.span().of(text);
            if (!held.equals(reference.content())) {
                throw new InputException(where + ": characters " + reference.start() + " to " + reference.end()
                        + " hold \"" + shown(held) + "\", not its content \"" + shown(reference.content())
                        + "\". Correct the range, or give the content alone to have it found.");
            }
        }
        return reference;
    }

    /** A reference given by its text alone, at the one place the document holds it. */
    private static SpanReference found(SpanReference reference, String text, String where) throws InputException {
        String content = reference.content();
        int at = text.indexOf(content);
        if (at < 0) {
            throw new InputException(where + ": its content \"" + shown(content) + "\" is not in the document's"
                    + " text (compared exactly: case, spaces and punctuation). Copy the text from the document, or"
                    + " give the range.");
        }
        int again = text.indexOf(content, at + 1);
        int start = text.codePointCount(0, at);
        if (again >= 0) {
            throw new InputException(where + ": its content occurs more than once in the document (at characters "
                    + start + " and " + text.codePointCount(0, again) + "). Give the range to say which.");
        }
        return reference.at(start, start + content.codePointCount(0, content.length()));
    }

    /** A short text exactly as it is (a space at either end is what is wrong), a long one cut. */
    private static String shown(String text) {
        return Shown.value(text.length() <= SHOWN ? text : Excerpt.of(text, SHOWN));
    }
}
