package io.github.rageval.engine.settings;

import io.github.rageval.engine.settings.table.Defaults;
import java.util.List;

/**
 * How results are scored beyond k, typed by the settings pass, which rejects every bad value with a message before any
 * file is read.
 *
 * @param cutoffs the distinct cutoffs of trec_eval's metrics, ascending ({@code cutoffs = 1,3,5,10}); empty for none
 * @param relevanceLevel the least grade that counts as relevant (trec_eval's {@code -l}, default 1)
 * @param depth how many results per query are evaluated (trec_eval's {@code -M}); null for the default: a run's
 *     every result, or as many as the largest of k and the cutoffs from the built-in retriever
 * @param runMismatch what a run missing judged queries or holding unjudged ones does to the build
 * @param countMissingQueries whether a judged query without results counts as 0 in the means (the specification's
 *     rule and trec_eval's {@code -c}) or is left out (trec_eval's default)
 * @param tieRanges whether to compute, per metric, its range over the orders of tied documents
 * @param judgedOnly whether each list is condensed to its judged documents before any metric reads it (trec_eval's
 *     {@code -J}), after the depth cut
 */
public record ScoringOptions(List<Integer> cutoffs, int relevanceLevel, Integer depth, RunMismatch runMismatch,
                             boolean countMissingQueries, boolean tieRanges, boolean judgedOnly) {
    public static final int DEFAULT_RELEVANCE_LEVEL = Integer.parseInt(Defaults.RELEVANCE_LEVEL);
    public static final ScoringOptions DEFAULTS = new ScoringOptions(List.of(), DEFAULT_RELEVANCE_LEVEL, null,
            RunMismatch.WARN, true, Boolean.parseBoolean(Defaults.TIE_RANGES),
            Boolean.parseBoolean(Defaults.JUDGED_ONLY));

    /** Options without tie ranges. */
    public ScoringOptions(List<Integer> cutoffs, int relevanceLevel, Integer depth, RunMismatch runMismatch,
                          boolean countMissingQueries) {
        this(cutoffs, relevanceLevel, depth, runMismatch, countMissingQueries, false);
    }

    /** Options over every returned document, judged or not. */
    public ScoringOptions(List<Integer> cutoffs, int relevanceLevel, Integer depth, RunMismatch runMismatch,
                          boolean countMissingQueries, boolean tieRanges) {
        this(cutoffs, relevanceLevel, depth, runMismatch, countMissingQueries, tieRanges, false);
    }

    /** These options, with tie ranges on or off. */
    public ScoringOptions withTieRanges(boolean on) {
        return new ScoringOptions(cutoffs, relevanceLevel, depth, runMismatch, countMissingQueries, on, judgedOnly);
    }

    /** These options, with the lists condensed to their judged documents or not. */
    public ScoringOptions withJudgedOnly(boolean on) {
        return new ScoringOptions(cutoffs, relevanceLevel, depth, runMismatch, countMissingQueries, tieRanges, on);
    }

    /** These options, with a run's mismatches treated this way: the settings pass parses it after the ranges. */
    public ScoringOptions withRunMismatch(RunMismatch treatment) {
        return new ScoringOptions(cutoffs, relevanceLevel, depth, treatment, countMissingQueries, tieRanges,
                judgedOnly);
    }

    public ScoringOptions {
        cutoffs = cutoffs == null ? List.of() : List.copyOf(cutoffs);
        runMismatch = runMismatch == null ? RunMismatch.WARN : runMismatch;
    }
}
