package io.github.rageval.engine.analysis;

import io.github.rageval.engine.evaluation.VariantReport;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.metrics.MetricSelection;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.stats.BootstrapDraws;
import io.github.rageval.engine.stats.ConfidenceInterval;
import io.github.rageval.engine.stats.PairedComparison;
import io.github.rageval.engine.stats.PairedTest;
import io.github.rageval.engine.stats.PairedTests;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Retrievers compared on the same golden set: per variant and metric its mean with a bootstrap interval (the same
 * seeded draws of queries for every variant and metric, so the intervals are comparable and reproducible), the best
 * variant per metric, and each other variant against the gate variant: the paired tests the baseline comparison runs,
 * per compared metric, and the queries whose hit at k flips between them. Because a golden set is judged from the
 * retrievers its authors had, each variant also has its share of holes in the judgments in its top k
 * ({@link UnjudgedShare}), and a paired test whose lower variant's losses are mostly on queries with holes carries a
 * {@link HoleNote}.
 *
 * @param gate the gate variant's name
 * @param metrics every summary metric's key, in report order (report.json lists them all)
 * @param shown the metrics tables show: the specification's four (over a golden set labelled by spans, the four span
 *     metrics instead), then any other metric a threshold names
 * @param compared the metrics the paired tests are run on: those the thresholds name, else {@code shown}
 * @param variants one row per variant, in configuration order
 * @param best per shown metric, the variants with the highest mean (several when they tie)
 * @param contrasts each variant but the gate's against the gate variant, in configuration order
 * @param test the test whose p-values reports print (all are in report.json)
 * @param alpha the significance level the p-values are read against
 * @param reports every variant's report, in configuration order, for the reports that list their cases
 */
public record VariantComparison(String gate, List<String> metrics, List<String> shown, List<String> compared,
                                List<Row> variants, Map<String, List<String>> best, List<Contrast> contrasts,
                                PairedTest test, double alpha, List<VariantReport> reports) {
    public VariantComparison {
        reports = List.copyOf(reports);
        metrics = List.copyOf(metrics);
        shown = List.copyOf(shown);
        compared = List.copyOf(compared);
        variants = List.copyOf(variants);
        best = Collections.unmodifiableMap(new LinkedHashMap<>(best));
        contrasts = List.copyOf(contrasts);
    }

    /**
     * One variant's line of the table.
     *
     * @param retriever its retriever's name ({@code bm25}, {@code hybrid}, a class name)
     * @param passed whether it meets the build's rules (only the gate variant's verdict decides the build)
     * @param intervals per metric key, its mean and 95% interval
     * @param unjudged its {@code unjudged@k}: the mean share of its top k that are holes in the judgments
     */
    public record Row(String name, String retriever, boolean gate, boolean passed,
                      Map<String, ConfidenceInterval> intervals, double unjudged) {
        public Row {
            intervals = Collections.unmodifiableMap(new LinkedHashMap<>(intervals));
        }

        /** A row without holes in its top k. */
        public Row(String name, String retriever, boolean gate, boolean passed,
                   Map<String, ConfidenceInterval> intervals) {
            this(name, retriever, gate, passed, intervals, 0.0);
        }
    }

    /**
     * One variant against the gate variant.
     *
     * @param tests per compared metric key, the change from the gate variant to this one with every test's p-value
     * @param flips the queries hit by one of the two and missed by the other, in golden order
     * @param holeNotes per compared metric whose difference may be holes in the judgments ({@link HoleNote}'s
     *     rule), its note, in the order of {@code tests}
     */
    public record Contrast(String variant, Map<String, PairedComparison> tests, List<Flip> flips,
                           Map<String, HoleNote> holeNotes) {
        public Contrast {
            tests = Collections.unmodifiableMap(new LinkedHashMap<>(tests));
            flips = List.copyOf(flips);
            holeNotes = Collections.unmodifiableMap(new LinkedHashMap<>(holeNotes));
        }

        /** A contrast no hole in the judgments speaks for. */
        public Contrast(String variant, Map<String, PairedComparison> tests, List<Flip> flips) {
            this(variant, tests, flips, Map.of());
        }
    }

    /**
     * A query whose hit at k differs between the gate variant and another.
     *
     * @param caseIndex its place in the golden set
     * @param query its text, or its id when it has none
     * @param gateHit whether the gate variant hit it (the other variant did the opposite)
     */
    public record Flip(int caseIndex, String query, boolean gateHit) {
    }

    /** The comparison of these variants' reports (the gated one among them) under the analysis settings. */
    public static VariantComparison of(List<VariantReport> reports, AnalysisSettings settings) {
        VariantReport gate = reports.stream().filter(VariantReport::gate).findFirst().orElseThrow();
        MetricValues gateValues = values(gate);
        List<String> metrics = List.copyOf(gateValues.summary().keySet());
        Set<String> thresholded = new LinkedHashSet<>();
        for (Threshold threshold : gate.report().thresholds()) {
            thresholded.add(threshold.metric().key());
        }
        Set<String> shown = new LinkedHashSet<>();
        boolean spans = metrics.contains(Metric.of(MetricFamily.SPAN_RECALL).key());
        // Over span labels the variants are chunkings, and the span metrics are what sets them apart.
        (spans ? MetricSelection.SPAN_METRICS : SummaryMetric.metrics()).forEach(m -> shown.add(m.key()));
        shown.retainAll(metrics);
        metrics.stream().filter(thresholded::contains).forEach(shown::add);
        List<String> compared = thresholded.isEmpty() ? List.copyOf(shown)
                : metrics.stream().filter(thresholded::contains).toList();

        // Every variant and metric resampled with the same draws: drawn once, for all of them.
        BootstrapDraws draws = MetricIntervals.draws(gate.report().cases().size(), settings);
        List<Row> rows = new ArrayList<>();
        List<Contrast> contrasts = new ArrayList<>();
        for (VariantReport report : reports) {
            MetricValues values = values(report);
            Map<String, ConfidenceInterval> intervals = MetricIntervals.of(values, settings, draws);
            rows.add(new Row(report.name(), report.retriever(), report.gate(), report.report().passed(), intervals,
                    UnjudgedShare.of(report.report())));
            if (!report.gate()) {
                contrasts.add(contrast(report, values, gate, gateValues, compared, settings));
            }
        }
        return new VariantComparison(gate.name(), metrics, List.copyOf(shown), compared, rows, best(rows, shown),
                contrasts, settings.comparison().test(), settings.comparison().alpha(), reports);
    }

    /** The cutoff the variants were evaluated at, the k of {@code unjudged@k}. */
    public int k() {
        return reports.get(0).report().k();
    }

    /**
     * Whether the tables show {@code unjudged@k}: only when some variant has a hole in its top k, so that a
     * comparison the judgments cover says nothing of them.
     */
    public boolean showsUnjudged() {
        return variants.stream().anyMatch(row -> row.unjudged() > 0);
    }

    /** The row of a variant. */
    public Row row(String name) {
        return variants.stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    private static MetricValues values(VariantReport report) {
        return MetricValues.of(report.report().summary(), report.report().cases());
    }

    private static Contrast contrast(VariantReport report, MetricValues values, VariantReport gate,
                                     MetricValues gateValues, List<String> compared, AnalysisSettings settings) {
        Map<String, PairedComparison> tests = new LinkedHashMap<>();
        Map<String, HoleNote> holeNotes = new LinkedHashMap<>();
        for (String key : compared) {
            double[] before = gateValues.perQuery().get(key);
            double[] after = values.perQuery().get(key);
            PairedComparison paired = PairedTests.compare(before, after,
                    settings.comparison().randomizationSamples(), settings.seed());
            tests.put(key, paired);
            HoleNote.of(gate, before, report, after, paired).ifPresent(note -> holeNotes.put(key, note));
        }
        List<Flip> flips = new ArrayList<>();
        List<CaseResult> gateCases = gate.report().cases();
        List<CaseResult> cases = report.report().cases();
        for (int i = 0; i < cases.size(); i++) {
            if (gateCases.get(i).hit() != cases.get(i).hit()) {
                flips.add(new Flip(i, gateCases.get(i).golden().label(), gateCases.get(i).hit()));
            }
        }
        return new Contrast(report.name(), tests, flips, holeNotes);
    }

    /** Per metric, the variants whose mean is the highest; means are compared exactly, so ties are real ties. */
    private static Map<String, List<String>> best(List<Row> rows, Set<String> shown) {
        Map<String, List<String>> best = new LinkedHashMap<>();
        for (String key : shown) {
            double top = rows.stream().mapToDouble(r -> r.intervals().get(key).value()).max().orElse(Double.NaN);
            best.put(key, rows.stream().filter(r -> r.intervals().get(key).value() == top).map(Row::name).toList());
        }
        return best;
    }
}
