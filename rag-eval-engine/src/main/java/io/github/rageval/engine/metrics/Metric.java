package io.github.rageval.engine.metrics;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One metric by name: a family and, where the family takes one, a cutoff, and rbp's persistence. Its {@link #key()}
 * is the one name used in reports, thresholds and the console: the specification's {@code mean_precision},
 * {@code mean_recall}, {@code mrr}, {@code hit_rate} (at k), trec_eval's {@code map}, {@code Rprec},
 * {@code recip_rank}, {@code ndcg} (whole list), {@code bpref}, {@code infAP}, {@code num_nonrel_judged_ret},
 * {@code rbp} and {@code rbp_resid}, and {@code family@c} at a cutoff: {@code ndcg@10}, {@code map@100},
 * {@code P@5}, {@code recall@5}, {@code success@1}, {@code unj@10}, and ir_measures' {@code judged@10}. rbp at a
 * persistence p other than its default 0.9 is {@code rbp_p0.95} ({@code rbp_resid_p0.95}): trec_eval prints it
 * {@code rbp_p=0.95}, whose {@code =} neither a POM element name nor a {@code name=value} list can hold.
 *
 * <p>{@link #parse} also reads the spellings a POM element name can carry, which cannot contain {@code @}:
 * {@code ndcg_at_10}, and trec_eval's output names {@code ndcg_cut_10}, {@code map_cut_100}, {@code P_5},
 * {@code recall_5}, {@code success_1}, {@code unj_5}, {@code rbp_p=0.95}. Family names are matched ignoring case.
 *
 * @param family what is measured
 * @param cutoff how many documents it reads; 0 for the families without a cutoff in their name
 * @param parameter rbp's persistence p, without trailing zeros; null for the families without a parameter
 */
public record Metric(MetricFamily family, int cutoff, BigDecimal parameter) implements Comparable<Metric> {
    /** Reports list metrics by family, then by cutoff, the whole list (no cutoff) first, then by parameter. */
    private static final Comparator<Metric> ORDER = Comparator.comparing(Metric::family)
            .thenComparingInt(Metric::cutoff)
            .thenComparing(Metric::parameter, Comparator.nullsFirst(Comparator.naturalOrder()));
    private static final Pattern AT_CUTOFF = Pattern.compile("(.+?)(?:@|_at_|_)([0-9]{1,9})");
    /** rbp_p0.95, and trec_eval's rbp_p=0.95. */
    private static final Pattern WITH_PARAMETER = Pattern.compile("(.+?)_p=?([0-9]*\\.?[0-9]+)");

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
        if ((parameter == null) != (family.defaultParameter() == null)) {
            throw new IllegalArgumentException(family.familyName() + (parameter == null ? " needs a parameter"
                    : " takes no parameter, was given " + parameter));
        }
        if (parameter != null) {
            if (parameter.signum() <= 0 || parameter.compareTo(BigDecimal.ONE) >= 0) {
                throw new IllegalArgumentException(family.familyName() + "'s persistence must lie between 0 and 1,"
                        + " was " + parameter.toPlainString());
            }
            // 0.90 and 0.9 are one metric, with one key.
            parameter = parameter.stripTrailingZeros();
        }
    }

    /** A metric at a cutoff (0 for none) with its family's default parameter, if it takes one. */
    public Metric(MetricFamily family, int cutoff) {
        this(family, cutoff, family.defaultParameter());
    }

    /** A metric without a cutoff in its name: one of the specification's four, or a whole-list one. */
    public static Metric of(MetricFamily family) {
        return new Metric(family, 0);
    }

    public static Metric at(MetricFamily family, int cutoff) {
        return new Metric(family, cutoff);
    }

    /** A family that takes a parameter, at the given one: {@code rbp} at persistence 0.95. */
    public static Metric with(MetricFamily family, BigDecimal parameter) {
        return new Metric(family, 0, parameter);
    }

    /** The name everywhere: {@code ndcg@10}, {@code map}, {@code mean_recall}, {@code rbp_p0.95}. */
    public String key() {
        String name = cutoff == 0 ? family.familyName() : family.familyName() + "@" + cutoff;
        boolean defaultParameter = parameter == null || parameter.compareTo(family.defaultParameter()) == 0;
        return defaultParameter ? name : name + "_p" + parameter.toPlainString();
    }

    /**
     * The metric's direction, the one every gate reads: higher is better for all but {@code unj@c}, {@code rbp_resid}
     * and the count {@code num_nonrel_judged_ret}, whose thresholds are maximums and whose maxDrop bounds a rise.
     */
    public boolean higherIsBetter() {
        return family.higherIsBetter();
    }

    /** The largest value the metric takes: 1, but for the count {@code num_nonrel_judged_ret}, which has none. */
    public BigDecimal largestValue() {
        return family.isCount() ? null : BigDecimal.ONE;
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
        return family.formula(depth(k), parameter);
    }

    /** Reads any accepted spelling of a metric name; empty when it names none. */
    public static Optional<Metric> parse(String text) {
        String name = text == null ? "" : text.trim();
        for (MetricFamily family : MetricFamily.values()) {
            if (family.familyName().equalsIgnoreCase(name) && family.cutoff() != MetricFamily.Cutoff.REQUIRED) {
                return Optional.of(of(family));
            }
        }
        Optional<Metric> withParameter = withParameter(name);
        if (withParameter.isPresent()) {
            return withParameter;
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

    /** rbp or rbp_resid at a persistence written after {@code _p} (or trec_eval's {@code _p=}); empty otherwise. */
    private static Optional<Metric> withParameter(String name) {
        Matcher matcher = WITH_PARAMETER.matcher(name);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        BigDecimal parameter = new BigDecimal(matcher.group(2));
        for (MetricFamily family : MetricFamily.values()) {
            if (family.defaultParameter() != null && family.familyName().equalsIgnoreCase(matcher.group(1))
                    && parameter.signum() > 0 && parameter.compareTo(BigDecimal.ONE) < 0) {
                return Optional.of(with(family, parameter));
            }
        }
        return Optional.empty();
    }

    /**
     * For messages: every name a threshold may use.
     *
     * @param inPom whether the user writes the names in a POM, whose element names cannot hold {@code @}: only then
     *     is {@code ndcg_at_10} shown (the command line and Java code take {@code ndcg@10} as it is)
     */
    public static String knownNames(boolean inPom) {
        return "mean_precision, mean_recall, mrr, hit_rate, map, Rprec, recip_rank, ndcg, or at a cutoff c:"
                + " ndcg@c, map@c, P@c, recall@c, success@c, judged@c, unj@c (e.g. ndcg@10; "
                + (inPom ? "in a POM element name write ndcg_at_10, or " : "or ") + "trec_eval's ndcg_cut_10); also"
                + " bpref, infAP, num_nonrel_judged_ret, rbp and rbp_resid, at a persistence other than 0.9 as"
                + " rbp_p0.95; and for a golden set labelled by spans span_recall, span_precision, span_iou,"
                + " precision_omega, span_precision_merged and span_iou_merged";
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
