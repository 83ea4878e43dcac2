package io.github.rageval.engine.render;

import io.github.rageval.engine.metrics.CaseResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * Which queries a human-facing report lists one by one. When all the queries it would list fit its limit, they are
 * listed in golden dataset order, as every small report always was. Past the limit it lists the worst ones, worst
 * first, because a reader of a cut list looks for what went wrong: misses first, then by reciprocal rank, recall
 * and precision ascending, ties in golden order.
 *
 * @param indices the listed queries' positions in the golden dataset, in the order listed
 * @param leftOut how many queries that would have been listed were left out
 */
public record ListedQueries(List<Integer> indices, int leftOut) {
    /** Worst first: misses, then the lowest reciprocal rank, recall and precision. */
    static final Comparator<CaseResult> WORST_FIRST = Comparator.comparing(CaseResult::hit)
            .thenComparingDouble(CaseResult::reciprocalRank)
            .thenComparingDouble(CaseResult::recall)
            .thenComparingDouble(CaseResult::precision);

    public ListedQueries {
        indices = List.copyOf(indices);
    }

    /** Every case, within the limit. */
    public static ListedQueries of(List<CaseResult> cases, int limit) {
        return of(cases, i -> true, limit);
    }

    /** The cases the filter keeps, within the limit. */
    public static ListedQueries of(List<CaseResult> cases, IntPredicate listed, int limit) {
        List<Integer> kept = new ArrayList<>(IntStream.range(0, cases.size()).filter(listed).boxed().toList());
        if (kept.size() <= limit) {
            return new ListedQueries(kept, 0);
        }
        kept.sort(Comparator.comparing((Integer i) -> cases.get(i), WORST_FIRST).thenComparing(i -> i));
        return new ListedQueries(kept.subList(0, limit), kept.size() - limit);
    }

    /** Whether some queries were left out, and so the list is worst first rather than in golden order. */
    public boolean cut() {
        return leftOut > 0;
    }
}
