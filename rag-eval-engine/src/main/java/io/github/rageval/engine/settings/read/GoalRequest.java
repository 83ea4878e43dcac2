package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.faithfulness.CachedFaithfulness;
import io.github.rageval.engine.gate.TagThresholdSpec;
import io.github.rageval.engine.gate.ThresholdSpec;
import io.github.rageval.engine.goldenset.lock.LockCheck;
import io.github.rageval.engine.goldenset.lock.LockedGoldenSet;
import io.github.rageval.engine.goldenset.pool.PoolSettings;
import io.github.rageval.engine.latency.LatencyPercentile;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.metrics.Cutoffs;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.retriever.OneLineOptions;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.FaithfulnessSource;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GoldenSetChecks;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.settings.UnlistedDocuments;
import io.github.rageval.engine.settings.UnreadSettings;
import io.github.rageval.engine.settings.Variant;
import io.github.rageval.engine.settings.VariantDefinition;
import io.github.rageval.engine.settings.Variants;
import io.github.rageval.engine.settings.WrittenRules;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.OptionWords;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one run of the {@code check}, {@code baseline} or {@code pool} goal asks for, read from what the user wrote by one pass
 * ({@link #parse}), the same for the Maven goals and the command line: empty values refused, settings another setting
 * leaves unread refused where written for this project and warned about where inherited ({@link UnreadSettings}),
 * every value typed with the table's defaults, the retrievers' old top-level options mapped onto their own
 * ({@link RetrieverAliases}), and the settings checked on their own and across each other ({@link SettingsCheck}).
 * What comes out is valid: the goal only runs it.
 *
 * @param goal the goal asked for
 * @param evaluation what is evaluated and gated (for {@code baseline}: without explanations, miss limits or latency)
 * @param analysis the statistics and the baseline's rules ({@code check}'s; the defaults for {@code baseline})
 * @param baseline the baseline compared with, or recorded
 * @param reportDirectory where {@code check} writes its reports (and {@code pool} its pool), and where
 *     {@code reuseReport} finds report.json; null for {@code baseline}, which writes none
 * @param showQueries which queries the console lists one by one
 * @param failOnViolation whether a failed gate fails ({@code baseline}: always)
 * @param reuseReport whether {@code check} re-gates the report.json in {@code reportDirectory}
 * @param force whether {@code baseline} records a run that fails the thresholds
 * @param warnings settings given where this project cannot take them away (a parent POM, {@code -D}) that it does not
 *     read, each said once
 * @param pool how deep {@code pool} looks and how much it keeps; null for the other goals
 * @param lock the golden set's lock the corpus is compared with ({@code check} and {@code baseline}); null for
 *     {@code pool} and a re-gated report, which read no corpus
 */
public record GoalRequest(Goal goal, EvaluationSettings evaluation, AnalysisSettings analysis,
                          BaselineLocation baseline, Path reportDirectory, ShowQueries showQueries,
                          boolean failOnViolation, boolean reuseReport, boolean force, List<String> warnings,
                          PoolSettings pool, LockCheck lock) {
    /** The settings of the paired test a check reads only against a baseline or between variants. */
    private static final List<GoalSetting> PAIRED_TEST = List.of(GoalSettings.SIGNIFICANCE,
            GoalSettings.SIGNIFICANCE_TEST, GoalSettings.RANDOMIZATION_SAMPLES,
            GoalSettings.MAX_DROP_REQUIRES_SIGNIFICANCE);

    private static final String UNREAD_WARNING = " (A setting from a parent POM or a -D property reaches every"
            + " module, so this is a warning: the setting is ignored here.)";

    public GoalRequest {
        warnings = List.copyOf(warnings);
    }

    /** A builder with every field at the default its method names. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this request, to change some of its fields. */
    public Builder toBuilder() {
        return new Builder().goal(goal).evaluation(evaluation).analysis(analysis).baseline(baseline)
                .reportDirectory(reportDirectory).showQueries(showQueries).failOnViolation(failOnViolation)
                .reuseReport(reuseReport).force(force).warnings(warnings).pool(pool).lock(lock);
    }

    /** Builds {@link GoalRequest}; every field starts at the default its method names. */
    public static final class Builder {
        private Goal goal;
        private EvaluationSettings evaluation;
        private AnalysisSettings analysis = AnalysisSettings.defaults();
        private BaselineLocation baseline = BaselineLocation.none();
        private Path reportDirectory;
        private ShowQueries showQueries = ShowQueries.ALL;
        private boolean failOnViolation = true;
        private boolean reuseReport;
        private boolean force;
        private List<String> warnings = List.of();
        private PoolSettings pool;
        private LockCheck lock;

        private Builder() {
        }

        /** The goal run; no default (required). */
        public Builder goal(Goal value) {
            goal = value;
            return this;
        }

        /** The evaluation's typed settings; no default (required). */
        public Builder evaluation(EvaluationSettings value) {
            evaluation = value;
            return this;
        }

        /** The analysis's settings; default {@link AnalysisSettings#defaults()}. */
        public Builder analysis(AnalysisSettings value) {
            analysis = value;
            return this;
        }

        /** The baseline compared with, or recorded; default {@link BaselineLocation#none()}. */
        public Builder baseline(BaselineLocation value) {
            baseline = value;
            return this;
        }

        /** Where the reports (or the pool) are written; default null (none written). */
        public Builder reportDirectory(Path value) {
            reportDirectory = value;
            return this;
        }

        /** Which queries the console lists; default {@link ShowQueries#ALL}. */
        public Builder showQueries(ShowQueries value) {
            showQueries = value;
            return this;
        }

        /** Whether a failed gate fails; default true. */
        public Builder failOnViolation(boolean value) {
            failOnViolation = value;
            return this;
        }

        /** Whether report.json is re-gated; default false. */
        public Builder reuseReport(boolean value) {
            reuseReport = value;
            return this;
        }

        /** Whether a baseline failing the thresholds is recorded; default false. */
        public Builder force(boolean value) {
            force = value;
            return this;
        }

        /** Settings given but unread here, each said once; default none. */
        public Builder warnings(List<String> value) {
            warnings = value;
            return this;
        }

        /** How deep the pool goal looks and how much it keeps; default null (another goal). */
        public Builder pool(PoolSettings value) {
            pool = value;
            return this;
        }

        /** The golden set's lock the corpus is compared with; default null (none). */
        public Builder lock(LockCheck value) {
            lock = value;
            return this;
        }

        public GoalRequest build() {
            return new GoalRequest(goal, evaluation, analysis, baseline, reportDirectory, showQueries, failOnViolation,
                    reuseReport, force, warnings, pool, lock);
        }
    }

    /** Whether {@code skip} asks for nothing to be done: read before anything else, so a skipped goal checks nothing. */
    public static boolean skips(Goal goal, SettingValues values, FrontEnd frontEnd) throws ConfigurationException {
        return new TypedValues(goal, values, frontEnd).bool(GoalSettings.SKIP);
    }

    /**
     * The check's report folder as its own setting says it, for when another setting cannot be used and the folder is
     * to be marked as holding no current report: empty when that setting is blank or no path, or when the check
     * re-gates the report.json already there ({@code reuseReport}), which is its input and stays.
     */
    public static Optional<Path> reportDirectory(Goal goal, SettingValues values, FrontEnd frontEnd) {
        TypedValues typed = new TypedValues(goal, values, frontEnd);
        try {
            String written = typed.text(GoalSettings.REPORT_DIRECTORY);
            if (written == null || written.isBlank() || typed.bool(GoalSettings.REUSE_REPORT)) {
                return Optional.empty();
            }
            return Optional.of(typed.path(GoalSettings.REPORT_DIRECTORY));
        } catch (ConfigurationException | InvalidPathException e) {
            return Optional.empty();
        }
    }

    /**
     * @throws ConfigurationException for the first setting that cannot be used, before any file is read
     */
    public static GoalRequest parse(Goal goal, SettingValues values, FrontEnd frontEnd)
            throws ConfigurationException {
        if (goal == Goal.AGGREGATE) {
            throw new IllegalArgumentException("the aggregate goal reads its settings with AggregateRequest");
        }
        TypedValues typed = new TypedValues(goal, values, frontEnd);
        typed.requireNoneEmpty();
        List<String> warnings = unread(typed);
        boolean check = goal == Goal.CHECK;
        boolean pool = goal == Goal.POOL;
        boolean reuse = check && typed.bool(GoalSettings.REUSE_REPORT);
        Read read = evaluation(typed, check, reuse);
        List<Integer> cutoffs = read.settings().scoring().cutoffs();
        AnalysisSettings analysis = check ? AnalysisSettings.parse(typed.integer(GoalSettings.BOOTSTRAP_SAMPLES),
                typed.integer(GoalSettings.RANDOMIZATION_SAMPLES), typed.longInteger(GoalSettings.SEED),
                        typed.decimal(GoalSettings.SIGNIFICANCE),
                typed.text(GoalSettings.SIGNIFICANCE_TEST), typed.bool(GoalSettings.MAX_DROP_REQUIRES_SIGNIFICANCE),
                FamilyAtCutoffs.expand(typed.entries(GoalSettings.MAX_DROP, line -> ThresholdSpec.parse(line,
                        frontEnd.name(GoalSettings.MAX_DROP), "mrr=0.05,hit_rate=0.1")), cutoffs,
                        frontEnd.name(GoalSettings.MAX_DROP)),
                typed.text(GoalSettings.BASELINE_MISMATCH), frontEnd)
                : goal == Goal.BASELINE ? AnalysisSettings.forRecording(typed.integer(GoalSettings.BOOTSTRAP_SAMPLES),
                        typed.longInteger(GoalSettings.SEED))
                : AnalysisSettings.defaults();
        analysis = analysis.withFrontEnd(frontEnd, check ? written(typed, PAIRED_TEST) : List.of());
        if (check || goal == Goal.BASELINE) {
            analysis = analysis.withSuggestDrop(typed.decimal(GoalSettings.SUGGEST_DROP),
                    frontEnd.valued(GoalSettings.SUGGEST_DROP, typed.text(GoalSettings.SUGGEST_DROP)))
                    .withGoldenSetChecks(typed.choice(GoalSettings.GOLDEN_SET_CHECKS, GoldenSetChecks::parse,
                            GoldenSetChecks.allowed()));
        }
        EvaluationSettings evaluation = reuse
                ? SettingsCheck.regating(read.settings(), read.written(), frontEnd)
                : SettingsCheck.evaluation(read.settings(), read.written(), frontEnd);
        if (!reuse && !pool) {
            // The pool goal gates nothing, so its rules cannot pass by accident.
            SettingsCheck.judgedOnlyRules(evaluation, analysis.comparison().drops(), frontEnd);
        }
        Path reportDirectory = check || pool ? typed.path(GoalSettings.REPORT_DIRECTORY) : null;
        WrittenFiles.guardEvaluation(goal, typed);
        Path baselineFile = typed.path(GoalSettings.BASELINE_FILE);
        // In the order the settings were always read, so the first bad one is the one reported.
        return builder().goal(goal).evaluation(evaluation).analysis(analysis)
                .baseline(new BaselineLocation(baselineFile, frontEnd.label(baselineFile),
                        typed.isWritten(GoalSettings.BASELINE_FILE)))
                .reportDirectory(reportDirectory)
                .showQueries(check ? typed.choice(GoalSettings.SHOW_QUERIES, ShowQueries::parse, "all, misses or none")
                        : ShowQueries.ALL)
                .failOnViolation(!check || typed.bool(GoalSettings.FAIL_ON_VIOLATION)).reuseReport(reuse)
                .force(goal == Goal.BASELINE && typed.bool(GoalSettings.FORCE)).warnings(warnings)
                .pool(pool ? PoolSettings.of(typed.optionalInteger(GoalSettings.POOL_DEPTH),
                        typed.optionalInteger(GoalSettings.POOL_MAX_PER_QUERY),
                        frontEnd) : null)
                .lock(pool || reuse ? null : LockRequest.check(typed, LockedGoldenSet.of(evaluation))).build();
    }

    /** Which of these settings were written, in the front end's words. */
    private static List<String> written(TypedValues typed, List<GoalSetting> settings) {
        return settings.stream().filter(typed::isWritten).map(setting -> typed.frontEnd().name(setting)).toList();
    }

    /**
     * The unread-settings rule twice: over what this project wrote itself, where an unread setting is an error, then
     * over everything written, where what is left is a warning.
     */
    private static List<String> unread(TypedValues typed) throws ConfigurationException {
        SettingValues values = typed.values();
        FrontEnd frontEnd = typed.frontEnd();
        String retriever = typed.text(GoalSettings.RETRIEVER).trim();
        List<String> variantRetrievers = new ArrayList<>();
        try {
            VariantDefinition.merge(values.variants(), values.text(GoalSettings.VARIANTS.name()).orElse(null))
                    .forEach(variant -> variantRetrievers.add(variant.retriever()));
        } catch (ConfigurationException e) {
            // The variants' own error is reported where they are read.
        }
        try {
            UnreadSettings.check(values.writtenOwn(), retriever, variantRetrievers, frontEnd::name);
        } catch (ConfigurationException e) {
            throw new ConfigurationException(e.getMessage() + frontEnd.unreadHint(), e);
        }
        try {
            UnreadSettings.check(values.written().keySet(), retriever, variantRetrievers, frontEnd::name);
        } catch (ConfigurationException e) {
            return List.of(e.getMessage() + UNREAD_WARNING);
        }
        return List.of();
    }

    /**
     * An evaluation's settings as read: typed but for those {@link SettingsCheck} parses at their place among its
     * checks, which are carried as written beside them.
     */
    private record Read(EvaluationSettings settings, SettingsCheck.Written written) {
    }

    /**
     * Where a gate on faithfulness reads its values: the replies of {@code judgeModel} in {@code judgeCache}; null
     * when {@code judgeModel} is unset, and for the pool goal, which gates nothing.
     */
    private static FaithfulnessSource faithfulness(TypedValues typed) {
        if (!GoalSettings.JUDGE_MODEL.goals().contains(typed.goal())) {
            return null;
        }
        String model = typed.values().text(GoalSettings.JUDGE_MODEL.name()).map(String::trim).orElse(null);
        Path cache = JudgeEndpointSettings.cacheFile(typed);
        FrontEnd words = typed.frontEnd();
        return model == null ? null
                : FaithfulnessSource.of(model, answered -> CachedFaithfulness.attach(answered, model, cache,
                        words.label(cache), words));
    }

    private static Read evaluation(TypedValues typed, boolean check, boolean reuse) throws ConfigurationException {
        Map<String, String> tagThresholds = typed.entries(GoalSettings.TAG_THRESHOLDS, TagThresholdSpec::parse);
        // Parsed once, by the first setting that needs them: a metric family named alone stands for its cutoffs.
        List<Integer> cutoffs = Cutoffs.parse(typed.text(GoalSettings.CUTOFFS));
        SegmentSettings segments = new SegmentSettings(FamilyAtCutoffs.expandPerTag(tagThresholds, cutoffs,
                typed.frontEnd().name(GoalSettings.TAG_THRESHOLDS)),
                check ? typed.integer(GoalSettings.MAX_FAILING_QUERIES) : SegmentSettings.NONE.maxFailingQueries(),
                check ? typed.entries(GoalSettings.MAX_FAILING_QUERIES_PER_TAG, line -> ThresholdSpec.parse(line,
                        typed.frontEnd().name(GoalSettings.MAX_FAILING_QUERIES_PER_TAG), "critical=0,billing=2"))
                        : SegmentSettings.NONE.maxFailingQueriesPerTag());
        Path run = typed.path(GoalSettings.RUN);
        List<Path> classpath = reuse ? List.of() : typed.frontEnd().classpath();
        // A retriever a run file replaces, or one a re-gated report does not run, is neither built nor resolved.
        RetrieverSpec retriever = run != null || reuse ? RetrieverSpec.DEFAULT
                : retriever(typed, typed.text(GoalSettings.RETRIEVER),
                        options(typed.entries(GoalSettings.RETRIEVER_OPTIONS,
                OneLineOptions::parse)), ChunkingSettings.parse(typed.entries(GoalSettings.CHUNKING,
                        line -> OneLineOptions.parse(line,
                typed.frontEnd().name(GoalSettings.CHUNKING), "size=200,overlap=40")),
                        typed.frontEnd().entries(GoalSettings.CHUNKING)),
                classpath, typed.frontEnd().entries(GoalSettings.RETRIEVER_OPTIONS));
        // Read in the order the settings were always read, so the first bad one is the one reported.
        EvaluationSettings.Builder settings = EvaluationSettings.builder().corpus(typed.path(GoalSettings.CORPUS))
                .goldenDataset(typed.path(GoalSettings.GOLDEN_DATASET)).k(typed.integer(GoalSettings.K));
        Map<String, String> thresholds = FamilyAtCutoffs.expand(typed.entries(GoalSettings.THRESHOLDS,
                line -> ThresholdSpec.parse(line, typed.frontEnd().name(GoalSettings.THRESHOLDS),
                        "mean_recall=0.90,mrr=0.90")), cutoffs,
                typed.frontEnd().name(GoalSettings.THRESHOLDS));
        settings.sources(new DataSources(typed.path(GoalSettings.BEIR), typed.text(GoalSettings.BEIR_SPLIT), run,
                typed.path(GoalSettings.QRELS),
                        typed.choice(GoalSettings.UNLISTED_DOCUMENTS, UnlistedDocuments::parse,
                                UnlistedDocuments.allowed()),
                        typed.paths(GoalSettings.JUDGMENTS), typed.bool(GoalSettings.ACCEPT_MACHINE_JUDGMENTS),
                        typed.path(GoalSettings.RECORDED_ANSWERS), faithfulness(typed)))
                // runMismatch is parsed by the settings check, after the ranges it always followed.
                .scoring(new ScoringOptions(cutoffs, typed.integer(GoalSettings.RELEVANCE_LEVEL),
                        typed.optionalInteger(GoalSettings.DEPTH),
                        ScoringOptions.DEFAULTS.runMismatch(), typed.bool(GoalSettings.COUNT_MISSING_QUERIES),
                        typed.bool(GoalSettings.TIE_RANGES), typed.bool(GoalSettings.JUDGED_ONLY)))
                .explain(check ? typed.choice(GoalSettings.EXPLAIN, ExplainMode::parse, "misses, all or none")
                        : ExplainMode.NONE)
                .threads(typed.integer(GoalSettings.THREADS)).retriever(retriever)
                .corpusOptional(!typed.isWritten(GoalSettings.CORPUS))
                .variants(run != null ? Variants.NONE : variants(typed, classpath))
                .words(typed.frontEnd());
        return new Read(settings.build(), new SettingsCheck.Written(typed.text(GoalSettings.RUN_MISMATCH),
                new WrittenRules(thresholds, segments, check ? latency(typed) : LatencySettings.NONE)));
    }

    /** The variants, each retriever found and completed as the build's own would be. */
    private static Variants variants(TypedValues typed, List<Path> classpath) throws ConfigurationException {
        List<Variant> list = new ArrayList<>();
        for (VariantDefinition definition : VariantDefinition.merge(typed.values().variants(),
                typed.values().text(GoalSettings.VARIANTS.name()).orElse(null),
                        typed.frontEnd().name(GoalSettings.VARIANTS))) {
            if (definition.retriever().isEmpty()) {
                throw new ConfigurationException("variant '" + definition.name() + "' has no <retriever>. Name a"
                        + " built-in retriever (" + String.join(", ", Retrievers.allNames()) + "), hybrid, or a"
                        + " class of your own.");
            }
            list.add(new Variant(definition.name(), retriever(typed, definition.retriever(),
                    options(definition.options()), ChunkingSettings.parse(definition.chunking(),
                    definition.chunkingWords(typed.frontEnd())),
                    classpath, definition.optionWords(typed.frontEnd()))));
        }
        return new Variants(list, typed.values().text(GoalSettings.GATE_VARIANT.name()).map(String::trim).orElse(null));
    }

    /** A retriever as configured, its aliases mapped ({@link RetrieverAliases}), completed by the front end. */
    private static RetrieverSpec retriever(TypedValues typed, String name, Map<String, String> options,
                                           ChunkingSettings chunks, List<Path> classpath, OptionWords words)
            throws ConfigurationException {
        String trimmed = name.trim();
        RetrieverSpec spec = RetrieverSpec.builder(trimmed)
                .options(RetrieverAliases.apply(trimmed, options, typed)).classpath(classpath).chunking(chunks)
                .classpathAdvice(typed.frontEnd().classpathAdvice()).optionWords(words).build();
        return typed.frontEnd().complete(spec);
    }

    /** Options as given; an empty element ({@code <lowercase/>}) is an empty value, for the retriever to judge. */
    private static Map<String, String> options(Map<String, String> given) {
        Map<String, String> options = new LinkedHashMap<>();
        given.forEach((name, value) -> options.put(name, value == null ? "" : value));
        return options;
    }

    /** The latency mode and the limits set, as written: the gate's rules check them. */
    private static LatencySettings latency(TypedValues typed) {
        Map<LatencyPercentile, String> limits = new EnumMap<>(LatencyPercentile.class);
        for (LatencyPercentile percentile : LatencyPercentile.values()) {
            GoalSetting setting = percentile.parameter();
            if (typed.values().text(setting.name()).isPresent()) {
                limits.put(percentile, typed.text(setting));
            }
        }
        return new LatencySettings(typed.text(GoalSettings.LATENCY), limits);
    }
}
