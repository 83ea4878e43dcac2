package io.github.rageval.engine.goldenset.grow;

/**
 * Where the strata end, as shares of the log's volume (its queries counted with their repetitions): the distinct
 * queries, most frequent first (ties by their normalised text), are head while the queries before them make up less
 * than {@code head} of the volume, torso while they make up less than {@code torso}, and tail after that. So the most
 * frequent query is always head, and with the defaults (50%, 80%) the head is the few queries that half of all
 * searches ask.
 *
 * @param head the head's share, above 0 and below {@code torso}
 * @param torso the share that head and torso make up together, below 1
 */
public record StrataBoundaries(double head, double torso) {
    public StrataBoundaries {
        if (!(head > 0 && head < torso && torso < 1)) {
            throw new IllegalArgumentException("0 < head < torso < 1, not " + head + ", " + torso);
        }
    }

    /** The stratum of a query after which {@code before} of the {@code volume} queries come. */
    Stratum of(long before, long volume) {
        double share = before / (double) volume;
        return share < head ? Stratum.HEAD : share < torso ? Stratum.TORSO : Stratum.TAIL;
    }
}
