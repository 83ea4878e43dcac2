package io.github.rageval.engine.metrics;

import io.github.rageval.engine.concurrent.ParallelTasks;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * How much the means depend on the holes in the judgments: the documents a ranking retrieved that nobody judged
 * ({@link Holes}), which every metric but the measures of unjudged documents counts as not relevant. A golden set
 * is judged from the retriever its team had, so a new retriever finds documents it never judged and looks worse
 * than it is. Tie ranges bound what the order of tied documents can do to a metric; judgment ranges bound what the
 * holes can do.
 *
 * <p>For each query and metric there are two values: <em>as judged</em>, the metric as evaluated, and <em>if the
 * holes were relevant</em>, the metric computed on the judgments to which every hole of that query's ranking as
 * evaluated (its first {@code depth} documents, a repeated id once) was added at the lowest relevant grade, the
 * relevance level. Everything the judgments decide follows: R, the relevant count of recall, AP, R-precision and
 * bpref, grows by the number of holes retrieved; nDCG's ideal ranking holds them; rbp's highest grade is at least
 * the relevance level; a measure of unjudged documents ({@code unj@c}, {@code judged@c}, {@code rbp_resid}) gives
 * its value with those documents judged. Documents the ranking did not retrieve keep their judgments, a negative
 * grade included. The second value is not a maximum: a metric that divides by R (recall@c, map, ndcg@c, Rprec,
 * bpref) falls when a hole ranked past its cutoff becomes relevant, since the ranking then missed a relevant
 * document; P@c, success@c, the reciprocal rank and rbp can only rise.
 *
 * <p>With binary grades (0 and 1, relevance level 1) and every unjudged document a hole (the rule
 * {@link Holes#TREC_EVAL}, or {@code unlistedDocuments = unjudged}), rbp's value if the holes were relevant is
 * {@code rbp + rbp_resid - p^n} per query, n the number of documents evaluated, when some retrieved document is
 * unjudged (trec_eval's {@code rbp_resid} is then {@code p^n + (1 - p) * sum of p^i over the unjudged positions i},
 * the weight past the end included): the holes add exactly that sum's gain. Where a document the judgments do not
 * name is not a hole ({@code notRelevant}) the value is at most that.
 *
 * <p>The means are over the queries, as {@link Summary}'s. Only queries with a hole are evaluated again, on their
 * judgment codes per position; the others keep their values.
 */
public final class JudgmentRanges {
    private final String basis;
    private final int resultsEvaluated;
    private final int[] holes;
    private final Map<Metric, double[]> ifRelevant;

    /**
     * @param basis which documents are holes and why, as {@link Holes#basis()} says it
     * @param resultsEvaluated the most documents evaluated for one query: how deep the holes were looked for
     * @param holes per query, in case order, how many holes its ranking as evaluated holds
     * @param ifRelevant per metric, in report order, each query's value if its holes were relevant
     */
    public JudgmentRanges(String basis, int resultsEvaluated, int[] holes, Map<Metric, double[]> ifRelevant) {
        this.basis = Objects.requireNonNull(basis, "basis");
        this.resultsEvaluated = resultsEvaluated;
        this.holes = holes.clone();
        Map<Metric, double[]> copied = new LinkedHashMap<>();
        ifRelevant.forEach((metric, values) -> {
            if (values.length != holes.length) {
                throw new IllegalArgumentException(metric + " has " + values.length + " values for " + holes.length
                        + " queries");
            }
            copied.put(metric, values.clone());
        });
        this.ifRelevant = Collections.unmodifiableMap(copied);
    }

    /**
     * A metric's mean over the queries, both ways.
     *
     * @param asJudged its mean as evaluated
     * @param ifRelevant its mean if every hole were relevant
     */
    public record Range(double asJudged, double ifRelevant) {
        /** Whether the holes can move the mean at all. */
        public boolean moves() {
            return Double.compare(asJudged, ifRelevant) != 0;
        }
    }

    /**
     * The ranges of the metrics the evaluator computed on these cases.
     *
     * @param cases the evaluated cases: their rankings as evaluated, their judgments and values
     * @param rule which retrieved documents are holes
     * @return null when no ranking holds a hole: then nothing can move, and the reports say nothing of it
     */
    public static JudgmentRanges of(Evaluator evaluator, List<CaseResult> cases, Holes rule) {
        List<Metric> metrics = evaluator.metrics();
        int level = evaluator.relevanceLevel();
        int[] holes = new int[cases.size()];
        double[][] values = new double[metrics.size()][cases.size()];
        int[] evaluated = new int[cases.size()];
        // Each query on its own (the evaluator holds no mutable state), writing only its own slots.
        ParallelTasks.run(cases.size(), ParallelTasks.processors(), i -> {
            CaseResult result = cases.get(i);
            Map<String, Integer> grades = result.golden().grades();
            // The evaluated list holds each id once already; its codes are a fresh array, filled in here.
            int[] codes = RankedResult.codesOf(result.retrieved(), grades);
            evaluated[i] = codes.length;
            for (int position = 0; position < codes.length; position++) {
                if (rule.isHole(Judgment.of(codes[position]))) {
                    codes[position] = level;
                    holes[i]++;
                }
            }
            Map<Metric, Double> upper = holes[i] == 0 ? result.values()
                    : evaluator.values(RankedResult.withRelevantAdded(codes, grades, level, holes[i]));
            for (int m = 0; m < metrics.size(); m++) {
                // Answers and texts are not judgments: the holes move none of those metrics (their reference
                // contexts are the judged relevant documents').
                values[m][i] = metrics.get(m).family().readsEvidence() ? result.values().get(metrics.get(m))
                        : upper.get(metrics.get(m));
            }
        });
        int deepest = Arrays.stream(evaluated).max().orElse(0);
        if (Arrays.stream(holes).allMatch(h -> h == 0)) {
            return null;
        }
        Map<Metric, double[]> ifRelevant = new LinkedHashMap<>();
        for (int m = 0; m < metrics.size(); m++) {
            ifRelevant.put(metrics.get(m), values[m]);
        }
        return new JudgmentRanges(rule.basis(), deepest, holes, ifRelevant);
    }

    /** Which documents are holes and why: {@code unlistedDocuments = unjudged}, or what {@code auto} saw. */
    public String basis() {
        return basis;
    }

    /** The most documents evaluated for one query: the holes were looked for in each query's first this many. */
    public int resultsEvaluated() {
        return resultsEvaluated;
    }

    /** How many queries were evaluated. */
    public int queries() {
        return holes.length;
    }

    /** How many holes the ranking of the case at this index holds. */
    public int holes(int caseIndex) {
        return holes[caseIndex];
    }

    /** How many queries' rankings hold at least one hole. */
    public int queriesWithHoles() {
        return queriesWithHoles(null, null);
    }

    /**
     * How many of the queries carrying a tag hold a hole.
     *
     * @param cases the evaluated cases, in the order these ranges are
     * @param tag the tag; null for every query
     */
    public int queriesWithHoles(List<CaseResult> cases, String tag) {
        int count = 0;
        for (int i = 0; i < holes.length; i++) {
            if (holes[i] > 0 && (tag == null || cases.get(i).golden().tags().contains(tag))) {
                count++;
            }
        }
        return count;
    }

    /** The metrics, in report order. */
    public List<Metric> metrics() {
        return List.copyOf(ifRelevant.keySet());
    }

    /** Each query's value of a metric if its holes were relevant, in case order. */
    public double[] ifRelevant(Metric metric) {
        double[] values = ifRelevant.get(metric);
        if (values == null) {
            throw new IllegalArgumentException(metric + " was not computed");
        }
        return values.clone();
    }

    /** Per metric, in report order, its mean as judged (the cases' values) and if the holes were relevant. */
    public Map<Metric, Range> ranges(List<CaseResult> cases) {
        Summary asJudged = Summary.of(1, metrics(), cases);
        Summary upper = ifRelevant(asJudged.k(), cases, null);
        Map<Metric, Range> ranges = new LinkedHashMap<>();
        for (Metric metric : ifRelevant.keySet()) {
            ranges.put(metric, new Range(asJudged.value(metric), upper.value(metric)));
        }
        return ranges;
    }

    /**
     * The means if the holes were relevant, over every query or over those carrying a tag: the summary a gate can
     * hold as it holds the evaluation's.
     *
     * @param cases the evaluated cases, in the order these ranges are
     * @param tag the tag; null for every query
     */
    public Summary ifRelevant(int k, List<CaseResult> cases, String tag) {
        if (cases.size() != holes.length) {
            throw new IllegalArgumentException(cases.size() + " cases for ranges over " + holes.length + " queries");
        }
        int[] chosen = IntStream.range(0, holes.length)
                .filter(i -> tag == null || cases.get(i).golden().tags().contains(tag)).toArray();
        Map<Metric, Double> means = new LinkedHashMap<>();
        ifRelevant.forEach((metric, values) -> {
            double[] picked = new double[chosen.length];
            for (int j = 0; j < chosen.length; j++) {
                picked[j] = values[chosen[j]];
            }
            means.put(metric, CompensatedSum.mean(picked));
        });
        return Summary.ofMeans(k, chosen.length, means);
    }
}
