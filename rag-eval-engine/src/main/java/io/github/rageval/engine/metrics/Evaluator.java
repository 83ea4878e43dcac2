package io.github.rageval.engine.metrics;

import io.github.rageval.engine.concurrent.ParallelTasks;
import io.github.rageval.engine.latency.Latencies;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.TextRetriever;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/** Scores ranked lists against their judgments with a chosen set of metrics. */
public final class Evaluator {
    private final int k;
    private final List<Metric> metrics;
    private final List<CaseMetric> formulas;
    private final int relevanceLevel;
    private final boolean judgedOnly;
    /** Whether some metric reads answers or texts, which each list is then scored with. */
    private final boolean readsEvidence;
    private final ContextTexts texts;

    /** The specification's four metrics at k, relevant meaning grade 1 or more. */
    public Evaluator(int k) {
        this(k, SummaryMetric.metrics(), 1);
    }

    /**
     * @param k the cutoff of the specification's four metrics
     * @param metrics what to compute for each query, in report order
     * @param relevanceLevel the least grade that counts as relevant (trec_eval's {@code -l})
     */
    public Evaluator(int k, List<Metric> metrics, int relevanceLevel) {
        this(k, metrics, relevanceLevel, false);
    }

    /**
     * @param judgedOnly whether every list is condensed to its judged documents before it is scored (trec_eval's
     *     {@code -J}, see {@link JudgedOnly}); the lists scored are then the condensed ones
     */
    public Evaluator(int k, List<Metric> metrics, int relevanceLevel, boolean judgedOnly) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, was " + k);
        }
        this.k = k;
        this.metrics = List.copyOf(metrics);
        this.formulas = this.metrics.stream().map(m -> m.formula(k)).toList();
        this.relevanceLevel = relevanceLevel;
        this.judgedOnly = judgedOnly;
        this.readsEvidence = this.metrics.stream().anyMatch(m -> m.family().readsEvidence());
        this.texts = new ContextTexts();
    }

    /**
     * An evaluator of these metrics alone, scoring as this one does (k, relevance level, judged-only lists): for work
     * that rescores lists for some metrics only, without the cost of the others (the texts' metrics).
     */
    public Evaluator only(List<Metric> kept) {
        return new Evaluator(k, kept, relevanceLevel, judgedOnly);
    }

    /**
     * How many documents a retriever must return for every cutoff metric: k or the largest cutoff. Whole-list
     * metrics (map, Rprec, recip_rank, ndcg) then read this many.
     */
    public int depth() {
        int depth = k;
        for (Metric metric : metrics) {
            int read = metric.depth(k);
            if (read != CaseMetric.WHOLE_LIST) {
                depth = Math.max(depth, read);
            }
        }
        return depth;
    }

    /** Runs every golden query through a retriever, asking for {@code depth} documents, and scores each list. */
    public List<CaseResult> evaluate(TextRetriever retriever, List<GoldenCase> cases, int depth) {
        return evaluate(retriever, cases, depth, 1, ProgressListener.NONE);
    }

    /**
     * {@link #evaluate(TextRetriever, List, int)} on several threads. Each result goes to its query's slot, so the
     * list comes back in golden dataset order whatever the threads and their timing; the queries are independent,
     * so the results are the same as on one thread.
     *
     * @param retriever must be thread-safe when more than one thread is asked for
     * @param threads worker threads, at least 1 (the caller resolves "one per processor")
     * @param progress told about the queries as they complete
     */
    public List<CaseResult> evaluate(TextRetriever retriever, List<GoldenCase> cases, int depth, int threads,
                                     ProgressListener progress) {
        Ranker ranker = (golden, asked) -> retriever.retrieve(golden.query(), asked);
        return evaluate(ranker, cases, depth, threads, progress);
    }

    /**
     * Ranks every golden case with a ranking function, on several threads, and scores each list; results come
     * back in golden dataset order.
     *
     * @param ranker must be thread-safe when more than one thread is asked for
     */
    public List<CaseResult> evaluate(Ranker ranker, List<GoldenCase> cases, int depth, int threads,
                                     ProgressListener progress) {
        return timed(ranker, cases, depth, threads, progress, System::nanoTime).cases();
    }

    /**
     * As {@link #evaluate(Ranker, List, int, int, ProgressListener)}, with each query's wall time around its ranker
     * call, read from the clock on the query thread that runs it (scoring is not counted).
     *
     * @param clock nanoseconds, as {@link System#nanoTime()}; tests give a clock of their own
     */
    public Timed timed(Ranker ranker, List<GoldenCase> cases, int depth, int threads, ProgressListener progress,
                       LongSupplier clock) {
        CaseResult[] results = new CaseResult[cases.size()];
        long[] nanos = new long[cases.size()];
        ProgressMeter meter = ProgressMeter.start("queries", cases.size(), progress);
        ParallelTasks.run(cases.size(), threads, meter, i -> {
            GoldenCase golden = cases.get(i);
            long start = clock.getAsLong();
            List<ScoredDocument> ranked = ranker.rank(golden, depth);
            nanos[i] = clock.getAsLong() - start;
            results[i] = score(golden, ranked);
        });
        meter.finish();
        return new Timed(Arrays.asList(results), new Latencies(nanos));
    }

    /**
     * Every case's result and the time its ranking took, both in golden dataset order.
     *
     * @param cases the scored results
     * @param latencies each query's wall time around the ranker call
     */
    public record Timed(List<CaseResult> cases, Latencies latencies) {
    }

    /** {@link #evaluate(TextRetriever, List, int)} at {@link #depth()}. */
    public List<CaseResult> evaluate(TextRetriever retriever, List<GoldenCase> cases) {
        return evaluate(retriever, cases, depth());
    }

    /**
     * Scores one ranked list, best first, against the case's judgments; the list is already cut to the depth, as
     * trec_eval cuts it before {@code -J} condenses it. The case holds the list scored: condensed when judged only. A
     * query labelled by spans is held to grades that include the retrieved passages its spans make relevant
     * ({@link SpanGrades}).
     */
    public CaseResult score(GoldenCase golden, List<ScoredDocument> ranked) {
        GoldenCase judged = SpanGrades.graded(golden, ranked);
        List<ScoredDocument> scored = judgedOnly ? JudgedOnly.of(ranked, judged.grades()) : ranked;
        RankedResult result = new RankedResult(scored, judged.grades(), relevanceLevel, judged.spans(),
                evidence(judged));
        return new CaseResult(judged, relevanceLevel, result.retrieved(), values(result));
    }

    /**
     * Every metric of a list known only by its judgment codes per position, best first (a reordered tie).
     *
     * @param codesByPosition each position's grade, {@link Judgment#NOT_IN_POOL_CODE} where the judgments give none
     */
    Map<Metric, Double> values(GoldenCase golden, int[] codesByPosition) {
        return values(RankedResult.ofCodes(scoredCodes(codesByPosition), golden.grades(), relevanceLevel,
                evidence(golden)));
    }

    /** What the answer and evidence metrics read of a case; null when no metric reads it. */
    private CaseEvidence evidence(GoldenCase golden) {
        return readsEvidence ? new CaseEvidence(golden.answers(), texts.references(golden, relevanceLevel), texts)
                : null;
    }

    /** The judgment codes of the list the metrics read: condensed to the judged positions when judged only. */
    int[] scoredCodes(int[] codesByPosition) {
        return judgedOnly ? JudgedOnly.of(codesByPosition) : codesByPosition;
    }

    /**
     * Every metric of a list held to its judgments, in metric order; NaN for those that read answers or texts when the
     * list comes without them (a list known by its grades only, whose judgment ranges do not read them).
     */
    Map<Metric, Double> values(RankedResult result) {
        Map<Metric, Double> values = new LinkedHashMap<>();
        for (int i = 0; i < metrics.size(); i++) {
            values.put(metrics.get(i), metrics.get(i).family().readsEvidence() && !result.hasEvidence() ? Double.NaN
                    : formulas.get(i).score(result));
        }
        return values;
    }

    /** Whether some metric reads the retrieved contexts' texts ({@link MetricFamily#readsContextTexts()}). */
    public boolean readsContextTexts() {
        return metrics.stream().anyMatch(m -> m.family().readsContextTexts());
    }

    /**
     * Where the contexts' texts are found: empty until the evaluation hands it the corpus's texts, once, before any
     * list is scored; results that carry a text of their own need none.
     */
    public ContextTexts texts() {
        return texts;
    }

    public List<Metric> metrics() {
        return metrics;
    }

    /** The least grade that counts as relevant. */
    int relevanceLevel() {
        return relevanceLevel;
    }

    /** The ranked list of one golden case, best first, at most {@code depth} long. */
    @FunctionalInterface
    public interface Ranker {
        List<ScoredDocument> rank(GoldenCase golden, int depth);
    }
}
