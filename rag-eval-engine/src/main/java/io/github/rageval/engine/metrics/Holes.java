package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.ScoredDocument;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Which retrieved documents the gate counts as holes in the judgments: documents nobody judged, which may be
 * relevant. A document in the pool but not judged (a negative grade, trec_eval's {@code RELVALUE_UNJUDGED}) is always
 * a hole; a document the judgments do not name at all is one when the judgments declare so (the setting
 * {@code unlistedDocuments}, resolved once per evaluation). A judged document, whatever its grade, never is.
 *
 * <p>trec_eval's measures of unjudged documents ({@code unj@k}, {@code bpref}, ...) do not read this: they follow
 * trec_eval's rule on the judgments as written, whatever the judgments declare.
 *
 * @param unlistedAreHoles whether a document the judgments do not name is a hole
 * @param basis why, in words a report can quote: {@code unlistedDocuments = unjudged}, or what {@code auto} saw
 */
public record Holes(boolean unlistedAreHoles, String basis) {
    /** trec_eval's rule, for judgments nothing declares otherwise: what they do not name was not judged. */
    public static final Holes TREC_EVAL = new Holes(true, "trec_eval's rule: what the judgments do not name was not"
            + " judged");

    public Holes {
        Objects.requireNonNull(basis, "basis");
    }

    /** Whether a document in this state is a hole. */
    public boolean isHole(Judgment judgment) {
        return switch (judgment) {
            case JUDGED -> false;
            case IN_POOL_UNJUDGED -> true;
            case NOT_IN_POOL -> unlistedAreHoles;
        };
    }

    /**
     * How many of the first {@code cutoff} distinct documents of a case's ranking are holes; as the ranking's
     * metrics read it, a repeated id counts once, at its first place.
     */
    public int count(CaseResult result, int cutoff) {
        return count(result.retrieved(), result.golden().grades(), cutoff);
    }

    /** {@link #count(CaseResult, int)} of a ranking held to its judgments. */
    public int count(List<ScoredDocument> ranking, Map<String, Integer> grades, int cutoff) {
        RankedResult ranked = new RankedResult(ranking, grades, 1);
        int holes = 0;
        for (int i = 0; i < Math.min(cutoff, ranked.size()); i++) {
            if (isHole(ranked.judgmentAt(i))) {
                holes++;
            }
        }
        return holes;
    }
}
