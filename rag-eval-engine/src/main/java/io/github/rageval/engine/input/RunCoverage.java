package io.github.rageval.engine.input;

import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * How a run and the judgments line up. trec_eval evaluates only the queries in both: a run's query without
 * judgments is left out, and a judged query without results is left out too unless {@code -c} asks to count it
 * as 0. Either can mean the run and the judgments do not belong together, so both are reported with a count and
 * examples.
 *
 * @param runQueries how many queries the run has results for
 * @param unjudged queries of the run that have no judgments, in run order
 * @param missing judged queries the run has no results for, in judgment order
 * @param missingCounted whether the missing queries count as 0 in every mean (trec_eval -c) or are left out
 */
public record RunCoverage(int runQueries, List<String> unjudged, List<String> missing, boolean missingCounted) {
    public RunCoverage {
        unjudged = List.copyOf(unjudged);
        missing = List.copyOf(missing);
    }

    public static RunCoverage of(Run run, GoldenDataset golden, boolean missingCounted) {
        List<String> judged = golden.cases().stream().map(GoldenCase::queryId).toList();
        Set<String> judgedSet = new HashSet<>(judged);
        List<String> unjudged = run.queryIds().stream().filter(id -> !judgedSet.contains(id)).toList();
        List<String> missing = judged.stream().filter(id -> !run.contains(id)).toList();
        return new RunCoverage(run.queryIds().size(), unjudged, missing, missingCounted);
    }

    public boolean complete() {
        return unjudged.isEmpty() && missing.isEmpty();
    }

    /**
     * One sentence per mismatch, naming both files; empty when the run covers the judgments exactly.
     *
     * @param countMissingSetting {@code countMissingQueries} with the value it has, in the words of the front end
     *     that set it ({@code countMissingQueries=true}, {@code --count-missing-queries true})
     */
    public List<String> describe(Run run, GoldenDataset golden, String countMissingSetting) {
        List<String> sentences = new ArrayList<>();
        if (!unjudged.isEmpty()) {
            sentences.add("run file " + PathLabel.of(run.source()) + " has results for "
                    + Examples.count(unjudged, "query", "queries") + " with no judgments in "
                    + PathLabel.of(golden.source()) + ": "
                    + Examples.of(unjudged) + "; they are left out of the evaluation, as trec_eval leaves them out");
        }
        if (!missing.isEmpty()) {
            sentences.add("run file " + PathLabel.of(run.source()) + " has no results for "
                    + Examples.count(missing, "judged query", "judged queries") + " of "
                    + PathLabel.of(golden.source()) + ": "
                    + Examples.of(missing) + (missingCounted
                    ? "; they count as 0 in every mean (" + countMissingSetting + ", as trec_eval -c)"
                    : "; they are left out of the means (" + countMissingSetting + ", as trec_eval without -c)"));
        }
        normalisation(golden).ifPresent(sentences::add);
        return sentences;
    }

    /**
     * The judged queries without results whose ids equal a run query's after Unicode normalisation (NFC "café" and
     * NFD "café" look the same): one sentence saying so, with what to do; empty when there are none.
     */
    public Optional<String> normalisation(GoldenDataset golden) {
        UnicodeForms forms = new UnicodeForms(unjudged);
        List<String> differ = new ArrayList<>();
        for (String id : missing) {
            forms.explain(id, "the run's query").ifPresent(words -> differ.add("\"" + Shown.value(id) + "\" "
                    + words));
        }
        if (differ.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Examples.count(differ, "judged query", "judged queries") + " of "
                + PathLabel.of(golden.source())
                + " only differ from the run's in Unicode normalisation: "
                + firstOf(differ)
                + "; save both files in NFC (ids are compared exactly, as trec_eval compares them)");
    }

    /**
     * The judged documents a run retrieved under an id that differs from the judgments' only in Unicode
     * normalisation (the run's NFD "café" for the qrels' NFC "café"): they count as not relevant, which the metrics
     * alone never tell. One sentence with examples and what to do; empty when there are none. Ids that are ASCII on
     * both sides cannot differ so, and are passed over without normalising anything.
     */
    public static Optional<String> documentForms(Run run, GoldenDataset golden) {
        List<String> differ = new ArrayList<>();
        for (GoldenCase judged : golden.cases()) {
            if (!run.contains(judged.queryId())) {
                continue;
            }
            List<ScoredDocument> ranking = run.ranking(judged.queryId());
            // Checked on the packed bytes first: decoding every id of a run of millions only to find them ASCII
            // cost a tenth of a whole check at MS MARCO scale.
            if (judged.grades().keySet().stream().allMatch(RunCoverage::ascii)
                    && (ranking instanceof PackedRanking packed ? packed.idsAreAscii()
                    : ranking.stream().map(ScoredDocument::docId).allMatch(RunCoverage::ascii))) {
                continue;
            }
            List<String> retrieved = ranking.stream().map(ScoredDocument::docId).toList();
            Set<String> exact = new HashSet<>(retrieved);
            UnicodeForms forms = new UnicodeForms(retrieved);
            for (String id : judged.grades().keySet()) {
                if (!exact.contains(id)) {
                    forms.explain(id, "the run's document").ifPresent(words -> differ.add("query \""
                            + Shown.value(judged.queryId()) + "\": judged \"" + Shown.value(id) + "\" " + words));
                }
            }
        }
        if (differ.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("run file " + PathLabel.of(run.source()) + " retrieved "
                + Examples.count(differ, "judged document", "judged documents") + " of "
                + PathLabel.of(golden.source()) + " under an id that differs only in Unicode normalisation, so"
                + " they count as not relevant: "
                + firstOf(differ)
                + ". " + UnicodeForms.ADVICE);
    }

    /** The first few sentences, joined, and how many more there are. */
    private static String firstOf(List<String> differ) {
        return String.join("; ", differ.subList(0, Math.min(differ.size(), Examples.SHOWN)))
                + (differ.size() > Examples.SHOWN ? " and " + (differ.size() - Examples.SHOWN) + " more" : "");
    }

    private static boolean ascii(String id) {
        for (int i = 0; i < id.length(); i++) {
            if (id.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
