package io.github.rageval.cli;

import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.check.BaselineLocation;
import io.github.rageval.engine.config.DataSources;
import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.GoalSetting;
import io.github.rageval.engine.config.GoalSetting.Goal;
import io.github.rageval.engine.config.ScoringOptions;
import io.github.rageval.engine.config.SegmentSettings;
import io.github.rageval.engine.config.UnreadSettings;
import io.github.rageval.engine.config.Variant;
import io.github.rageval.engine.config.VariantDefinition;
import io.github.rageval.engine.config.Variants;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.gate.TagThresholdSpec;
import io.github.rageval.engine.gate.ThresholdSpec;
import io.github.rageval.engine.latency.LatencyPercentile;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.report.ShowQueries;
import io.github.rageval.engine.retriever.OneLineOptions;
import io.github.rageval.engine.retriever.RetrieverModules;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one command asks for, read from its options as the Maven goals read their parameters: the same settings
 * ({@link io.github.rageval.engine.config.GoalSettings}), the same defaults, paths relative to the working directory
 * as the goals' are to the project's root. Run in a project's root without options, it does what
 * {@code mvn rag-eval:check} does there.
 *
 * @param arguments the options as written
 * @param settings the evaluation
 * @param analysis the statistics and baseline rules (the check goal's)
 * @param baseline where the baseline is compared with, or recorded
 */
record CommandLine(Arguments arguments, EvaluationSettings settings, AnalysisSettings analysis,
                   BaselineLocation baseline, Path reportDirectory, ShowQueries showQueries, boolean failOnViolation,
                   boolean reuseReport, boolean force) {

    static CommandLine parse(Arguments arguments) throws ConfigurationException {
        OptionValues values = new OptionValues(arguments.written());
        boolean check = arguments.goal() == Goal.CHECK;
        UnreadSettings.check(arguments.written().keySet(), GoalSetting::option);
        ShowQueries show = ShowQueries.parse(values.text("showQueries")).orElseThrow(() -> notAllowed(
                "--show-queries", values.text("showQueries"), "all, misses or none"));
        ExplainMode explain = check ? ExplainMode.parse(values.text("explain")).orElseThrow(() -> notAllowed(
                "--explain", values.text("explain"), "misses, all or none")) : ExplainMode.NONE;
        SegmentSettings segments = new SegmentSettings(TagThresholdSpec.parse(values.text("tagThresholds")),
                check ? values.integer("maxFailingQueries") : SegmentSettings.NONE.maxFailingQueries(),
                check ? ThresholdSpec.parse(values.text("maxFailingQueriesPerTag"), "maxFailingQueriesPerTag",
                        "critical=0,billing=2") : SegmentSettings.NONE.maxFailingQueriesPerTag());
        List<Path> classpath = classpath(arguments.classpath());
        EvaluationSettings settings = new EvaluationSettings(values.path("corpus"), values.path("goldenDataset"),
                values.integer("k"), new TfidfOptions(values.text("tokenPattern"), values.bool("lowercase"),
                values.bool("sublinearTf")), ThresholdSpec.parse(values.text("thresholds")),
                new DataSources(values.path("beir"), values.text("beirSplit"), values.path("run"),
                        values.path("qrels")),
                new ScoringOptions(values.text("cutoffs"), values.integer("relevanceLevel"),
                        values.optionalInteger("depth"), values.text("runMismatch"),
                        values.bool("countMissingQueries"), values.bool("tieRanges")),
                explain, segments, values.integer("threads"),
                spec(values, values.text("retriever"), OneLineOptions.parse(values.text("retrieverOptions")),
                        chunking(values.text("chunking")), classpath),
                !values.isSet("corpus"), variants(values, classpath),
                check ? latency(values) : LatencySettings.NONE);
        AnalysisSettings analysis = check ? AnalysisSettings.parse(values.integer("bootstrapSamples"),
                values.integer("randomizationSamples"), values.longInteger("seed"), values.decimal("significance"),
                values.text("significanceTest"), values.bool("maxDropRequiresSignificance"),
                ThresholdSpec.parse(values.text("maxDrop"), "maxDrop", "mrr=0.05,hit_rate=0.1"),
                values.text("baselineMismatch")) : AnalysisSettings.defaults();
        Path baselineFile = values.path("baselineFile");
        return new CommandLine(arguments, settings, analysis, new BaselineLocation(baselineFile,
                PathLabel.of(baselineFile), values.isSet("baselineFile")), values.path("reportDirectory"), show,
                !check || values.bool("failOnViolation"), check && values.bool("reuseReport"),
                !check && values.bool("force"));
    }

    /** Whether {@code --skip} asks for nothing to be done; read before anything else, as the goals do. */
    static boolean skips(Arguments arguments) throws ConfigurationException {
        return new OptionValues(arguments.written()).bool("skip");
    }

    private static ConfigurationException notAllowed(String option, String value, String allowed) {
        return new ConfigurationException(option + " " + Shown.value(value) + " is not allowed. Use " + allowed + ".");
    }

    private static List<Path> classpath(String classpath) {
        return classpath == null ? List.of() : Arrays.stream(classpath.split(File.pathSeparator))
                .filter(entry -> !entry.isBlank()).map(Path::of).toList();
    }

    private static ChunkingSettings chunking(String line) throws ConfigurationException {
        return ChunkingSettings.parse(OneLineOptions.parse(line, "chunking", "size=200,overlap=40"));
    }

    private static Variants variants(OptionValues values, List<Path> classpath) throws ConfigurationException {
        List<Variant> variants = new ArrayList<>();
        for (VariantDefinition definition : VariantDefinition.parse(values.text("variants"))) {
            variants.add(new Variant(definition.name(), spec(values, definition.retriever(), definition.options(),
                    ChunkingSettings.parse(definition.chunking()), classpath)));
        }
        return new Variants(variants, values.text("gateVariant"));
    }

    /**
     * A retriever as the goals configure it, with {@code --classpath} to find the classes it names; a built-in that
     * ships as a module of its own ({@code dense}) and is not on the class path is loaded from {@code --classpath}.
     */
    private static RetrieverSpec spec(OptionValues values, String name, Map<String, String> given,
                                      ChunkingSettings chunks, List<Path> classpath) throws ConfigurationException {
        Map<String, String> options = new LinkedHashMap<>(given);
        RetrieverSpec spec = new RetrieverSpec(name, options, classpath, chunks);
        if (RetrieverModules.artifactOf(name).isEmpty()) {
            return spec;
        }
        // The embedding cache is a build setting, not a ranking one; retrieverOptions may still name its own.
        options.putIfAbsent("cacheDirectory", values.text("cacheDirectory")
                .replace("${user.home}", System.getProperty("user.home")));
        options.putIfAbsent("cacheMaxSize", values.text("cacheMaxSize"));
        spec = spec.withOptions(options);
        if (Retrievers.builtIn(name).isPresent()) {
            return spec;
        }
        if (classpath.isEmpty()) {
            throw new ConfigurationException("--retriever " + name + " ships in the module "
                    + RetrieverModules.GROUP_ID + ":" + RetrieverModules.artifactOf(name).get() + ", which this"
                    + " command line does not include (ONNX Runtime, tokenizers and a model: about 180 MB). Give that"
                    + " module's jar and its dependencies with --classpath (mvn dependency:build-classpath on a"
                    + " project depending on it lists them), or use the Maven goal, which resolves it by itself.");
        }
        return spec.withModulePath(classpath);
    }

    private static LatencySettings latency(OptionValues values) {
        Map<LatencyPercentile, String> limits = new EnumMap<>(LatencyPercentile.class);
        putIfSet(limits, LatencyPercentile.P50, values.text("maxLatencyP50Ms"));
        putIfSet(limits, LatencyPercentile.P95, values.text("maxLatencyP95Ms"));
        putIfSet(limits, LatencyPercentile.P99, values.text("maxLatencyP99Ms"));
        return new LatencySettings(values.text("latency"), limits);
    }

    private static void putIfSet(Map<LatencyPercentile, String> limits, LatencyPercentile percentile, String value) {
        if (value != null) {
            limits.put(percentile, value);
        }
    }
}
