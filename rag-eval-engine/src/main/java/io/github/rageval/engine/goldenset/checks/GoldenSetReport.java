package io.github.rageval.engine.goldenset.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the checks of the golden set found: the warnings, and the counts reports show as information.
 *
 * @param warnings repeated queries, then near-duplicates judged apart
 * @param verbatim the queries found word for word in a relevant document; null when the corpus was not read
 * @param coverage the corpus documents the golden set reaches; null when the corpus was not read
 */
public record GoldenSetReport(List<Finding> warnings, VerbatimQueries.Result verbatim, CorpusCoverage coverage) {
    /** Nothing checked: a re-gated report, whose golden set is not read again. */
    public static final GoldenSetReport NONE = new GoldenSetReport(List.of(), null, null);
    /** The queries a note names at most; report.json names them all. */
    static final int NAMED = 10;

    public GoldenSetReport {
        warnings = List.copyOf(warnings);
    }

    /**
     * The counts as sentences, coverage first: {@code 18 of 50 corpus documents (36.0%) are relevant to at least one
     * of the 20 queries}, {@code 3 of 20 queries appear word for word in a relevant document ...: q7, q9, q12}.
     */
    public List<String> notes() {
        List<String> notes = new ArrayList<>();
        if (coverage != null) {
            notes.add(String.format(Locale.ROOT, "%d of %d corpus documents (%.1f%%) are relevant to at least one of"
                    + " the %d queries; a change to the others passes every gate", coverage.relevant(),
                    coverage.documents(), coverage.documents() == 0 ? 0.0 : 100.0 * coverage.relevant()
                            / coverage.documents(), coverage.queries()));
        }
        if (verbatim != null && !verbatim.found().isEmpty()) {
            List<String> found = verbatim.found();
            notes.add(found.size() + " of " + verbatim.asked() + " queries appear word for word in a relevant"
                    + " document, which a lexical retriever finds for free: "
                    + String.join(", ", found.subList(0, Math.min(NAMED, found.size())))
                    + (found.size() > NAMED ? " and " + (found.size() - NAMED) + " more" : ""));
        }
        return notes;
    }
}
