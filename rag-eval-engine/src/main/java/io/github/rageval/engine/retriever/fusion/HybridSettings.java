package io.github.rageval.engine.retriever.fusion;

import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.format.PlainDecimal;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The options of the {@code hybrid} retriever, which fuses the rankings of other variants of the same build: which
 * variants ({@code fuse}), how ({@code method}, {@code rrfK}, {@code weights}) and how far each input is read
 * ({@code depth}).
 *
 * @param fuse the names of the variants fused, in the order given (sums run in that order)
 * @param method how the rankings are fused
 * @param rrfK RRF's constant; used by {@link FusionMethod#RRF} only
 * @param weights one per fused variant, for {@link FusionMethod#WEIGHTED} only; empty otherwise
 * @param depth how many results of each input are fused, whatever k is
 */
public record HybridSettings(List<String> fuse, FusionMethod method, int rrfK, List<Double> weights, int depth) {
    /** The name a variant's {@code retriever} selects fusion by. */
    public static final String NAME = "hybrid";
    public static final String FUSE = "fuse";
    public static final String METHOD = "method";
    public static final String RRF_K = "rrfK";
    public static final String WEIGHTS = "weights";
    public static final String DEPTH = "depth";
    /** The options it reads, in documentation order. */
    public static final List<String> OPTIONS = List.of(FUSE, METHOD, RRF_K, WEIGHTS, DEPTH);
    /** The paper's constant, and ranx's default. */
    public static final String DEFAULT_RRF_K = "60";
    public static final String DEFAULT_DEPTH = "100";

    public HybridSettings {
        fuse = List.copyOf(fuse);
        weights = List.copyOf(weights);
    }

    /**
     * Reads the options; names in {@code fuse} are only split and deduplicated here (the caller knows the variants).
     *
     * @throws ConfigurationException for an unknown option or a value it cannot use, naming it and what to write
     */
    public static HybridSettings parse(RetrieverOptions options) throws ConfigurationException {
        options.requireKnown(OPTIONS);
        OptionWords words = options.words();
        List<String> fuse = names(options.text(FUSE, ""));
        if (fuse.size() < 2) {
            throw new ConfigurationException("the hybrid retriever's option "
                    + words.quoted(FUSE, Shown.value(options.text(FUSE, "")))
                    + " names " + (fuse.isEmpty() ? "no variant" : "one variant only") + ". Name at least two other"
                    + " variants of this build, comma-separated (or joined by +), e.g. "
                    + words.example(FUSE, "bm25,dense") + ".");
        }
        String methodText = options.text(METHOD, FusionMethod.RRF.key());
        FusionMethod method = FusionMethod.byKey(methodText).orElseThrow(() -> new ConfigurationException(
                "the hybrid retriever's option " + words.quoted(METHOD, Shown.value(methodText)) + " is not a fusion"
                        + " method."
                        + " Use rrf"
                        + " (reciprocal rank fusion, the default), combsum or weighted."));
        int rrfK = options.positiveInt(RRF_K, DEFAULT_RRF_K, "constant k of reciprocal rank fusion, 1 / (k + rank)");
        if (method != FusionMethod.RRF && options.values().containsKey(RRF_K)) {
            throw new ConfigurationException("the hybrid retriever's option rrfK is set, but method is "
                    + method.key() + ", which does not read it. Remove rrfK, or set "
                    + words.setTo(METHOD, FusionMethod.RRF.key()) + ".");
        }
        List<Double> weights = weights(options, fuse, method, words);
        int depth = options.positiveInt(DEPTH, DEFAULT_DEPTH, "number of results of each fused variant that are"
                + " fused");
        return new HybridSettings(fuse, method, rrfK, weights, depth);
    }

    /**
     * Fails when the inputs are read less deep than the lists the build evaluates: a hybrid read to depth 3 lists at
     * most 3 results per input, so at k 5 it would be judged on lists shorter than every other variant's.
     *
     * @param k the number of results each query's list is judged on
     * @param kStated k with its value, as the front end writes it ({@code k = 5}, {@code --k 5})
     * @param words how the hybrid's options are written ({@code depth = 3}, {@code depth=3})
     */
    public void requireDepthOf(int k, String kStated, OptionWords words) throws ConfigurationException {
        if (depth < k) {
            throw new ConfigurationException("the hybrid retriever's option "
                    + words.stated(DEPTH, String.valueOf(depth)) + (depth == Integer.parseInt(DEFAULT_DEPTH)
                    ? " (the default)" : "") + " is below " + kStated + ": it would fuse only the first " + depth
                    + " results of each variant and so list fewer than k. Set "
                    + words.setTo(DEPTH, String.valueOf(k)) + " or more.");
        }
    }

    /** The fusion these settings describe. */
    public RankFusion fusion() {
        return new RankFusion(method, rrfK, weights.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** What report.json and the baseline record: type first, then the effective options (not the inputs'). */
    public Map<String, Object> describe() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("type", NAME);
        settings.put("fuse", String.join(",", fuse));
        settings.put("method", method.key());
        if (method == FusionMethod.RRF) {
            settings.put("rrf_k", rrfK);
        }
        if (method == FusionMethod.WEIGHTED) {
            List<String> shown = new ArrayList<>();
            weights.forEach(w -> shown.add(String.format(Locale.ROOT, "%s", w)));
            settings.put("weights", String.join(",", shown));
        }
        settings.put("depth", depth);
        return settings;
    }

    /** Names split on commas or plus signs, trimmed, each once, in the order first given. */
    private static List<String> names(String text) {
        Set<String> names = new LinkedHashSet<>();
        for (String part : text.split("[,+]")) {
            if (!part.isBlank()) {
                names.add(part.trim());
            }
        }
        return List.copyOf(names);
    }

    private static List<Double> weights(RetrieverOptions options, List<String> fuse, FusionMethod method,
                                        OptionWords words) throws ConfigurationException {
        String text = options.values().get(WEIGHTS);
        if (method != FusionMethod.WEIGHTED) {
            if (text != null) {
                throw new ConfigurationException("the hybrid retriever's option weights is set, but method is "
                        + method.key() + ", which does not read it. Set " + words.setTo(METHOD, FusionMethod.WEIGHTED.key())
                        + ", or remove weights.");
            }
            return List.of();
        }
        String example = words.example(WEIGHTS, String.join(",", fuse.stream().map(name -> "0.5").toList()));
        if (text == null) {
            throw new ConfigurationException("the hybrid retriever's method weighted needs weights, one per fused"
                    + " variant (" + String.join(", ", fuse) + "), e.g. " + example + ".");
        }
        List<Double> weights = new ArrayList<>();
        for (String part : text.split("[,+]")) {
            double weight;
            try {
                weight = PlainDecimal.parseDouble(part);
            } catch (NumberFormatException e) {
                weight = Double.NaN;
            }
            if (!Double.isFinite(weight) || weight < 0) {
                throw new ConfigurationException("the hybrid retriever's option weights ="
                        + " '" + Shown.value(text) + "' has '"
                        + part.trim() + "', which is not a number of 0 or more. Write one weight per fused variant,"
                        + " e.g. " + example + ".");
            }
            weights.add(weight);
        }
        double total = weights.stream().mapToDouble(Double::doubleValue).sum();
        if (!Double.isFinite(total)) {
            // Each normalised score is at most 1, so a fused score is at most the weights' sum: finite when it is.
            throw new ConfigurationException("the hybrid retriever's option "
                    + words.quoted(WEIGHTS, Shown.value(text))
                    + " adds up to more than a number can hold, so fused scores would be infinite. Only the"
                    + " weights' ratios matter: scale them down, e.g. " + example + ".");
        }
        if (weights.size() != fuse.size()) {
            throw new ConfigurationException("the hybrid retriever's option "
                    + words.quoted(WEIGHTS, Shown.value(text))
                    + " gives "
                    + weights.size() + " weights for " + fuse.size() + " fused variants (" + String.join(", ", fuse)
                    + "). Give one weight per variant, in the order of fuse.");
        }
        if (total == 0) {
            // Every fused score would be 0: the ranking would come from the tie rule alone, and a gate over it
            // would judge nothing the variants found.
            throw new ConfigurationException("the hybrid retriever's option "
                    + words.quoted(WEIGHTS, Shown.value(text))
                    + " gives every fused variant the weight 0, so every fused score would be 0. Give at least one"
                    + " variant a weight above 0, e.g. " + example + ".");
        }
        return weights;
    }
}
