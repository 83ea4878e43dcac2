package io.github.rageval.engine.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.CompensatedSum;
import io.github.rageval.engine.metrics.Cutoffs;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Conformance with trec_eval 10.0 on its own test collection: every value trec_eval printed for a measure this
 * engine implements, per query and in the summary, must be the value this engine computes, printed the same way
 * ({@code %.4f}, the exact binary value rounded half-even, as C's printf rounds it).
 *
 * <p>The folder holding trec_eval's {@code test/} files (qrels, runs, expected outputs) is named by the system
 * property {@value #PROPERTY}, which the build sets from the environment variable {@code RAGEVAL_TREC_EVAL_DIR};
 * without it the test is reported as skipped. The data is never copied into this repository.
 *
 * <p>Besides the metrics, trec_eval's counts are compared too ({@code num_q}, {@code num_ret}, {@code num_rel},
 * {@code num_rel_ret}): they show that the same queries were evaluated over the same lists, cut at the same depth.
 *
 * <p>The measures of unjudged documents are compared as every other: those where higher is better (bpref, infAP,
 * rbp) named in thresholds at 0, so that the evaluation computes them as a gate would, the others (unj, rbp_resid,
 * num_nonrel_judged_ret, whose threshold is a maximum) over the same cases by an evaluator of their own. A few more
 * scenarios are stored in this repository ({@value #STORED}, with the script that made them and its README): a small
 * collection of our own with ties, unjudged ids, negative grades and short lists, rbp at another persistence, and
 * {@code -J} (judged documents only, {@code judgedOnly}) with every measure, on both collections.
 * They run without the folder; those on trec_eval's own collection need it.
 */
class TrecEvalConformanceTest {
    private static final String PROPERTY = "rageval.trec_eval.dir";
    private static final String STORED = "/conformance/trec_eval";
    private static final int K = 10;

    /**
     * One trec_eval command line and how this engine is configured to mirror it.
     *
     * @param stored whether the expected output is stored in this repository; its qrels and run too, unless they are
     *     trec_eval's own ({@code qrels.test}, {@code qrels.rel_level}, {@code results.test})
     * @param judgedOnly whether trec_eval ran with {@code -J}, which {@code judgedOnly} mirrors
     */
    private record Scenario(String expected, String qrels, String run, boolean countMissing, int level,
                            Integer depth, boolean stored, boolean judgedOnly) {
        Scenario(String expected, String qrels, String run, boolean countMissing, int level, Integer depth) {
            this(expected, qrels, run, countMissing, level, depth, false);
        }

        Scenario(String expected, String qrels, String run, boolean countMissing, int level, Integer depth,
                 boolean stored) {
            this(expected, qrels, run, countMissing, level, depth, stored, false);
        }

        /** A stored output of trec_eval -J. */
        static Scenario judgedOnly(String expected, String qrels, String run, int level, Integer depth) {
            return new Scenario(expected, qrels, run, false, level, depth, true, true);
        }

        /** Whether it reads trec_eval's own collection, found only through the property. */
        boolean needsCollection() {
            return !stored || !qrels.endsWith(".holes");
        }
    }

    private static final List<Scenario> SCENARIOS = List.of(
            new Scenario("out.test", "qrels.test", "results.test", false, 1, null),
            new Scenario("out.test.a", "qrels.test", "results.test", false, 1, null),
            new Scenario("out.test.aq", "qrels.test", "results.test", false, 1, null),
            new Scenario("out.test.aqc", "qrels.test", "results.trunc", true, 1, null),
            new Scenario("out.test.aqcM", "qrels.test", "results.trunc", true, 1, 100),
            new Scenario("out.test.aql", "qrels.rel_level", "results.test", false, 2, null),
            new Scenario("out.test.meas_params", "qrels.test", "results.test", false, 1, null),
            new Scenario("out.holes", "qrels.holes", "results.holes", false, 1, null, true),
            new Scenario("out.holes.l2", "qrels.holes", "results.holes", false, 2, null, true),
            new Scenario("out.holes.p95", "qrels.holes", "results.holes", false, 1, null, true),
            new Scenario("out.test.p95", "qrels.test", "results.test", false, 1, null, true),
            new Scenario("out.rel_level.l2.p95", "qrels.rel_level", "results.test", false, 2, null, true),
            Scenario.judgedOnly("out.holes.J", "qrels.holes", "results.holes", 1, null),
            Scenario.judgedOnly("out.holes.l2.J", "qrels.holes", "results.holes", 2, null),
            Scenario.judgedOnly("out.holes.M3.J", "qrels.holes", "results.holes", 1, 3),
            Scenario.judgedOnly("out.test.J", "qrels.test", "results.test", 1, null),
            Scenario.judgedOnly("out.rel_level.l2.J", "qrels.rel_level", "results.test", 2, null));

    @TestFactory
    Stream<DynamicTest> agreesWithEveryValueTrecEvalPrinted() {
        Optional<Path> dir = folder();
        Stream<DynamicTest> withoutCollection = SCENARIOS.stream().filter(s -> !s.needsCollection())
                .map(s -> dynamicTest(s.expected(), () -> check(stored(), stored(), s)));
        if (dir.isEmpty()) {
            return Stream.concat(withoutCollection, Stream.of(skipped()));
        }
        return Stream.concat(withoutCollection, SCENARIOS.stream().filter(Scenario::needsCollection)
                .map(s -> dynamicTest(s.expected(), () -> check(s.stored() ? stored() : dir.get(), dir.get(), s))));
    }

    /**
     * trec_eval's default leaves a judged query without results out of the means (there is no expected file for
     * it, so this is checked against the per-query values of the {@code -c} output): query 302 has no results in
     * results.trunc, and the summary is the mean over 301 and 303 alone.
     */
    @TestFactory
    Stream<DynamicTest> withoutCompleteAveragingAMissingQueryIsLeftOut() {
        Optional<Path> dir = folder();
        if (dir.isEmpty()) {
            return Stream.of(skipped());
        }
        return Stream.of(dynamicTest("results.trunc without -c", () -> {
            Path folder = dir.get();
            TrecEvalOutput complete = TrecEvalOutput.read(folder.resolve("out.test.aqc"));
            EvaluationReport report = evaluate(folder, new Scenario("out.test.aqc", "qrels.test", "results.trunc",
                    false, 1, null), cutoffs(complete), Map.of());

            assertThat(report.cases()).extracting(CaseResult::queryId).containsExactly("301", "303");
            assertThat(report.summary().queries()).isEqualTo(2);
            int compared = 0;
            for (TrecEvalOutput.Row row : complete.rows()) {
                Optional<Metric> metric = Metric.parse(row.measure());
                if (metric.isEmpty() || row.isSummary() || row.query().equals("302")
                        || !report.summary().metrics().contains(metric.get())) {
                    continue;
                }
                CaseResult result = caseOf(report, row.query());
                assertThat(printed(result.value(metric.get()))).as(row.toString()).isEqualTo(row.value());
                double mean = (caseOf(report, "301").value(metric.get()) + caseOf(report, "303").value(metric.get())) / 2;
                assertThat(report.summary().value(metric.get())).as(metric.get().key()).isCloseTo(mean,
                        org.assertj.core.api.Assertions.within(1e-15));
                compared++;
            }
            assertThat(compared).isPositive();
        }));
    }

    /**
     * @param expectedFolder where the expected output is
     * @param inputFolder where the qrels and the run are
     */
    private static void check(Path expectedFolder, Path inputFolder, Scenario scenario) throws Exception {
        TrecEvalOutput expected = TrecEvalOutput.read(expectedFolder.resolve(scenario.expected()));
        Evaluated report = evaluate(inputFolder, scenario, expected);

        Set<String> expectedQueries = expected.rows().stream().map(TrecEvalOutput.Row::query)
                .filter(q -> !q.equals(TrecEvalOutput.SUMMARY)).collect(Collectors.toCollection(TreeSet::new));
        if (!expectedQueries.isEmpty()) {
            assertThat(report.cases()).extracting(CaseResult::queryId).containsExactlyInAnyOrderElementsOf(
                    expectedQueries);
        }
        List<String> mismatches = new ArrayList<>();
        Set<String> measures = new LinkedHashSet<>();
        int perQuery = 0;
        int summary = 0;
        for (TrecEvalOutput.Row row : expected.rows()) {
            Optional<String> ours = ours(report, row);
            if (ours.isEmpty()) {
                continue;
            }
            measures.add(row.measure());
            if (row.isSummary()) {
                summary++;
            } else {
                perQuery++;
            }
            if (!ours.get().equals(row.value())) {
                mismatches.add(row.measure() + " " + row.query() + ": trec_eval " + row.value() + ", ours "
                        + ours.get() + " (line " + row.line() + ")");
            }
        }
        System.out.println("trec_eval conformance, " + scenario.expected() + ": " + measures.size() + " measures, "
                + perQuery + " per-query and " + summary + " summary values compared, " + mismatches.size()
                + " differ; measures: " + String.join(" ", measures));
        assertThat(mismatches).as(scenario.expected()).isEmpty();
        assertThat(perQuery + summary).isPositive();
    }

    /**
     * An evaluation's report, and each of its cases' values of the metrics where more is worse, computed over the
     * same lists.
     */
    private record Evaluated(EvaluationReport report, Map<CaseResult, CaseResult> ungated) {
        List<CaseResult> cases() {
            return report.cases();
        }

        /** A case's value of a metric, from the report or, for one where more is worse, from the other evaluator. */
        double value(CaseResult result, Metric metric) {
            return result.values().containsKey(metric) ? result.value(metric) : ungated.get(result).value(metric);
        }
    }

    /** Our value for a row, printed as trec_eval prints it; empty for a measure this engine does not compute. */
    private static Optional<String> ours(Evaluated evaluated, TrecEvalOutput.Row row) {
        EvaluationReport report = evaluated.report();
        Optional<Metric> metric = Metric.parse(row.measure());
        if (metric.isPresent() && metric.get().family() == MetricFamily.NUM_NONREL_JUDGED_RET) {
            // A count, printed whole; trec_eval's summary line sums it where this engine's summary is the mean.
            List<CaseResult> cases = row.isSummary() ? report.cases() : List.of(caseOf(report, row.query()));
            return Optional.of(sum(cases, c -> (int) evaluated.value(c, metric.get())));
        }
        if (metric.isPresent() && report.summary().metrics().contains(metric.get())) {
            return Optional.of(printed(row.isSummary() ? report.summary().value(metric.get())
                    : caseOf(report, row.query()).value(metric.get())));
        }
        if (metric.isPresent()) {
            double[] values = report.cases().stream().mapToDouble(c -> evaluated.value(c, metric.get())).toArray();
            return Optional.of(printed(row.isSummary() ? CompensatedSum.mean(values)
                    : evaluated.value(caseOf(report, row.query()), metric.get())));
        }
        List<CaseResult> cases = row.isSummary() ? report.cases() : List.of(caseOf(report, row.query()));
        return switch (row.measure()) {
            case "num_q" -> Optional.of(Integer.toString(report.summary().queries()));
            case "num_ret" -> Optional.of(sum(cases, c -> c.retrieved().size()));
            case "num_rel" -> Optional.of(sum(cases, c -> c.relevantDocIds().size()));
            case "num_rel_ret" -> Optional.of(sum(cases, TrecEvalConformanceTest::relevantRetrieved));
            default -> Optional.empty();
        };
    }

    private static int relevantRetrieved(CaseResult result) {
        Set<String> relevant = new LinkedHashSet<>(result.relevantDocIds());
        return (int) result.retrieved().stream().filter(d -> relevant.contains(d.docId())).count();
    }

    private static String sum(List<CaseResult> cases, java.util.function.ToIntFunction<CaseResult> count) {
        return Integer.toString(cases.stream().mapToInt(count).sum());
    }

    /**
     * Evaluates the scenario's run with every metric the output prints: trec_eval's at every cutoff it printed, the
     * gateable measures of unjudged documents named in thresholds at 0, and the others over the same cases.
     */
    private static Evaluated evaluate(Path folder, Scenario scenario, TrecEvalOutput expected) throws Exception {
        List<Metric> printed = expected.rows().stream().map(row -> Metric.parse(row.measure()))
                .flatMap(Optional::stream).distinct().toList();
        Map<String, String> thresholds = new LinkedHashMap<>();
        printed.stream().filter(m -> m.family().readsJudgments() || m.family() == MetricFamily.RBP)
                .filter(m -> m.family().higherIsBetter()).forEach(m -> thresholds.put(m.key(), "0"));
        EvaluationReport report = evaluate(folder, scenario, cutoffs(expected), thresholds);
        List<Metric> ungated = printed.stream().filter(m -> !m.family().higherIsBetter()).toList();
        Map<CaseResult, CaseResult> others = new java.util.IdentityHashMap<>();
        if (!ungated.isEmpty()) {
            Evaluator evaluator = new Evaluator(K, ungated, scenario.level(), scenario.judgedOnly());
            report.cases().forEach(c -> others.put(c, evaluator.score(c.golden(), c.retrieved())));
        }
        return new Evaluated(report, others);
    }

    private static EvaluationReport evaluate(Path folder, Scenario scenario, String cutoffs,
                                             Map<String, String> thresholds) throws Exception {
        EvaluationSettings settings = EvaluationSettings.builder().k(K).rules(Fixtures.rules(thresholds))
                .sources(DataSources.builder().run(folder.resolve(scenario.run()))
                        .qrels(folder.resolve(scenario.qrels())).build())
                .scoring(new ScoringOptions(Cutoffs.parse(cutoffs), scenario.level(), scenario.depth(),
                        RunMismatch.WARN, scenario.countMissing()).withJudgedOnly(scenario.judgedOnly()))
                .build();
        return RagEvaluation.run(settings);
    }

    /** The folder of the outputs stored in this repository, and of its own small collection. */
    private static Path stored() throws Exception {
        return Path.of(TrecEvalConformanceTest.class.getResource(STORED + "/qrels.holes").toURI()).getParent();
    }

    /** Every cutoff trec_eval printed a measure at, so that each of its measures is computed here too. */
    private static String cutoffs(TrecEvalOutput expected) {
        return expected.rows().stream().map(row -> Metric.parse(row.measure())).flatMap(Optional::stream)
                .map(Metric::cutoff).filter(c -> c > 0).distinct().sorted().map(String::valueOf)
                .collect(Collectors.joining(","));
    }

    private static CaseResult caseOf(EvaluationReport report, String queryId) {
        Map<String, CaseResult> byId = new LinkedHashMap<>();
        report.cases().forEach(c -> byId.put(c.queryId(), c));
        CaseResult result = byId.get(queryId);
        assertThat(result).as("query " + queryId + " evaluated").isNotNull();
        return result;
    }

    /** C's {@code printf("%.4f")}: the exact binary value rounded half-even to 4 decimals. */
    static String printed(double value) {
        return new BigDecimal(value).setScale(4, RoundingMode.HALF_EVEN).toPlainString();
    }

    private static Optional<Path> folder() {
        String dir = System.getProperty(PROPERTY, "");
        return dir.isBlank() ? Optional.empty() : Optional.of(Path.of(dir));
    }

    private static DynamicTest skipped() {
        // An aborted dynamic test is reported as skipped, so the run says the check did not happen.
        return dynamicTest("trec_eval conformance (needs -D" + PROPERTY + "=<folder>)",
                () -> Assumptions.abort("trec_eval conformance skipped: system property " + PROPERTY + " is not set"));
    }
}
