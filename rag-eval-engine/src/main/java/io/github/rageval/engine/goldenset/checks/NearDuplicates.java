package io.github.rageval.engine.goldenset.checks;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.GoldenCase;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The near-duplicate pairs that matter to the gate: for some query, one document of the pair is relevant and the
 * other is not judged or graded below the relevance level. A retriever that ranks the other copy first finds the
 * same text and is counted wrong, so the gate punishes it for something it did right. A pair no query judges apart
 * is left alone.
 */
public final class NearDuplicates {
    /** The pairs warned about one by one; the rest are counted in one more warning. */
    static final int LISTED = 10;

    private NearDuplicates() {
    }

    /** One warning per pair judged apart, by the relevant document's id, then the other's. */
    public static List<Finding> warnings(List<NearDuplicateSearch.Pair> pairs, List<GoldenCase> cases,
                                         int relevanceLevel) {
        List<Finding> findings = new ArrayList<>();
        int apart = 0;
        for (NearDuplicateSearch.Pair pair : pairs) {
            List<String> queries = new ArrayList<>();
            boolean graded = false;
            for (GoldenCase judged : cases) {
                Integer relevant = judged.grades().get(pair.relevant());
                Integer other = judged.grades().get(pair.other());
                if (relevant != null && relevant >= relevanceLevel && (other == null || other < relevanceLevel)) {
                    queries.add(VerbatimQueries.name(judged));
                    graded |= other != null;
                }
            }
            if (queries.isEmpty()) {
                continue;
            }
            apart++;
            if (apart <= LISTED) {
                findings.add(new Finding("near_duplicate", "near-duplicate documents judged apart: \""
                        + Shown.value(pair.other()) + "\" and \"" + Shown.value(pair.relevant()) + "\" have a"
                        + " Jaccard similarity of " + similarity(pair.jaccard()) + " over their "
                        + Shingles.SHINGLE_WORDS + "-word shingles, yet \"" + Shown.value(pair.other()) + "\" is "
                        + (graded ? "not relevant or not judged" : "not judged")
                        + " where \"" + Shown.value(pair.relevant()) + "\" is relevant, for " + list(queries)
                        + ". A retriever that ranks that copy first is counted wrong. Judge \""
                        + Shown.value(pair.other()) + "\" for " + (queries.size() == 1 ? "that query" : "those queries")
                        + ", or remove one copy from the corpus."));
            }
        }
        if (apart > LISTED) {
            findings.add(new Finding("near_duplicate", (apart - LISTED) + " more near-duplicate pairs are judged"
                    + " apart, not listed here; judge the copies the listed warnings name first."));
        }
        return findings;
    }

    /** The Jaccard similarity rounded down to two decimals, so 0.999 never reads as identical. */
    private static String similarity(double jaccard) {
        return new BigDecimal(jaccard).setScale(2, RoundingMode.FLOOR).toPlainString();
    }

    private static String list(List<String> queries) {
        String names = queries.stream().limit(LISTED).collect(Collectors.joining(", "));
        return (queries.size() == 1 ? "query " : "queries ") + names
                + (queries.size() > LISTED ? " and " + (queries.size() - LISTED) + " more" : "");
    }
}
