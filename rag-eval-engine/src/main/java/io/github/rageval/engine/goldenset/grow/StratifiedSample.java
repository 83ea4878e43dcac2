package io.github.rageval.engine.goldenset.grow;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * A seeded sample of candidates, stratified by frequency so that a golden set grown from it is not only the most
 * frequent questions: the strata are cut over the log's distinct questions, the golden set's own included
 * ({@link StrataBoundaries}), so that head means the head of what users ask; then the questions the golden set
 * already asks are left out, and the sample is split equally over head, torso and tail (the remainder to head, then
 * torso). A stratum with fewer questions than its share gives them all and its surplus goes to the others, split the
 * same way, until the sample is full or no question is left.
 *
 * <p>Within a stratum the draw is weighted by frequency, without replacement: each next question is drawn with
 * probability proportional to how often the log asks it, among those not drawn yet (successive sampling), so the
 * most asked questions are proposed first, a question asked ten times ten times as likely as one asked once to be
 * drawn next, and the rare ones still have their chance. It is done in one pass (Efraimidis and Spirakis, 2006):
 * each question, in the stratum's order (most frequent first, ties by the normalised text), gets the key
 * {@code -ln(u) / frequency}, u uniform in (0, 1] from {@link Random} with the seed (its algorithm is fixed by its
 * specification, so the same log and seed give the same sample on every JVM), and the quota with the smallest keys
 * are drawn; the strata in the order head, torso, tail. (Uniform within a stratum, as before, a head of hundreds of
 * questions could leave out its most asked one.)
 */
public final class StratifiedSample {
    private StratifiedSample() {
    }

    /** A question drawn, with its stratum. */
    public record Candidate(DistinctQuery query, Stratum stratum) {
    }

    /**
     * @param queries the log's distinct questions, most frequent first, ties by their normalised text
     * @param known the normalised questions the golden set already asks
     * @param size the most candidates drawn
     * @return the candidates, by stratum (head first), each stratum's most frequent first
     */
    public static List<Candidate> draw(List<DistinctQuery> queries, Set<String> known, StrataBoundaries boundaries,
                                       int size, long seed) {
        Map<Stratum, List<DistinctQuery>> strata = strata(queries, known, boundaries);
        Map<Stratum, Integer> quotas = quotas(strata, size);
        Random random = new Random(seed);
        List<Candidate> candidates = new ArrayList<>();
        for (Stratum stratum : Stratum.values()) {
            List<DistinctQuery> drawn = weighted(strata.get(stratum), quotas.get(stratum), random);
            drawn.sort(DistinctQuery.MOST_FREQUENT_FIRST);
            drawn.forEach(query -> candidates.add(new Candidate(query, stratum)));
        }
        return candidates;
    }

    /**
     * {@code quota} of the questions drawn without replacement, each next one with probability proportional to its
     * frequency among those left: the {@code quota} smallest of the keys {@code -ln(u) / frequency}, an exponential
     * waiting time at the question's frequency as its rate, the first to come being the one drawn. Ties (a chance of
     * nought in practice) keep the stratum's order. A stratum that gives all it has draws no number.
     */
    static List<DistinctQuery> weighted(List<DistinctQuery> stratum, int quota, Random random) {
        if (quota >= stratum.size()) {
            return new ArrayList<>(stratum);
        }
        double[] keys = new double[stratum.size()];
        List<Integer> order = new ArrayList<>(stratum.size());
        for (int i = 0; i < stratum.size(); i++) {
            // 1 - nextDouble() is in (0, 1]: ln never sees 0. StrictMath: Math.log may differ by an ulp between JVMs
            // (intrinsics), which could swap two near keys and so the sample.
            keys[i] = -StrictMath.log(1 - random.nextDouble()) / stratum.get(i).frequency();
            order.add(i);
        }
        order.sort(Comparator.comparingDouble(i -> keys[i]));
        List<DistinctQuery> drawn = new ArrayList<>(quota);
        order.subList(0, quota).forEach(i -> drawn.add(stratum.get(i)));
        return drawn;
    }

    /** The questions not yet in the golden set, by the stratum the whole log puts them in. */
    static Map<Stratum, List<DistinctQuery>> strata(List<DistinctQuery> queries, Set<String> known,
                                                   StrataBoundaries boundaries) {
        long volume = queries.stream().mapToLong(DistinctQuery::frequency).sum();
        Map<Stratum, List<DistinctQuery>> strata = new EnumMap<>(Stratum.class);
        for (Stratum stratum : Stratum.values()) {
            strata.put(stratum, new ArrayList<>());
        }
        long before = 0;
        for (DistinctQuery query : queries) {
            if (!known.contains(query.key())) {
                strata.get(boundaries.of(before, volume)).add(query);
            }
            before += query.frequency();
        }
        return strata;
    }

    /** How many each stratum gives: equal shares, a short stratum's surplus shared by the others. */
    static Map<Stratum, Integer> quotas(Map<Stratum, List<DistinctQuery>> strata, int size) {
        Map<Stratum, Integer> quotas = new EnumMap<>(Stratum.class);
        for (Stratum stratum : Stratum.values()) {
            quotas.put(stratum, 0);
        }
        int left = size;
        while (left > 0) {
            List<Stratum> open = new ArrayList<>();
            for (Stratum stratum : Stratum.values()) {
                if (quotas.get(stratum) < strata.get(stratum).size()) {
                    open.add(stratum);
                }
            }
            if (open.isEmpty()) {
                break;
            }
            int given = 0;
            for (int i = 0; i < open.size(); i++) {
                Stratum stratum = open.get(i);
                int share = left / open.size() + (i < left % open.size() ? 1 : 0);
                int room = strata.get(stratum).size() - quotas.get(stratum);
                int taken = Math.min(share, room);
                quotas.merge(stratum, taken, Integer::sum);
                given += taken;
            }
            left -= given;
        }
        return quotas;
    }
}
