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
 * @param unchanged queries with nothing changed
 */
public record QueryCounts(int lost, int gained, int changedWithoutFlipping, int unchanged) {

    /** @param total the queries compared, changed or not */
    static QueryCounts of(Comparison comparison, int total) {
        int lost = (int) comparison.flips().stream().filter(q -> q.before().hit()).count();
        int gained = comparison.flips().size() - lost;
        int changed = comparison.queries().size();
        return new QueryCounts(lost, gained, changed - lost - gained, total - changed);
    }

    /** Every query that changed, flipped or not. */
    public int changed() {
        return lost + gained + changedWithoutFlipping;
    }

    /** {@code 2 HIT -> MISS, 0 MISS -> HIT, 5 changed without flipping, 3 unchanged}. */
    public String describe() {
        return lost + " HIT -> MISS, " + gained + " MISS -> HIT, " + changedWithoutFlipping
                + " changed without flipping, " + unchanged + " unchanged";
    }
}
