package io.github.rageval.engine.render;

import io.github.rageval.engine.baseline.Comparison;
import io.github.rageval.engine.baseline.DocumentDigests;
import io.github.rageval.engine.baseline.QueryChange;
import io.github.rageval.engine.baseline.SinceBaseline;
import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.Shown;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What changed in the inputs since the baseline, in the words every report uses: the console, report.md and
 * report.html show the same lines. Names are listed up to {@link #NAMED} per kind, the rest counted; report.json
 * lists them all.
 */
public final class SinceBaselineLines {
    /** Documents or queries named per kind at most. */
    static final int NAMED = 5;

    private SinceBaselineLines() {
    }

    /**
     * The baseline line's parenthesis: {@code same k, corpus and golden dataset} when nothing changed, else what was
     * compared.
     */
    public static String compared(Comparison comparison, int queries) {
        SinceBaseline since = comparison.since();
        if (!since.any()) {
            return since.goldenChanged() ? "same k, corpus and judged queries; the golden set's file changed where no"
                    + " metric reads (tags, order, layout)" : "same k, corpus and golden dataset";
        }
        if (comparison.pairing().complete()) {
            return "same k and queries; inputs edited since, as below";
        }
        return "same k; compared on the " + Counted.of(since.shared(), "query", "queries") + " of " + queries
                + " both runs have";
    }

    /** One line for the corpus and one for the golden set, each only when it changed. */
    public static List<String> lines(SinceBaseline since) {
        List<String> lines = new ArrayList<>();
        if (since.corpusChanged() || !since.changedDocuments().isEmpty()) {
            lines.add("corpus since the baseline: " + corpus(since));
        }
        if (since.queriesChanged()) {
            List<String> parts = new ArrayList<>();
            part(parts, since.queriesAdded(), "added");
            part(parts, since.queriesRemoved(), "removed");
            // Relevant ids: documents, or chunks under span labels, whose grades follow the references.
            part(parts, since.rejudged(), "re-judged (other relevant documents or chunks)");
            part(parts, since.reworded(), "re-worded under its id");
            lines.add("golden set since the baseline: " + String.join("; ", parts));
        }
        return lines;
    }

    /** {@code ; touches refund-policy, changed since the baseline}, or nothing when it touches none. */
    public static String touching(SinceBaseline since, QueryChange change) {
        List<String> touched = since.touching(change);
        if (touched.isEmpty()) {
            return "";
        }
        return "; touches " + names(touched) + ", changed since the baseline";
    }

    private static String corpus(SinceBaseline since) {
        if (!since.documentsKnown()) {
            return "the file changed; which documents is not known (a baseline recorded before documents were"
                    + " hashed, or a corpus of over " + String.format(Locale.ROOT, "%,d", DocumentDigests.AT_MOST)
                    + " documents): record the baseline again to see them next"
                    + " time";
        }
        if (since.changedDocuments().isEmpty()) {
            return "the file changed, no document's text did (an edit of metadata or layout)";
        }
        List<String> parts = new ArrayList<>();
        if (!since.edited().isEmpty()) {
            parts.add(Counted.of(since.edited().size(), "document", "documents") + " edited (" + names(since.edited())
                    + ")");
        }
        if (!since.added().isEmpty()) {
            parts.add(since.added().size() + " added (" + names(since.added()) + ")");
        }
        if (!since.removed().isEmpty()) {
            parts.add(since.removed().size() + " removed (" + names(since.removed()) + ")");
        }
        return String.join(", ", parts);
    }

    private static void part(List<String> parts, List<String> queries, String what) {
        if (!queries.isEmpty()) {
            parts.add(Counted.of(queries.size(), "query", "queries") + " " + what + ": " + names(queries));
        }
    }

    /** The first names, each as a value, then how many more. */
    private static String names(List<String> names) {
        List<String> shown = Listed.head(names, NAMED).stream().map(Shown::value).toList();
        return String.join(", ", shown) + Listed.more(names.size(), shown.size());
    }
}
