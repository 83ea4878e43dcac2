package io.github.rageval.engine.saved;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.evaluation.EvaluatedCases;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.Evaluations;
import io.github.rageval.engine.evaluation.MachineGradeCorrection;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.evaluation.VariantReport;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.JsonFields;
import io.github.rageval.engine.input.JsonSyntax;
import io.github.rageval.engine.input.PathProblems;
import io.github.rageval.engine.input.RunCoverage;
import io.github.rageval.engine.latency.Latency;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.metrics.TieRanges;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.index.IndexStats;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GateRules;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A report.json read back, for re-gating an evaluation without running it again: its k, relevance level, the
 * metrics it summarised, its latency, tie ranges and judgment ranges when it has them, and every case with its
 * per-query values exactly as written (floats are written in their shortest round-trip form, so the means
 * recomputed from them are the same to the bit).
 *
 * @param k the cutoff evaluated
 * @param relevanceLevel the least grade that counted as relevant
 * @param metrics the metrics the report summarised, in report order
 * @param evaluated the cases, where they came from, the warnings and the explanations
 * @param latency the queries' times summarised, carried through re-gating as written; null when it held none
 * @param tieRanges the metrics' ranges over tie orders, carried through as written; null when it held none
 * @param judgmentRanges the metrics' values if the holes in the judgments were relevant, carried through as
 *     written; null when it held none
 * @param machineGrades the metrics corrected for a machine judge's errors, carried through as written; null when it
 *     held none
 * @param variants the retrievers it compared, the gate variant among them; empty when it compared none
 * @param fingerprint what the evaluation was measured on, as the check wrote it; null in a report without one
 */
public record SavedReport(int k, int relevanceLevel, List<Metric> metrics, EvaluatedCases evaluated,
                          Latency latency, TieRanges tieRanges, JudgmentRanges judgmentRanges,
                          MachineGradeCorrection machineGrades, List<SavedVariant> variants,
                          Fingerprint fingerprint) {
    public SavedReport {
        variants = List.copyOf(variants);
    }

    /** Names given twice in one object are refused: with the last one kept, an edit could change what is gated. */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    /**
     * Holds an earlier evaluation's report.json to the settings' rules without evaluating again, for pipelines
     * that evaluate once and gate twice. Only the rules are taken from the settings; the cases, their values, k
     * and the source are the report's.
     *
     * @throws ConfigurationException for a bad rule, or one on a metric the report does not hold
     * @throws InputException when the report is missing or is not one this plugin wrote
     */
    public static EvaluationReport regate(Path reportFile, EvaluationSettings settings)
            throws ConfigurationException, InputException {
        return regateAll(reportFile, settings).gate();
    }

    /**
     * As {@link #regate}, with every variant of a report that compared several retrievers held to the same rules,
     * as {@link RagEvaluation#evaluate} gives them: the comparison is then made again from their per-query values.
     */
    public static Evaluations regateAll(Path reportFile, EvaluationSettings settings)
            throws ConfigurationException, InputException {
        return regateAll(read(reportFile), reportFile, settings);
    }

    /** As {@link #regateAll(Path, EvaluationSettings)}, for a report already read from {@code reportFile}. */
    public static Evaluations regateAll(SavedReport saved, Path reportFile, EvaluationSettings settings)
            throws ConfigurationException, InputException {
        return regateAll(saved, reportFile, settings, SettingWords.PARAMETERS);
    }

    /** As {@link #regateAll(SavedReport, Path, EvaluationSettings)}, messages in the front end's words. */
    public static Evaluations regateAll(SavedReport saved, Path reportFile, EvaluationSettings settings,
                                        SettingWords words) throws ConfigurationException, InputException {
        GateRules rules = settings.rules();
        gateVariantOf(saved, settings, words);
        for (Metric metric : rules.metrics()) {
            if (!saved.metrics().contains(metric)) {
                throw new ConfigurationException("a threshold holds " + metric.key() + ", which " + reportFile
                        + " does not hold (it has " + saved.metrics().stream().map(Metric::key)
                        .collect(java.util.stream.Collectors.joining(", ")) + "). Evaluate again without "
                        + words.name(GoalSettings.REUSE_REPORT) + ", with the cutoff the metric needs.");
            }
        }
        if (rules.latency().limited() && saved.latency() == null) {
            throw new InputException("report file " + reportFile + " holds no latency (it was written with latency"
                    + " not reported: a run file, " + words.assigned(GoalSettings.LATENCY, "false")
                            + ", or auto for a retriever"
                    + " that does not answer over"
                    + " the network), so the latency limits cannot be held to it. Evaluate again without "
                    + words.name(GoalSettings.REUSE_REPORT) + " with the limits set, or remove them.");
        }
        // Holes by the settings' rule, as the evaluation counted them: report.json keeps each case's judgments.
        EvaluationReport gate = RagEvaluation.judge(saved.k(), saved.metrics(), saved.relevanceLevel(),
                withoutRangesSaid(RagEvaluation.withHoles(settings, saved.evaluated()), saved.judgmentRanges(),
                        reportFile, null, words), rules, saved.tieRanges(), saved.latency(),
                saved.judgmentRanges()).toBuilder().machineGrades(saved.machineGrades()).build();
        List<VariantReport> variants = new ArrayList<>();
        for (SavedVariant variant : saved.variants()) {
            // Only the gate variant has tie ranges, as in an evaluation; they are the report's.
            variants.add(new VariantReport(variant.name(), variant.settings(), variant.gate(),
                    RagEvaluation.judge(saved.k(), saved.metrics(), saved.relevanceLevel(),
                            withoutRangesSaid(RagEvaluation.withHoles(settings, variant.evaluated()),
                                    variant.judgmentRanges(), reportFile, variant.name(), words), rules,
                            variant.gate() ? saved.tieRanges() : null, variant.latency(), variant.judgmentRanges())));
        }
        return new Evaluations(gate, variants);
    }

    /**
     * The cases, with a warning when their rankings hold holes in the judgments but the report holds no
     * {@code judgment_ranges}: a report written before judgment ranges existed, or one they were removed from, is
     * still re-gated, but without the hole advice an evaluation gives (each metric's value were the holes relevant,
     * the hole_sensitive warnings), which must not go missing without a word.
     *
     * @param variant the variant's name, or null for the report's own cases
     */
    private static EvaluatedCases withoutRangesSaid(EvaluatedCases cases, JudgmentRanges ranges, Path reportFile,
                                                    String variant, SettingWords words) {
        if (ranges != null) {
            return cases;
        }
        // Over every result the report kept, as the judgment ranges would have been (not only the top k).
        long holed = cases.cases().stream().filter(result -> cases.holes().count(result, Integer.MAX_VALUE) > 0)
                .count();
        if (holed == 0) {
            return cases;
        }
        return cases.plusWarnings(List.of("report file " + reportFile + (variant == null ? "" : ", variant '"
                + variant + "',") + " holds no judgment_ranges, though " + holed + " of " + cases.cases().size()
                + " queries have unjudged documents among their results (" + cases.holes().basis() + "): it was"
                + " written before judgment ranges existed, or they were removed from it, so this re-gating gives no"
                + " advice about the holes (what the metrics would be if they were relevant, and whether that would"
                + " change the verdict). Evaluate again without " + words.name(GoalSettings.REUSE_REPORT)
                        + " to get it."));
    }

    /**
     * The settings' variants checked as a check checks them before reading anything, and their gate variant held to
     * the report's: re-gating holds the variant the report gated, so naming another one would gate what was not
     * evaluated as the gate.
     */
    private static void gateVariantOf(SavedReport saved, EvaluationSettings settings, SettingWords words)
            throws ConfigurationException {
        settings.variants().check(words);
        if (settings.variants().isEmpty() || saved.variants().isEmpty()) {
            return;
        }
        String named = settings.variants().gateVariant().name();
        String held = saved.variants().stream().filter(SavedVariant::gate).findFirst().orElseThrow().name();
        if (!named.equals(held)) {
            throw new ConfigurationException(words.name(GoalSettings.REUSE_REPORT)
                    + " re-gates the report's gate variant '"
                    + held + "', but the gate variant now is '" + named + "'. Evaluate again without "
                    + words.name(GoalSettings.REUSE_REPORT) + " to gate '" + named + "', or gate '" + held
                            + "'.");
        }
    }

    public static SavedReport read(Path file) throws InputException {
        return read(file, SettingWords.PARAMETERS);
    }

    /** As {@link #read(Path)}, messages in the front end's words. */
    public static SavedReport read(Path file, SettingWords words) throws InputException {
        String reuse = words.name(GoalSettings.REUSE_REPORT);
        String missing = "Run the check without " + reuse + " first (it writes the report), or point "
                + words.name(GoalSettings.REPORT_DIRECTORY) + " at the folder that holds it.";
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new InputException("report file " + file + " does not exist, so there is nothing to re-gate. "
                    + missing);
        }
        PathProblems.requireFile(file, "report file " + file, missing, missing);
        JsonNode root;
        try {
            root = JsonSyntax.readTree(MAPPER, Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw new InputException("report file " + file + " does not exist, so there is nothing to re-gate. "
                    + missing, e);
        } catch (JsonSyntax.Problem e) {
            throw new InputException("report file " + file + " is not valid JSON" + e.atLine() + ": "
                    + e.getMessage() + ". Run the check without " + reuse + " to write it again.", e);
        } catch (IOException e) {
            throw new InputException("report file " + file + " cannot be read: " + FileError.reason(e) + ". Check that"
                    + " it is readable, or run the check without " + reuse + " to write it again.", e);
        }
        return new Reader(file, reuse).read(root);
    }

    /** Reads one report tree, naming the file and the field in every error. */
    private static final class Reader {
        /** How far a written mean may be from the cases' (the report prints full doubles; its sums are compensated). */
        private static final double SUMMARY_TOLERANCE = 1e-9;
        private final Path file;
        /** How the advice to write the report again names {@code reuseReport}, in the front end's words. */
        private final String reuse;
        private final JsonFields json = new JsonFields(this::error);
        private final ReadBackValues values = new ReadBackValues(this::error);

        Reader(Path file, String reuse) {
            this.file = file;
            this.reuse = reuse;
        }

        SavedReport read(JsonNode root) throws InputException {
            if (root == null || !root.isObject()) {
                throw error("it is not a JSON object");
            }
            int k = values.integerAtLeast(root, "k", 1);
            int relevanceLevel = root.has("relevance_level") ? values.integerAtLeast(root, "relevance_level", 1) : 1;
            List<Metric> metrics = values.summaryMetrics(root, null);
            ResultSource source = source(root, k);
            int documents = source instanceof ResultSource.Retriever retriever ? retriever.documents()
                    : ResultSource.Retriever.NO_CORPUS;
            SavedCases cases = new SavedCases(relevanceLevel, metrics, documents, this::error);
            SavedCases.Read read = cases.read(root, null);
            List<CaseResult> results = read.results();
            checkSummary(root, metrics, results);
            List<String> warnings = root.has("warnings") ? values.strings(json.array(root, "warnings", null),
                    "warnings")
                    : List.of();
            return new SavedReport(k, relevanceLevel, metrics,
                    new EvaluatedCases(source, results, warnings, read.explanations()),
                    LatencyJson.read(root, null, results.size(), this::error),
                    TieRangesJson.read(root, metrics, results.size(), values),
                    JudgmentRangesJson.read(root, null, metrics, results, values),
                    MachineGradesJson.read(root, metrics, results.size(), values),
                    SavedVariant.read(root, k, cases, results, source, this::error), fingerprint(root, k));
        }

        /**
         * The summary is the cases' means and their number, as an evaluation writes it: cases cut from the file (1 of
         * 10 kept) or a summary edited apart from them would be re-gated as a run no retriever gave.
         */
        private void checkSummary(JsonNode root, List<Metric> metrics, List<CaseResult> results)
                throws InputException {
            JsonNode summary = root.path("summary");
            if (summary.has("queries") && summary.path("queries").asLong(-1) != results.size()) {
                throw error("\"summary.queries\" is " + summary.path("queries") + ", but \"cases\" holds "
                        + results.size() + " queries; the summary and the cases come from one evaluation");
            }
            Summary recomputed = Summary.of(1, metrics, results);
            for (Metric metric : metrics) {
                double written = summary.path(metric.key()).asDouble(Double.NaN);
                if (!(Math.abs(written - recomputed.value(metric)) <= SUMMARY_TOLERANCE)) {
                    throw error("\"summary." + metric.key() + "\" is " + summary.path(metric.key()) + ", but the"
                            + " cases' values average " + recomputed.value(metric) + "; the summary and the cases come"
                            + " from one evaluation");
                }
            }
        }

        /** The check's fingerprint, of the report's own k; null in a report written without one. */
        private Fingerprint fingerprint(JsonNode root, int k) throws InputException {
            if (!root.has("fingerprint")) {
                return null;
            }
            Fingerprint fingerprint = FingerprintJson.read(json.object(root, "fingerprint"), this::error);
            if (fingerprint.k() != k) {
                throw error("\"fingerprint.k\" is " + fingerprint.k() + " but \"k\" is " + k + "; both are the k"
                        + " the report was evaluated at");
            }
            return fingerprint;
        }

        private ResultSource source(JsonNode root, int k) throws InputException {
            int depth = root.has("depth") ? values.integerAtLeast(root, "depth", 0) : 0;
            if (root.has("retriever")) {
                Map<String, Object> settings = RetrieverSettingsJson.read(json.object(root, "retriever"), "retriever",
                        this::error);
                if (!settings.containsKey("type")) {
                    throw error("\"retriever\" has no \"type\"");
                }
                int documents = root.has("documents") ? values.integerAtLeast(root, "documents", 0)
                        : ResultSource.Retriever.NO_CORPUS;
                IndexStats stats = null;
                int vocabularySize = 0;
                if (root.has("index")) {
                    JsonNode index = json.object(root, "index");
                    stats = new IndexStats(values.integerAtLeast(index, "documents", "index", 0),
                            values.integerAtLeast(index, "terms", "index", 0),
                            values.longAtLeast(index, "postings", "index", 0),
                            values.integerAtLeast(index, "bytes_per_posting", "index", 0),
                            values.longAtLeast(index, "estimated_bytes", "index", 0));
                    vocabularySize = values.integerAtLeast(root, "vocabulary_size", 0);
                }
                return new ResultSource.Retriever(settings, documents, vocabularySize, depth > 0 ? depth : k, stats);
            }
            JsonNode run = json.object(root, "run");
            // The coverage fields are read as absent (none unjudged or missing, missing ones counted) when an
            // earlier version did not write them, and checked when it did.
            List<String> unjudged = run.has("unjudged_queries")
                    ? values.strings(json.array(run, "unjudged_queries", "run"), "run.unjudged_queries") : List.of();
            List<String> missing = run.has("missing_queries")
                    ? values.strings(json.array(run, "missing_queries", "run"), "run.missing_queries") : List.of();
            return new ResultSource.RunFile(runFile(json.text(run, "file", "run")),
                    values.integerAtLeast(run, "results", "run", 0),
                    new RunCoverage(values.integerAtLeast(run, "queries", "run", 0), unjudged, missing,
                            !run.has("missing_counted") || values.bool(run, "missing_counted", "run")), depth);
        }

        /** The run file's path as the report names it: a name no file system takes is no report this wrote. */
        private Path runFile(String name) throws InputException {
            try {
                return Path.of(name);
            } catch (InvalidPathException e) {
                throw error("\"run.file\" is not a path (" + e.getReason() + ")");
            }
        }

        private InputException error(String problem) {
            return new InputException("report file " + file + " cannot be re-gated: " + problem + ". Run the check"
                    + " without " + reuse + " to write it again.");
        }
    }
}
