package io.github.rageval.engine.metrics;

import java.util.Comparator;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One metric by name: a family and, where the family takes one, a cutoff. Its {@link #key()} is the one name used
 * in reports, thresholds and the console: the specification's {@code mean_precision}, {@code mean_recall},
 * {@code mrr}, {@code hit_rate} (at k), trec_eval's {@code map}, {@code Rprec}, {@code recip_rank}, {@code ndcg}
 * (whole list), and {@code family@c} at a cutoff: {@code ndcg@10}, {@code map@100}, {@code P@5},
 * {@code recall@5}, {@code success@1}.
 *
 * <p>{@link #parse} also reads the spellings a POM element name can carry, which cannot contain {@code @}:
 * {@code ndcg_at_10}, and trec_eval's output names {@code ndcg_cut_10}, {@code map_cut_100}, {@code P_5},
 * {@code recall_5}, {@code success_1}. Family names are matched ignoring case.
 *
 * @param family what is measured
 * @param cutoff how many documents it reads; 0 for the families without a cutoff in their name
 */
public record Metric(MetricFamily family, int cutoff) implements Comparable<Metric> {
    /** Reports list metrics by family, then by cutoff, the whole list (no cutoff) first. */
    private static final Comparator<Metric> ORDER = Comparator.comparing(Metric::family)
            .thenComparingInt(Metric::cutoff);
    private static final Pattern AT_CUTOFF = Pattern.compile("(.+?)(?:@|_at_|_)([0-9]{1,9})");

    public Metric {
        Objects.requireNonNull(family, "family");
        boolean hasCutoff = cutoff > 0;
        boolean allowed = switch (family.cutoff()) {
            case AT_K, NONE -> !hasCutoff;
            case OPTIONAL -> cutoff >= 0;
            case REQUIRED -> hasCutoff;
        };
        if (!allowed || cutoff < 0) {
            throw new IllegalArgumentException(family.familyName() + " cannot take cutoff " + cutoff);
        }
    }

    /** A metric without a cutoff in its name: one of the specification's four, or a whole-list one. */
    public static Metric of(MetricFamily family) {
        return new Metric(family, 0);
    }

    public static Metric at(MetricFamily family, int cutoff) {
        return new Metric(family, cutoff);
    }

    /** The name everywhere: {@code ndcg@10}, {@code map}, {@code mean_recall}. */
    public String key() {
        return cutoff == 0 ? family.familyName() : family.familyName() + "@" + cutoff;
    }

    /** The name in gate messages: the key, except that the specification prints {@code mrr} as MRR. */
    public String label() {
        return family == MetricFamily.MRR ? "MRR" : key();
    }

    /**
     * How many documents the metric reads.
     *
     * @param k the evaluation's k, for the specification's four metrics
     */
    public int depth(int k) {
        return switch (family.cutoff()) {
            case AT_K -> k;
            case NONE -> CaseMetric.WHOLE_LIST;
            case OPTIONAL, REQUIRED -> cutoff == 0 ? CaseMetric.WHOLE_LIST : cutoff;
        };
    }

    /** The per-query formula, reading {@link #depth(int)} documents. */
    public CaseMetric formula(int k) {
        return family.formula(depth(k));
    }

    /** Reads any accepted spelling of a metric name; empty when it names none. */
    public static Optional<Metric> parse(String text) {
        String name = text == null ? "" : text.trim();
        for (MetricFamily family : MetricFamily.values()) {
            if (family.familyName().equalsIgnoreCase(name) && family.cutoff() != MetricFamily.Cutoff.REQUIRED) {
                return Optional.of(of(family));
            }
        }
        Matcher matcher = AT_CUTOFF.matcher(name);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        String stem = matcher.group(1).toLowerCase(Locale.ROOT);
        int cutoff = Integer.parseInt(matcher.group(2));
        boolean trecEvalSpelling = name.charAt(matcher.end(1)) == '_' && !name.startsWith("_at_", matcher.end(1));
        for (MetricFamily family : MetricFamily.values()) {
            boolean takesCutoff = family.cutoff() == MetricFamily.Cutoff.OPTIONAL
                    || family.cutoff() == MetricFamily.Cutoff.REQUIRED;
            String expected = trecEvalSpelling ? family.trecEvalPrefix() : family.familyName();
            if (takesCutoff && cutoff > 0 && expected != null && expected.toLowerCase(Locale.ROOT).equals(stem)) {
                return Optional.of(at(family, cutoff));
            }
        }
        return Optional.empty();
    }

    /** For messages: every name a threshold may use. */
    public static String knownNames() {
        return "mean_precision, mean_recall, mrr, hit_rate, map, Rprec, recip_rank, ndcg, or at a cutoff c:"
                + " ndcg@c, map@c, P@c, recall@c, success@c (e.g. ndcg@10; in a POM element name write"
                + " ndcg_at_10, or trec_eval's ndcg_cut_10)";
    }

    @Override
    public int compareTo(Metric other) {
        return ORDER.compare(this, other);
    }

    @Override
    public String toString() {
        return key();
    }
}
