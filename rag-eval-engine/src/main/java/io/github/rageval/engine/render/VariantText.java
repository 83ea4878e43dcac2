package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.evaluation.VariantReport;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.stats.BootstrapInterval;
import io.github.rageval.engine.stats.ConfidenceInterval;
import io.github.rageval.engine.stats.PairedComparison;
import io.github.rageval.engine.format.Sentences;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The phrases the console, report.md and report.html use for a comparison of variants, written once so that the
 * three say the same thing in the same words and numbers; each format only escapes and lays them out.
 */
final class VariantText {
    private VariantText() {
    }

    /**
     * Each variant's latency, {@code words2: p50 1.2 ms, p95 3.4 ms, p99 3.4 ms, max 3.4 ms (10 queries)}, in
     * configuration order; empty when latency is not reported. A hybrid's is its fused call's, which reuses the
     * rankings its inputs already fetched.
     */
    static List<String> latencies(VariantComparison comparison) {
        List<String> lines = new ArrayList<>();
        for (VariantReport variant : comparison.reports()) {
            if (variant.report().latency().reported()) {
                lines.add(variant.name() + ": " + variant.report().latency().summary().describe());
            }
        }
        return lines;
    }

    /**
     * Each variant's judgment ranges, {@code dense: 6 of 10 queries have unjudged documents in their top 5 (...); if
     * they were relevant: ...}, in configuration order; empty when no variant retrieved a hole. A variant that finds
     * what the judgments never read is the one they are for.
     */
    static List<String> holes(VariantComparison comparison) {
        List<String> lines = new ArrayList<>();
        for (VariantReport variant : comparison.reports()) {
            if (variant.report().judgmentRanges() != null) {
                lines.add(variant.name() + ": " + ConsoleReport.holeSummary(variant.report()));
            }
        }
        return lines;
    }

    /**
     * The holes of every variant that has some, in one line: {@code bm25 (4 of 10 queries) and dense (3 of 10
     * queries) have unjudged documents in their top 2 (unlistedDocuments = auto)}. A paragraph per variant, each
     * repeating why they are holes, made a wall of text where one line tells which variants to pool; the console adds
     * where the whole text is, report.html folds it under this line.
     */
    static Optional<String> holesHeadline(VariantComparison comparison) {
        List<String> variants = new ArrayList<>();
        JudgmentRanges any = null;
        for (VariantReport variant : comparison.reports()) {
            JudgmentRanges ranges = variant.report().judgmentRanges();
            if (ranges != null) {
                variants.add(variant.name() + " (" + ranges.queriesWithHoles() + " of "
                        + variant.report().cases().size() + " queries)");
                any = ranges;
            }
        }
        if (any == null) {
            return Optional.empty();
        }
        int colon = any.basis().indexOf(':');
        return Optional.of(Sentences.and(variants) + (variants.size() == 1 ? " has" : " have")
                + " unjudged documents in " + (variants.size() == 1 ? "its" : "their") + " top "
                + any.resultsEvaluated() + " (" + (colon < 0 ? any.basis() : any.basis().substring(0, colon)) + ")");
    }

    /** How many queries every variant was evaluated on (the same golden set for all). */
    static int queries(VariantComparison comparison) {
        return comparison.variants().get(0).intervals().values().iterator().next().n();
    }

    /** {@code 95}: the level of the variants' intervals, in percent. */
    static long level() {
        return Math.round(BootstrapInterval.LEVEL * 100);
    }

    /**
     * The sentence that opens the reports' section: how many retrievers on how many queries, which one the gate
     * holds, what the other verdicts mean, and what the table shows.
     */
    static String intro(VariantComparison comparison) {
        return comparison.variants().size() + " retrievers on the same " + queries(comparison)
                + " queries; the gate holds " + comparison.gate() + ", the others' verdicts are those they would get"
                + " under the same rules. Means with " + level() + "% bootstrap intervals; the best per metric in bold.";
    }

    /** {@code 0.80 [0.60, 1.00]}: a variant's mean of one metric with its interval. */
    static String mean(ConfidenceInterval interval) {
        return Decimals.two(interval.value()) + " " + Decimals.interval(interval);
    }

    /**
     * {@code unjudged@10}: the heading of the column of each variant's share of holes in its top k, shown only when
     * some variant has one ({@link VariantComparison#showsUnjudged()}).
     */
    static String unjudgedHeading(VariantComparison comparison) {
        return "unjudged@" + comparison.k();
    }

    /** {@code 0.41}: a variant's share of holes in its top k, as the tables show it. */
    static String unjudged(VariantComparison.Row row) {
        return Decimals.two(row.unjudged());
    }

    /**
     * {@code mean_recall and mrr: of 12 queries where dense scores lower, 9 have unjudged documents in its top 10:
     * ...}: the notes on the compared metrics whose difference may be holes in the judgments, metrics with the same
     * note named together, in the order of the tests.
     */
    static List<String> holeNotes(VariantComparison.Contrast contrast) {
        Map<String, List<String>> metricsByNote = new LinkedHashMap<>();
        contrast.holeNotes().forEach((key, note) ->
                metricsByNote.computeIfAbsent(note.message(), message -> new ArrayList<>()).add(key));
        List<String> notes = new ArrayList<>();
        metricsByNote.forEach((message, keys) -> notes.add(Sentences.and(keys) + ": " + message));
        return notes;
    }

    /** {@code pass} or {@code FAIL}: the verdict the variant gets (the gate variant) or would get (the others). */
    static String verdict(VariantComparison.Row row) {
        return row.passed() ? "pass" : "FAIL";
    }

    /** Whether the variant has the highest mean of this metric (one of several when they tie). */
    static boolean best(VariantComparison comparison, String metric, VariantComparison.Row row) {
        return comparison.best().getOrDefault(metric, List.of()).contains(row.name());
    }

    /** {@code mean_precision words2 = fused, mrr words2}: per shown metric, the variants with the highest mean. */
    static String bestList(VariantComparison comparison) {
        List<String> best = new ArrayList<>();
        comparison.best().forEach((key, names) -> best.add(key + " " + String.join(" = ", names)));
        return String.join(", ", best);
    }

    /** {@code hit_rate +0.20 (p = 0.500)}, with {@code , significant} inside the brackets below alpha. */
    static String test(VariantComparison comparison, String metric, PairedComparison paired) {
        return metric + " " + Decimals.signed(paired.meanDifference()) + " ("
                + Decimals.p(paired.pValue(comparison.test())) + (significant(comparison, paired) ? ", significant" : "")
                + ")";
    }

    /** {@code paired randomization test, alpha 0.05}: how the contrasts' p-values were obtained and are read. */
    static String testAndAlpha(VariantComparison comparison) {
        return comparison.test().label() + ", alpha " + Decimals.shortest(comparison.alpha());
    }

    /** Whether the configured test's p-value is below alpha. */
    static boolean significant(VariantComparison comparison, PairedComparison paired) {
        return paired.pValue(comparison.test()).below(comparison.alpha());
    }

    /** {@code 2 hit by words2 only, 0 by words4 only}: the flipped queries, counted by the variant that hits them. */
    static String flipCounts(VariantComparison comparison, VariantComparison.Contrast contrast) {
        long onlyVariant = contrast.flips().stream().filter(f -> !f.gateHit()).count();
        long onlyGate = contrast.flips().size() - onlyVariant;
        return onlyVariant + " hit by " + contrast.variant() + " only, " + onlyGate + " by " + comparison.gate()
                + " only";
    }

    /** The heading of a contrast's flipped queries: {@code Flipped queries (in the top 3 of one only): 2 hit by ...}. */
    static String flipsHeading(VariantComparison comparison, VariantComparison.Contrast contrast, int k) {
        return "Flipped queries (in the top " + k + " of one only): " + flipCounts(comparison, contrast);
    }

    /** What a contrast without flipped queries says instead of listing them. */
    static String noFlips(int k) {
        return "No query is in the top " + k + " of one of them only.";
    }

    /** The flipped queries listed: the first {@code limit}. */
    static List<VariantComparison.Flip> listedFlips(VariantComparison.Contrast contrast, int limit) {
        return Listed.head(contrast.flips(), limit);
    }

    /** What a list of flipped queries cut at {@code limit} left out; null when nothing was. */
    static String flipsLeftOut(VariantComparison.Contrast contrast, int limit) {
        int more = contrast.flips().size() - limit;
        return more <= 0 ? null : "... and " + more + " more flipped queries, not listed here: every flip is in"
                + " report.json.";
    }

    /** The variant of the two that hits a flipped query. */
    static String hitBy(VariantComparison comparison, VariantComparison.Contrast contrast,
                        VariantComparison.Flip flip) {
        return flip.gateHit() ? comparison.gate() : contrast.variant();
    }
}
