package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.input.JudgmentLine;
import io.github.rageval.engine.input.QueryKeys;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.stats.BootstrapInterval;
import io.github.rageval.engine.stats.ConfidenceInterval;
import io.github.rageval.engine.stats.PredictionPoweredMean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each metric's mean corrected for a machine judge's errors, where its grades fill holes that people left, by
 * prediction-powered inference (Angelopoulos et al., "Prediction-powered inference", Science 382, 2023;
 * {@link PredictionPoweredMean}). A query's value under the grades counted is the judge's <em>prediction</em> of its
 * value under people's grades; on the queries graded both ways ({@link JudgeTouchedQueries}) both are known, and
 * their mean difference, people's value minus the judge's, is the judge's mean error on a query's value:
 *
 * <pre>
 *   f_i   = the query's value with the judge's grades (as counted; on a query graded both ways, the judge's grade
 *           put in place of each person's grade that it was asked about)
 *   Y_i   = the query's value with people's grades (known on the n queries graded both ways)
 *   s     = (machine-graded queries + queries graded both ways) / N, the share of queries the judge can be wrong on
 *   theta = mean(f over all N queries) + s * mean(Y - f over the n queries graded both ways)
 *   se    = sqrt( std(f)^2 / N + s^2 * std(Y - f)^2 / n ),   interval theta -+ 1.96 se (95%)
 * </pre>
 *
 * <p>A query no machine graded and that was not graded both ways has its value from people alone; it takes no
 * correction, hence the share. The estimate is unbiased when the queries graded both ways are like the machine-graded
 * ones in how the judge errs on them: the judge goal's sample of the lines people graded is drawn at random (seed
 * 42), but which lines people graded is the team's choice, so this is an assumption the report states, as the
 * judge's agreement (Cohen's kappa) rests on it too. A query counts as graded both ways only when every line a person
 * graded in the pool carries the judge's grade, so that its {@code f} is the judge's value and not half of it: raise
 * {@code judgeAgreementPairs} to the number of lines people graded for every such query to count. Metrics that read
 * answers or texts, not grades, are left out (the judge moves none of them).
 *
 * @param judge the machine whose grades are counted ({@code umbrela:qwen3:8b})
 * @param queries {@code N}, the queries evaluated
 * @param machineGraded the queries whose value rests on a machine's grade
 * @param gradedBothWays {@code n}, the queries graded both by people and by the judge
 * @param estimates per metric, in report order, the corrected mean and its standard error; empty when not estimated
 * @param unavailable why there is no estimate (one sentence, advice included); null when there is one
 */
public record MachineGradeCorrection(String judge, int queries, int machineGraded, int gradedBothWays,
                                     Map<Metric, PredictionPoweredMean> estimates, String unavailable) {
    /** The fewest queries graded both ways that the correction is estimated from. */
    public static final int MIN_GRADED_BOTH_WAYS = 2;
    /** The error level of the interval: 95%, the level of the bootstrap intervals ({@link BootstrapInterval#LEVEL}). */
    public static final double ALPHA = 0.05;

    public MachineGradeCorrection {
        estimates = Collections.unmodifiableMap(new LinkedHashMap<>(estimates));
    }

    /**
     * The correction of the metrics of these cases, or null when no machine's grade is counted for any of them.
     *
     * @param cases the evaluated cases, in golden-set order (a case's key is its query_id or its position)
     * @param counted the judgments merged into the golden set, a machine's among them when they are counted
     * @param words how advice names the settings
     */
    static MachineGradeCorrection of(Evaluator evaluator, List<CaseResult> cases, List<JudgmentLine> counted,
                                     SettingWords words) {
        JudgeTouchedQueries touched = JudgeTouchedQueries.of(counted);
        List<String> keys = new ArrayList<>(cases.size());
        int machineGraded = 0;
        for (int i = 0; i < cases.size(); i++) {
            keys.add(QueryKeys.of(cases.get(i).golden(), i));
            machineGraded += touched.machineGraded().contains(keys.get(i)) ? 1 : 0;
        }
        if (machineGraded == 0) {
            return null;
        }
        String judge = String.join(" and ", touched.machines());
        if (touched.machines().size() > 1) {
            return unavailable(judge, cases.size(), machineGraded, 0, "the grades of more than one machine are"
                    + " counted, and the correction measures one judge against people: count one machine's grades"
                    + " per check.");
        }
        List<Integer> bothWays = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            if (touched.judgeGrades().containsKey(keys.get(i))) {
                bothWays.add(i);
            }
        }
        if (bothWays.size() < MIN_GRADED_BOTH_WAYS) {
            return unavailable(judge, cases.size(), machineGraded, bothWays.size(), notEnough(touched, bothWays.size(),
                    words));
        }
        return estimated(evaluator, cases, keys, touched, judge, machineGraded, bothWays);
    }

    private static MachineGradeCorrection estimated(Evaluator evaluator, List<CaseResult> cases, List<String> keys,
                                                    JudgeTouchedQueries touched, String judge, int machineGraded,
                                                    List<Integer> bothWays) {
        List<Metric> metrics = evaluator.metrics().stream().filter(m -> !m.family().readsEvidence()).toList();
        // Rescored for the grades' metrics alone: the texts' metrics, which no grade moves, cost the most.
        Evaluator grading = evaluator.only(metrics);
        int n = bothWays.size();
        double[][] people = new double[metrics.size()][n];
        double[][] judged = new double[metrics.size()][n];
        double[][] all = new double[metrics.size()][cases.size()];
        for (int i = 0; i < cases.size(); i++) {
            for (int m = 0; m < metrics.size(); m++) {
                all[m][i] = cases.get(i).values().get(metrics.get(m));
            }
        }
        for (int j = 0; j < n; j++) {
            int i = bothWays.get(j);
            CaseResult result = cases.get(i);
            Map<String, Integer> grades = new HashMap<>(result.golden().grades());
            grades.putAll(touched.judgeGrades().get(keys.get(i)));
            // People's values are the ones counted; the judge's, the same list scored with its grades.
            Map<Metric, Double> asJudge = grading.score(result.golden().withGrades(grades), result.retrieved())
                    .values();
            for (int m = 0; m < metrics.size(); m++) {
                people[m][j] = result.values().get(metrics.get(m));
                judged[m][j] = asJudge.get(metrics.get(m));
                all[m][i] = judged[m][j];
            }
        }
        double share = (double) (machineGraded + n) / cases.size();
        Map<Metric, PredictionPoweredMean> estimates = new LinkedHashMap<>();
        for (int m = 0; m < metrics.size(); m++) {
            estimates.put(metrics.get(m), PredictionPoweredMean.withExactShare(people[m], judged[m], all[m], share));
        }
        return new MachineGradeCorrection(judge, cases.size(), machineGraded, n, estimates, null);
    }

    private static String notEnough(JudgeTouchedQueries touched, int bothWays, SettingWords words) {
        if (touched.sampledLines() == 0) {
            return "no line a person graded carries the judge's own grade of it (judge_grade), which the judge goal"
                    + " writes when it measures its agreement with people: grade part of the pool by hand and run the"
                    + " judge goal again.";
        }
        return "it needs " + MIN_GRADED_BOTH_WAYS + " queries whose every line a person graded in the pool the judge"
                + " graded too, and " + Counted.of(bothWays, "query has", "queries have") + " that ("
                + Counted.of(touched.sampledLines(), "line", "lines") + " graded both ways): raise "
                + words.name(GoalSettings.JUDGE_AGREEMENT_PAIRS) + " to the number of lines people graded and run the"
                + " judge goal again, or grade whole queries of the pool by hand.";
    }

    private static MachineGradeCorrection unavailable(String judge, int queries, int machineGraded, int bothWays,
                                                      String why) {
        return new MachineGradeCorrection(judge, queries, machineGraded, bothWays, Map.of(), why);
    }

    /** {@code umbrela:qwen3:8b's grades are counted for 40 of 120 queries}: how the reports open what they say. */
    public String counted() {
        return judge + "'s grades are counted for " + machineGraded + " of " + queries + " queries";
    }

    /** The corrected mean's interval, at the level of the bootstrap intervals (95%); null when not estimated. */
    public ConfidenceInterval interval(Metric metric) {
        PredictionPoweredMean estimate = estimates.get(metric);
        return estimate == null ? null : estimate.interval(ALPHA);
    }
}
