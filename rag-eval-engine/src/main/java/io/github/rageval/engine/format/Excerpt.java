package io.github.rageval.engine.format;

/**
 * A text shortened for a person to read: its whitespace folded to single spaces, and past a length cut at the last
 * word boundary before it (or at the length itself, when that boundary would leave less than half), with an
 * ellipsis to say so. A chunk's excerpt in the reports and a pooled document's text are cut the same way.
 */
public final class Excerpt {
    /** What follows a cut text. */
    public static final String ELLIPSIS = " …";

    private Excerpt() {
    }

    /**
     * @param text the text
     * @param length the most characters kept before the ellipsis
     */
    public static String of(String text, int length) {
        String folded = text.strip().replaceAll("\\s+", " ");
        if (folded.length() <= length) {
            return folded;
        }
        int cut = folded.lastIndexOf(' ', length);
        return folded.substring(0, cut > length / 2 ? cut : length) + ELLIPSIS;
    }
}
