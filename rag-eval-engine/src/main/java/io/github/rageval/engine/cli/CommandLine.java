package io.github.rageval.engine.cli;

import io.github.rageval.engine.config.DataSources;
import io.github.rageval.engine.config.Defaults;
import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.ScoringOptions;
import io.github.rageval.engine.config.Variant;
import io.github.rageval.engine.config.VariantDefinition;
import io.github.rageval.engine.config.Variants;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.gate.ThresholdSpec;
import io.github.rageval.engine.latency.LatencyPercentile;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.report.ShowQueries;
import io.github.rageval.engine.retriever.OneLineOptions;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The command line's options, with the Maven goal's names and its defaults ({@link Defaults}) where they exist. Unknown options and
 * missing values are configuration errors, so a typo never runs an evaluation with a default.
 */
record CommandLine(EvaluationSettings settings, Path reportDirectory, ShowQueries showQueries, boolean timings) {
    static final String USAGE = String.join("\n",
            "usage: java -cp <engine jar and jackson> io.github.rageval.engine.cli.Main --corpus FILE --golden FILE",
            "       | --beir FOLDER [--beir-split test]",
            "       [--k N] [--cutoffs 10,100] [--threads N] [--token-pattern REGEX] [--no-lowercase] [--sublinear-tf]",
            "       [--thresholds metric=value,...] [--report-directory DIR] [--show-queries all|misses|none]",
            "       [--explain misses|all|none] [--timings]",
            "       [--retriever tfidf|bm25|dense|solr|opensearch|CLASS] [--retriever-options name=value,...]",
            "       [--classpath PATH]",
            "       [--chunking size=N,overlap=N,unit=words|sentences] [--no-tie-ranges]",
            "       [--variants 'name:retriever[:options]|...' [--gate-variant NAME]]",
            "       [--latency auto|true|false] [--max-latency-p50-ms N] [--max-latency-p95-ms N] [--max-latency-p99-ms N]",
            "Runs the golden dataset through a retriever (the built-in TF-IDF one, or CLASS, implementing",
            "io.github.rageval.api.Retriever, from --classpath, which may then search its own index without",
            "--corpus, as solr and opensearch query their cluster's), prints the report, writes report.json",
            "when --report-directory is given, and exits 0 when the gate passes, 1 when it fails, 2 on an error.",
            "--help (or -h) prints this and exits 0.",
            "--timings prints each phase's duration to standard error. --variants compares several retrievers",
            "(hybrid fuses others: both:hybrid:fuse=bm25+dense) and gates --gate-variant (default the first).");

    /** Whether the user asked for the usage ({@code --help} or {@code -h}) rather than an evaluation. */
    static boolean asksForHelp(List<String> args) {
        return args.contains("--help") || args.contains("-h");
    }

    static CommandLine parse(List<String> args) throws ConfigurationException {
        Deque<String> rest = new ArrayDeque<>(args);
        Path corpus = null;
        Path golden = null;
        Path beir = null;
        String beirSplit = Defaults.BEIR_SPLIT;
        String cutoffs = ScoringOptions.DEFAULTS.cutoffs();
        int k = Integer.parseInt(Defaults.K);
        int threads = Integer.parseInt(Defaults.THREADS);
        String tokenPattern = Defaults.TOKEN_PATTERN;
        boolean lowercase = Boolean.parseBoolean(Defaults.LOWERCASE);
        boolean sublinearTf = Boolean.parseBoolean(Defaults.SUBLINEAR_TF);
        String thresholds = null;
        Path reportDirectory = null;
        ShowQueries show = ShowQueries.parse(Defaults.SHOW_QUERIES).orElseThrow();
        ExplainMode explain = ExplainMode.parse(Defaults.EXPLAIN).orElseThrow();
        boolean timings = false;
        String retriever = Defaults.RETRIEVER;
        Map<String, String> retrieverOptions = Map.of();
        List<Path> classpath = List.of();
        Map<String, String> chunking = Map.of();
        boolean tieRanges = Boolean.parseBoolean(Defaults.TIE_RANGES);
        List<VariantDefinition> variants = List.of();
        String gateVariant = null;
        String latency = Defaults.LATENCY;
        Map<LatencyPercentile, String> latencyLimits = new EnumMap<>(LatencyPercentile.class);
        while (!rest.isEmpty()) {
            String option = rest.pop();
            switch (option) {
                case "--corpus" -> corpus = Path.of(value(option, rest));
                case "--golden" -> golden = Path.of(value(option, rest));
                case "--beir" -> beir = Path.of(value(option, rest));
                case "--beir-split" -> beirSplit = value(option, rest);
                case "--cutoffs" -> cutoffs = value(option, rest);
                case "--k" -> k = integer(option, value(option, rest));
                case "--threads" -> threads = integer(option, value(option, rest));
                case "--token-pattern" -> tokenPattern = value(option, rest);
                case "--no-lowercase" -> lowercase = false;
                case "--sublinear-tf" -> sublinearTf = true;
                case "--thresholds" -> thresholds = value(option, rest);
                case "--report-directory" -> reportDirectory = Path.of(value(option, rest));
                case "--show-queries" -> {
                    String value = value(option, rest);
                    show = ShowQueries.parse(value).orElseThrow(() -> new ConfigurationException(
                            "--show-queries " + value + " is not allowed. Use all, misses or none."));
                }
                case "--explain" -> {
                    String value = value(option, rest);
                    explain = ExplainMode.parse(value).orElseThrow(() -> new ConfigurationException(
                            "--explain " + value + " is not allowed. Use misses, all or none."));
                }
                case "--timings" -> timings = true;
                case "--tie-ranges" -> tieRanges = true;
                case "--no-tie-ranges" -> tieRanges = false;
                case "--retriever" -> retriever = value(option, rest);
                case "--chunking" -> chunking = OneLineOptions.parse(value(option, rest), "--chunking",
                        "size=200,overlap=40");
                case "--retriever-options" -> retrieverOptions = OneLineOptions.parse(value(option, rest));
                case "--variants" -> variants = VariantDefinition.parse(value(option, rest));
                case "--gate-variant" -> gateVariant = value(option, rest);
                case "--latency" -> latency = value(option, rest);
                case "--max-latency-p50-ms" -> latencyLimits.put(LatencyPercentile.P50, value(option, rest));
                case "--max-latency-p95-ms" -> latencyLimits.put(LatencyPercentile.P95, value(option, rest));
                case "--max-latency-p99-ms" -> latencyLimits.put(LatencyPercentile.P99, value(option, rest));
                case "--classpath" -> classpath = Arrays.stream(value(option, rest).split(File.pathSeparator))
                        .filter(entry -> !entry.isBlank()).map(Path::of).toList();
                default -> throw new ConfigurationException("unknown option " + option + ".\n" + USAGE);
            }
        }
        RetrieverSpec spec = new RetrieverSpec(retriever, retrieverOptions, classpath,
                ChunkingSettings.parse(chunking));
        if (beir != null && (corpus != null || golden != null)) {
            throw new ConfigurationException("--beir names a folder holding both the corpus and the judgments: give it"
                    + " without --corpus and --golden.\n" + USAGE);
        }
        List<Variant> compared = new ArrayList<>();
        for (VariantDefinition variant : variants) {
            compared.add(new Variant(variant.name(), new RetrieverSpec(variant.retriever(), variant.options(),
                    classpath, ChunkingSettings.parse(variant.chunking()))));
        }
        boolean needsCorpus = compared.isEmpty() ? Retrievers.needsCorpus(spec)
                : compared.stream().anyMatch(v -> !v.isHybrid() && Retrievers.needsCorpus(v.retriever()));
        if (beir == null && (golden == null || corpus == null && needsCorpus)) {
            throw new ConfigurationException("--golden is required, and --corpus for a built-in retriever (or --beir"
                    + " for a BEIR folder).\n" + USAGE);
        }
        ScoringOptions scoring = new ScoringOptions(cutoffs, ScoringOptions.DEFAULTS.relevanceLevel(), null,
                ScoringOptions.DEFAULTS.runMismatch(), ScoringOptions.DEFAULTS.countMissingQueries(), tieRanges);
        EvaluationSettings settings = new EvaluationSettings(corpus, golden, k,
                new TfidfOptions(tokenPattern, lowercase, sublinearTf), ThresholdSpec.parse(thresholds),
                beir == null ? null : new DataSources(beir, beirSplit, null, null), scoring, explain, null, threads,
                spec, false, new Variants(compared, gateVariant), new LatencySettings(latency, latencyLimits));
        return new CommandLine(settings, reportDirectory, show, timings);
    }

    private static String value(String option, Deque<String> rest) throws ConfigurationException {
        if (rest.isEmpty()) {
            throw new ConfigurationException(option + " needs a value.\n" + USAGE);
        }
        return rest.pop();
    }

    private static int integer(String option, String value) throws ConfigurationException {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new ConfigurationException(option + " " + Shown.value(value) + " "
                    + WholeNumbers.problem(value, option) + ".");
        }
    }
}
