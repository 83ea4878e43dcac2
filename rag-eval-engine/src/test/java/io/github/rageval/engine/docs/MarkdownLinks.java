package io.github.rageval.engine.docs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The links and headings of a Markdown page as GitHub renders it: the targets of {@code [text](target)} and
 * {@code ![alt](target)} outside code, and the anchors GitHub gives the headings, so that a test can tell whether
 * {@code page.md#anchor} leads somewhere.
 */
final class MarkdownLinks {
    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+?)#*\\s*$");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");
    /** GitHub keeps letters, digits, underscores, hyphens and spaces of a heading; everything else is dropped. */
    private static final Pattern DROPPED = Pattern.compile("[^\\p{L}\\p{N}_\\- ]");

    /** A link's target and the 1-based line it is written on. */
    record Link(int line, String target) {
    }

    private MarkdownLinks() {
    }

    /** The links outside fenced code blocks and code spans, in page order. */
    static List<Link> links(String markdown) {
        List<Link> links = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        boolean fenced = false;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher link = LINK.matcher(CODE_SPAN.matcher(lines[i]).replaceAll(""));
            while (link.find()) {
                links.add(new Link(i + 1, link.group(1)));
            }
        }
        return links;
    }

    /**
     * The anchors of the page's headings (outside fenced code), as GitHub makes them: lower case, punctuation
     * dropped, spaces made hyphens, and a heading's second and later namesakes suffixed {@code -1}, {@code -2}.
     */
    static Set<String> anchors(String markdown) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (fenced || !heading.matches()) {
                continue;
            }
            String anchor = anchor(heading.group(1));
            int earlier = seen.merge(anchor, 1, Integer::sum) - 1;
            anchors.add(earlier == 0 ? anchor : anchor + "-" + earlier);
        }
        return anchors;
    }

    /** One heading's anchor, before duplicates are numbered. */
    static String anchor(String heading) {
        return DROPPED.matcher(heading.strip().toLowerCase(Locale.ROOT)).replaceAll("").replace(' ', '-');
    }
}
