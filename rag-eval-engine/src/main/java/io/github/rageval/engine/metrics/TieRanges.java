package io.github.rageval.engine.metrics;

import io.github.rageval.engine.concurrent.ParallelTasks;
import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How much the means depend on the order of tied documents. Scores tie often on real text, and a tie rule
 * (trec_eval's id order, Anserini's, a retriever's own) decides the order within a tie: an arbitrary choice that
 * moves the metrics when relevant and non-relevant documents tie across a cutoff. For each query, every run of equal
 * scores in its list is reordered twice, relevant documents last (the worst order: ascending grade) and first (the
 * best: descending grade), and the metrics are computed on both lists; the means over the queries give, per metric,
 * the range a tie rule can move it in (McSherry and Najork 2008 give the expected value in that range in closed
 * form; the range is what a gate needs: a verdict that flips inside it hangs on the tie rule).
 *
 * <p>Judged only (trec_eval's {@code -J}), each reordered list is cut to the depth and then condensed, as the
 * evaluation condenses its lists, so a tie that moves only unjudged documents moves nothing.
 *
 * <p>Lists are reordered as far as they were fetched: a retriever is asked for twice the depth and ten more when
 * tie ranges are on, a run file is read whole; a tie running past that is not seen. Scores that are not numbers tie
 * with nothing.
 *
 * @param ranges per metric, in report order, the mean over the worst tie orders and over the best
 * @param queriesWithTies how many queries hold a tie between documents of different grades (the only ones that
 *     can move)
 */
public record TieRanges(Map<Metric, Range> ranges, int queriesWithTies) {
    public TieRanges {
        ranges = Collections.unmodifiableMap(new LinkedHashMap<>(ranges));
    }

    /**
     * A metric's range over tie orders.
     *
     * @param worst its mean when every tie puts the lowest grades first
     * @param best its mean when every tie puts the highest grades first
     */
    public record Range(double worst, double best) {
        public boolean moves() {
            return best > worst;
        }
    }

    /** The ranges over the evaluated cases' own lists: ties past their end are not seen. */
    public static TieRanges of(Evaluator evaluator, int k, List<CaseResult> cases) {
        return of(evaluator, k, cases, List.of(), 0);
    }

    /**
     * The ranges of the metrics the evaluator computes.
     *
     * @param longer each case's ranking beyond the depth evaluated, in case order, so that a run of equal scores
     *     across the cutoff is reordered whole; empty to use the evaluated lists
     * @param depth how many results of each reordered list are scored, as in the evaluation; 0 for all
     */
    public static TieRanges of(Evaluator evaluator, int k, List<CaseResult> cases,
                               List<List<ScoredDocument>> longer, int depth) {
        List<Metric> metrics = evaluator.metrics();
        boolean judgmentsRead = metrics.stream().anyMatch(m -> m.family().readsJudgments());
        double[][] worst = new double[metrics.size()][cases.size()];
        double[][] best = new double[metrics.size()][cases.size()];
        boolean[] tied = new boolean[cases.size()];
        // Each query on its own (the evaluator holds no mutable state), writing only its own slots.
        ParallelTasks.run(cases.size(), ParallelTasks.processors(), i -> {
            CaseResult result = cases.get(i);
            List<ScoredDocument> ranking = longer.isEmpty() || longer.get(i) == null ? result.retrieved()
                    : longer.get(i);
            Map<String, Integer> grades = result.golden().grades();
            Map<Metric, Double> low;
            Map<Metric, Double> high;
            if (ranking instanceof PackedRanking packed) {
                // A run file's list: only the grades move within a tie, so reorder them, not document objects.
                int[] byPosition = packed.grades(grades, Judgment.NOT_IN_POOL_CODE);
                int[] worstOrder = cut(reordered(packed, byPosition, false), depth);
                int[] bestOrder = cut(reordered(packed, byPosition, true), depth);
                tied[i] = moves(evaluator.scoredCodes(worstOrder), evaluator.scoredCodes(bestOrder), judgmentsRead);
                low = evaluator.values(result.golden(), worstOrder);
                high = evaluator.values(result.golden(), bestOrder);
            } else {
                List<ScoredDocument> worstOrder = cut(reordered(ranking, grades, false), depth);
                List<ScoredDocument> bestOrder = cut(reordered(ranking, grades, true), depth);
                tied[i] = moves(evaluator.scoredCodes(RankedResult.codesOf(worstOrder, grades)),
                        evaluator.scoredCodes(RankedResult.codesOf(bestOrder, grades)), judgmentsRead);
                List<ScoredDocument> evaluated = cut(ranking, depth);
                low = valuesOf(evaluator, result, worstOrder, evaluated);
                high = bestOrder.equals(worstOrder) ? low : valuesOf(evaluator, result, bestOrder, evaluated);
            }
            for (int m = 0; m < metrics.size(); m++) {
                worst[m][i] = low.get(metrics.get(m));
                best[m][i] = high.get(metrics.get(m));
            }
        });
        int withTies = 0;
        for (boolean moved : tied) {
            withTies += moved ? 1 : 0;
        }
        Map<Metric, Range> ranges = new LinkedHashMap<>();
        for (int m = 0; m < metrics.size(); m++) {
            // The same mean as Summary's over the reordered cases.
            ranges.put(metrics.get(m), new Range(CompensatedSum.mean(worst[m]), CompensatedSum.mean(best[m])));
        }
        return new TieRanges(ranges, withTies);
    }

    /**
     * Whether the two orders differ in what the metrics can see: the judgment codes when a metric reads judgment
     * states; otherwise the grades with an unjudged document at 0, so that a tie between an unjudged document and one
     * judged 0, which moves none of those metrics, is not counted as a tie that can move them.
     */
    private static boolean moves(int[] worst, int[] best, boolean judgmentsRead) {
        for (int i = 0; i < worst.length; i++) {
            boolean same = judgmentsRead ? worst[i] == best[i]
                    : Judgment.grade(worst[i]) == Judgment.grade(best[i]);
            if (!same) {
                return true;
            }
        }
        return false;
    }

    /**
     * The metrics of a reordered list: the case's own values when no tie moved a document of the list it was scored
     * on (most queries: a list without ties, or whose ties hold documents of one grade, which the stable sort leaves in
     * place), else the list scored anew. Scoring anew is what costs: the evidence metrics compare texts.
     *
     * @param evaluated the list the case was scored on, before any reordering
     */
    private static Map<Metric, Double> valuesOf(Evaluator evaluator, CaseResult result, List<ScoredDocument> order,
                                                List<ScoredDocument> evaluated) {
        return order.equals(evaluated) ? result.values() : evaluator.score(result.golden(), order).values();
    }

    private static List<ScoredDocument> cut(List<ScoredDocument> ranking, int depth) {
        return depth <= 0 || ranking.size() <= depth ? ranking : ranking.subList(0, depth);
    }

    private static int[] cut(int[] grades, int depth) {
        return depth <= 0 || grades.length <= depth ? grades : Arrays.copyOf(grades, depth);
    }

    /**
     * The list with each run of equal scores sorted by grade, ascending (worst) or descending (best), stably; a
     * document the judgments do not name sorts below every grade, so that the worst order also puts the unjudged
     * documents of a tie first (the most unjudged in the top c) and the best order last.
     */
    static List<ScoredDocument> reordered(List<ScoredDocument> ranking, Map<String, Integer> grades, boolean best) {
        Comparator<ScoredDocument> byGrade = Comparator.comparingInt(
                d -> grades.getOrDefault(d.docId(), Judgment.NOT_IN_POOL_CODE));
        Comparator<ScoredDocument> order = best ? byGrade.reversed() : byGrade;
        List<ScoredDocument> out = new ArrayList<>(ranking);
        int start = 0;
        while (start < out.size()) {
            int end = start + 1;
            while (end < out.size() && out.get(end).score() == out.get(start).score()) {
                end++;
            }
            if (end - start > 1) {
                out.subList(start, end).sort(order);
            }
            start = end;
        }
        return out;
    }

    /**
     * As {@link #reordered(List, Map, boolean)} for a packed list (distinct ids), on its judgment codes per position:
     * the codes of the documents sorted by code are the codes sorted, so the metrics see the same list.
     */
    static int[] reordered(PackedRanking ranking, int[] grades, boolean best) {
        int[] out = grades.clone();
        int start = 0;
        while (start < out.length) {
            int end = start + 1;
            while (end < out.length && ranking.score(end) == ranking.score(start)) {
                end++;
            }
            if (end - start > 1) {
                Arrays.sort(out, start, end);
                if (best) {
                    reverse(out, start, end);
                }
            }
            start = end;
        }
        return out;
    }

    private static void reverse(int[] values, int from, int to) {
        for (int i = from, j = to - 1; i < j; i++, j--) {
            int swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
    }
}
