package io.github.rageval.engine.baseline;

/**
 * How the golden queries fared against the baseline, counted once here so that every report shows the same numbers:
 * a query counts as changed when anything a reader would notice changed ({@link QueryChange#changed()}), whichever
 * metric it moved or none; how many queries one metric's value changed on is that metric's own count, the paired
 * tests' ({@code PairedComparison.changed}).
 *
 * @param lost queries that went HIT -> MISS
 * @param gained queries that went MISS -> HIT
 * @param changedWithoutFlipping queries that changed but kept their HIT or MISS
 * @param unchanged queries of both runs with nothing changed
 * @param notInBaseline queries added to the golden set since the baseline, which are not compared
 */
public record QueryCounts(int lost, int gained, int changedWithoutFlipping, int unchanged, int notInBaseline) {

    /** Counts of runs with the same queries. */
    public QueryCounts(int lost, int gained, int changedWithoutFlipping, int unchanged) {
        this(lost, gained, changedWithoutFlipping, unchanged, 0);
    }

    static QueryCounts of(Comparison comparison) {
        int lost = (int) comparison.flips().stream().filter(q -> q.before().hit()).count();
        int gained = comparison.flips().size() - lost;
        int changed = comparison.queries().size();
        int shared = comparison.since().shared();
        return new QueryCounts(lost, gained, changed - lost - gained, shared - changed,
                comparison.pairing().baselineIndex().length - shared);
    }

    /** Every query that changed, flipped or not. */
    public int changed() {
        return lost + gained + changedWithoutFlipping;
    }

    /**
     * {@code 2 HIT -> MISS, 0 MISS -> HIT, 5 changed without flipping, 3 unchanged}, then how many are not in the
     * baseline when some are.
     */
    public String describe() {
        return lost + " HIT -> MISS, " + gained + " MISS -> HIT, " + changedWithoutFlipping
                + " changed without flipping, " + unchanged + " unchanged"
                + (notInBaseline > 0 ? ", " + notInBaseline + " not in the baseline" : "");
    }
}
