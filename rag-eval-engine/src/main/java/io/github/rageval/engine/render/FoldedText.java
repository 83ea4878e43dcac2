package io.github.rageval.engine.render;

import io.github.rageval.engine.format.Escape;

/**
 * A long message of report.html folded under its lead: {@code <details><summary>} with the message's first clause
 * and the whole message inside, so that a list of warnings reads at a glance and opens where the reader wants more
 * (no script: the browser folds it). A short message stays as it is.
 */
final class FoldedText {
    /** Up to this many characters a message is one or two lines at any width, and stays unfolded. */
    static final int LONG = 160;
    /** A lead ends at the first parenthesis or semicolon past this many characters, so that it says something. */
    private static final int LEAD_MIN = 40;
    /** A lead longer than this is cut at a space before it. */
    private static final int LEAD_MAX = 120;

    private FoldedText() {
    }

    /** The message escaped, folded under its lead when it is long. */
    static String html(String message) {
        if (message.length() <= LONG) {
            return Escape.html(message);
        }
        return "<details><summary>" + Escape.html(lead(message)) + "…</summary>" + Escape.html(message)
                + "</details>";
    }

    /**
     * The message's first clause: up to the first {@code " ("} or {@code "; "} past {@value #LEAD_MIN} characters,
     * at most {@value #LEAD_MAX} characters, cut at a space.
     */
    static String lead(String message) {
        int end = Math.min(message.length(), LEAD_MAX);
        for (String stop : new String[] {" (", "; "}) {
            int at = message.indexOf(stop, LEAD_MIN);
            if (at > 0 && at < end) {
                end = at;
            }
        }
        if (end == LEAD_MAX) {
            int space = message.lastIndexOf(' ', LEAD_MAX);
            end = space > LEAD_MIN ? space : LEAD_MAX;
        }
        String lead = message.substring(0, end);
        return lead.endsWith(",") || lead.endsWith(":") ? lead.substring(0, lead.length() - 1) : lead;
    }
}
