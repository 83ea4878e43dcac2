package io.github.rageval.engine.settings;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * What a document the judgments do not name is, for the gate: a hole (nobody judged it, so it may be relevant) or
 * judged not relevant (the golden set's author read the whole corpus). trec_eval's measures of unjudged documents
 * ({@code unj@k}, {@code bpref}, {@code rbp_resid}, ...) always follow trec_eval's rule on the judgments as written, so
 * that their numbers match trec_eval's on the same qrels; this setting decides what the gate makes of the holes:
 * judgment ranges, the warning on unfair comparisons, what is counted as unjudged in reports.
 */
public enum UnlistedDocuments {
    /**
     * {@link #UNJUDGED} when the judgments come from a qrels file (TREC or BEIR) or grade some document 0 or below
     * (a golden set that records non-relevant judgments was judged from a pool: what it does not name was not
     * judged); {@link #NOT_RELEVANT} when a golden set names only relevant documents (the specification's format,
     * whose author vouches for the corpus).
     */
    AUTO("auto"),
    /** An unlisted document was not judged: a hole. trec_eval's rule. */
    UNJUDGED("unjudged"),
    /** An unlisted document was judged not relevant: no holes but the negative grades of a sampled pool. */
    NOT_RELEVANT("notRelevant");

    private final String key;

    UnlistedDocuments(String key) {
        this.key = key;
    }

    /** How settings, messages and reports spell it: {@code auto}, {@code unjudged}, {@code notRelevant}. */
    public String key() {
        return key;
    }

    /**
     * The value a setting names, ignoring case, surrounding spaces and a separator inside ({@code not-relevant},
     * {@code NOT_RELEVANT}); empty when it names none.
     */
    public static Optional<UnlistedDocuments> parse(String text) {
        String name = text == null ? "" : text.trim().replace("_", "").replace("-", "").toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(v -> v.key.toLowerCase(Locale.ROOT).equals(name)).findFirst();
    }

    /** The values as a message lists them: {@code auto, unjudged or notRelevant}. */
    public static String allowed() {
        return "auto, unjudged or notRelevant";
    }
}
