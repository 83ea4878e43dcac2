package io.github.rageval.maven;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.config.DataSources;
import io.github.rageval.engine.config.Environment;
import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.ScoringOptions;
import io.github.rageval.engine.config.SegmentSettings;
import io.github.rageval.engine.check.Analyses;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.check.BaselineLocation;
import io.github.rageval.engine.store.BaselineFile;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.gate.TagThresholdSpec;
import io.github.rageval.engine.gate.ThresholdSpec;
import io.github.rageval.engine.report.AnalysisConsole;
import io.github.rageval.engine.report.ConsoleReport;
import io.github.rageval.engine.store.JsonReport;
import io.github.rageval.engine.report.ReportFiles;
import io.github.rageval.engine.report.ShowQueries;
import io.github.rageval.engine.report.TrecRun;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.retriever.OneLineOptions;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverSpec;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

/**
 * Runs the golden dataset through a retriever (the built-in TF-IDF retriever, scikit-learn's
 * {@code TfidfVectorizer} + cosine similarity, or the team's own class implementing
 * {@code io.github.rageval.api.Retriever} on the test classpath), or evaluates a run file produced elsewhere, prints the per-query report with a
 * bootstrap interval per metric, compares with the baseline when there is one, writes {@code report.json},
 * {@code report.md}, JUnit XML, {@code report.html} and {@code run.trec}, and fails the build when a metric's mean
 * is below its threshold, a tag's rule or a miss limit is broken, or a metric dropped more than its
 * {@code maxDrop}. Metrics follow trec_eval.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true,
        requiresDependencyResolution = ResolutionScope.TEST)
public class CheckMojo extends AbstractMojo {

    /**
     * The corpus: a JSON array, or JSON Lines, of {@code {"doc_id": "...", "text": "..."}} objects. Not read with
     * {@code beir} or {@code run}. Default {@code src/test/rag/corpus.json}; a retriever of your own that searches
     * its own index runs without a corpus when this is left at its default and that file does not exist (a corpus
     * set explicitly must exist).
     */
    @Parameter(property = "rageval.corpus")
    private File corpus;

    /**
     * The golden dataset: a JSON array, or JSON Lines, of {@code {"query", "relevant_doc_ids"}} objects, optionally
     * with graded {@code "relevant": {"doc-a": 2}} and a {@code "query_id"} (needed to judge a {@code run}). Not
     * read with {@code beir} or {@code qrels}.
     */
    @Parameter(property = "rageval.goldenDataset", defaultValue = "${project.basedir}/src/test/rag/golden.json")
    private File goldenDataset;

    /** How many documents each query returns at most (the k of precision@k and recall@k). */
    @Parameter(property = "rageval.k", defaultValue = "3")
    private int k;

    /**
     * A BEIR dataset folder ({@code corpus.jsonl}, {@code queries.jsonl}, {@code qrels/<split>.tsv}), instead of
     * {@code corpus} and {@code goldenDataset}; with {@code run}, only its qrels are read.
     */
    @Parameter(property = "rageval.beir")
    private File beir;

    /** The qrels split of the {@code beir} folder: {@code qrels/<beirSplit>.tsv}. */
    @Parameter(property = "rageval.beirSplit", defaultValue = DataSources.DEFAULT_BEIR_SPLIT)
    private String beirSplit;

    /**
     * A run file to evaluate instead of the built-in retriever: a TREC run ({@code qid Q0 docid rank score tag})
     * or JSON Lines of {@code {"query_id", "results": [{"doc_id", "score"}]}}. No corpus is read. Results are
     * ranked by score, ties by document id descending, as trec_eval ranks them.
     */
    @Parameter(property = "rageval.run")
    private File run;

    /**
     * Judgments for the {@code run}: a TREC qrels file ({@code qid 0 docid grade}) or a BEIR qrels TSV; without it
     * the {@code beir} folder's qrels or the golden dataset judge the run.
     */
    @Parameter(property = "rageval.qrels")
    private File qrels;

    /**
     * Cutoffs for trec_eval's metrics, e.g. {@code 1,3,5,10}: each adds ndcg@c, map@c, P@c, recall@c and
     * success@c, and with any cutoff ndcg, map, Rprec and recip_rank are reported too. Metrics named in
     * thresholds are always computed.
     */
    @Parameter(property = "rageval.cutoffs")
    private String cutoffs;

    /** The least grade that counts as relevant (trec_eval's {@code -l}); nDCG's gains are every positive grade. */
    @Parameter(property = "rageval.relevanceLevel", defaultValue = "1")
    private int relevanceLevel;

    /**
     * How many results per query are evaluated (trec_eval's {@code -M}). Unset: every result of a run, or as many
     * as the largest of k and the cutoffs from the built-in retriever.
     */
    @Parameter(property = "rageval.depth")
    private Integer depth;

    /**
     * What a run that misses judged queries, or has results for unjudged ones, does: {@code warn} (report them
     * with a count and examples, evaluate the rest) or {@code error} (stop with an input error).
     */
    @Parameter(property = "rageval.runMismatch", defaultValue = "warn")
    private String runMismatch;

    /**
     * Whether a judged query without results in the run counts as 0 in every mean ({@code true}: the
     * specification's rule, trec_eval's {@code -c}) or is left out of the means ({@code false}: trec_eval's
     * default).
     */
    @Parameter(property = "rageval.countMissingQueries", defaultValue = "true")
    private boolean countMissingQueries;

    /**
     * The retriever to evaluate: {@code tfidf} (built in), or the fully qualified name of a class on the project's
     * test classpath ({@code src/test/java} or a test-scope dependency) implementing
     * {@code io.github.rageval.api.Retriever}, e.g. {@code com.acme.SupportSearch}.
     */
    @Parameter(property = "rageval.retriever", defaultValue = RetrieverSpec.DEFAULT_NAME)
    private String retriever;

    /**
     * Options of the retriever, e.g. {@code <retrieverOptions><lowercase>false</lowercase></retrieverOptions>}:
     * the built-in {@code tfidf} reads {@code tokenPattern}, {@code lowercase} and {@code sublinearTf} (any other
     * name is an error); a class of your own receives them all through a public constructor taking
     * {@code Map<String, String>}. No options by default.
     */
    @Parameter
    private Map<String, String> retrieverOptions;

    /**
     * Retriever options on one line, applied over {@code retrieverOptions} entry by entry:
     * {@code -Drageval.retrieverOptions=lowercase=false,sublinearTf=true} (a comma inside a value as {@code \,}).
     */
    @Parameter(property = "rageval.retrieverOptions")
    private String retrieverOptionOverrides;

    /** The token pattern, a Python regular expression as scikit-learn's {@code token_pattern}. */
    @Parameter(property = "rageval.tokenPattern", defaultValue = TfidfOptions.DEFAULT_TOKEN_PATTERN)
    private String tokenPattern;

    /** Lowercase text before tokenizing. */
    @Parameter(property = "rageval.lowercase", defaultValue = "true")
    private boolean lowercase;

    /** Use 1 + ln(tf) instead of raw term counts. */
    @Parameter(property = "rageval.sublinearTf", defaultValue = "false")
    private boolean sublinearTf;

    /**
     * Minimum per metric mean, as a fraction ({@code 0.90}) or a percentage ({@code 90%}): the specification's
     * {@code mean_precision}, {@code mean_recall}, {@code mrr}, {@code hit_rate}, or trec_eval's {@code map},
     * {@code Rprec}, {@code recip_rank}, {@code ndcg} and, at a cutoff, {@code ndcg@10}, {@code map@100},
     * {@code P@5}, {@code recall@5}, {@code success@1}, written with {@code _at_} in an element name, e.g.
     * {@code <thresholds><mean_recall>0.90</mean_recall><ndcg_at_10>0.30</ndcg_at_10></thresholds>}. A child
     * module's entries override its parent's one by one. No thresholds: nothing is enforced.
     */
    @Parameter
    private Map<String, String> thresholds;

    /**
     * Thresholds on one line, applied over {@code thresholds} entry by entry, for the command line:
     * {@code -Drageval.thresholds=mean_recall=0.95,mrr=0.9}.
     */
    @Parameter(property = "rageval.thresholds")
    private String thresholdOverrides;

    /**
     * Threads that run the golden queries; 0 means one per available processor. The report is the same, in golden
     * dataset order, whatever the number.
     */
    @Parameter(property = "rageval.threads", defaultValue = "0")
    private int threads;

    /** Skip the evaluation altogether. */
    @Parameter(property = "rageval.skip", defaultValue = "false")
    private boolean skip;

    /** Fail the build on a violated threshold; {@code false} only warns. */
    @Parameter(property = "rageval.failOnViolation", defaultValue = "true")
    private boolean failOnViolation;

    /**
     * Where {@code report.json}, {@code report.md}, {@code TEST-rag-eval.xml}, {@code report.html} and
     * {@code run.trec} (the built-in retriever's results as a TREC run) are written.
     */
    @Parameter(property = "rageval.reportDirectory", defaultValue = "${project.build.directory}/rag-eval")
    private File reportDirectory;

    /** Which queries the console report lists one by one: {@code all}, {@code misses} or {@code none}. */
    @Parameter(property = "rageval.showQueries", defaultValue = "all")
    private String showQueries;

    /**
     * Which queries get an explanation (words that never became terms, and per document its rank, score and term
     * contributions) in the log and in report.json: {@code misses}, {@code all} or {@code none}.
     */
    @Parameter(property = "rageval.explain", defaultValue = "misses")
    private String explain;

    /**
     * Thresholds on the means over one tag's queries (golden cases carry {@code "tags": ["critical"]}): per tag,
     * the one-line form, e.g. {@code <tagThresholds><critical>hit_rate=1.0,mrr=0.90</critical></tagThresholds>}.
     * Messages name the tag: {@code [critical] MRR 0.50 fell below the 0.90 gate}.
     */
    @Parameter
    private Map<String, String> tagThresholds;

    /**
     * Thresholds per tag on one line, applied over {@code tagThresholds} tag by tag, for the command line:
     * {@code -Drageval.tagThresholds=critical:hit_rate=1.0,mrr=0.9;billing:mrr=0.8}.
     */
    @Parameter(property = "rageval.tagThresholds")
    private String tagThresholdOverrides;

    /**
     * How many queries may miss (no relevant document in the top k), whatever the means; -1 for no limit. Counted
     * apart from the thresholds: {@code 2 queries missed, at most 1 allowed: '...'}.
     */
    @Parameter(property = "rageval.maxFailingQueries", defaultValue = "-1")
    private int maxFailingQueries;

    /**
     * Per tag, how many of its queries may miss, e.g.
     * {@code <maxFailingQueriesPerTag><critical>0</critical></maxFailingQueriesPerTag>}: no critical query may miss.
     */
    @Parameter
    private Map<String, String> maxFailingQueriesPerTag;

    /**
     * Miss limits per tag on one line, applied over {@code maxFailingQueriesPerTag}:
     * {@code -Drageval.maxFailingQueriesPerTag=critical=0,billing=2}.
     */
    @Parameter(property = "rageval.maxFailingQueriesPerTag")
    private String maxFailingQueriesPerTagOverrides;

    /**
     * The baseline: where the {@code baseline} goal writes it ({@code src/test/rag/baseline.json} when unset), and
     * what {@code check} compares with. For {@code check}, unset means that default file when it exists (else no
     * comparison); set, the file must exist.
     */
    @Parameter(property = "rageval.baselineFile")
    private File baselineFile;

    /**
     * Largest allowed drop per summary metric against the baseline, as a fraction ({@code 0.05}) or a percentage
     * ({@code 5%}), e.g. {@code <maxDrop><mrr>0.05</mrr></maxDrop>}.
     */
    @Parameter
    private Map<String, String> maxDrop;

    /** Allowed drops on one line, applied over {@code maxDrop}: {@code -Drageval.maxDrop=mrr=0.05,hit_rate=0.1}. */
    @Parameter(property = "rageval.maxDrop")
    private String maxDropOverrides;

    /** A maxDrop violation fails the build only when the drop is also significant at {@code significance}. */
    @Parameter(property = "rageval.maxDropRequiresSignificance", defaultValue = "false")
    private boolean maxDropRequiresSignificance;

    /** The significance level alpha of the paired tests against the baseline. */
    @Parameter(property = "rageval.significance", defaultValue = "0.05")
    private double significance;

    /** The test that decides significance: {@code randomization}, {@code wilcoxon} or {@code t-test}. */
    @Parameter(property = "rageval.significanceTest", defaultValue = "randomization")
    private String significanceTest;

    /** Resamples per bootstrap confidence interval. */
    @Parameter(property = "rageval.bootstrapSamples", defaultValue = "10000")
    private int bootstrapSamples;

    /** Random sign assignments of the randomization test when more than 20 queries changed (else it is exact). */
    @Parameter(property = "rageval.randomizationSamples", defaultValue = "10000")
    private int randomizationSamples;

    /** The seed of the bootstrap and the randomization test: the same inputs give the same reports. */
    @Parameter(property = "rageval.seed", defaultValue = "42")
    private long seed;

    /**
     * A baseline recorded with another k, corpus or golden dataset is never compared: {@code fail} fails the build
     * (after the reports are written), {@code warn} only warns.
     */
    @Parameter(property = "rageval.baselineMismatch", defaultValue = "fail")
    private String baselineMismatch;

    /**
     * Re-gate the {@code report.json} already in {@code reportDirectory} instead of evaluating again: the cases
     * and their values are the report's, the thresholds, tag rules, miss limits and baseline are this
     * configuration's. For pipelines that evaluate once and gate twice.
     */
    @Parameter(property = "rageval.reuseReport", defaultValue = "false")
    private boolean reuseReport;

    @Parameter(defaultValue = "${project.artifactId}", readonly = true)
    private String projectName;

    @Parameter(defaultValue = "${project.basedir}", readonly = true)
    private File basedir;

    @Parameter(defaultValue = "${project}", readonly = true)
    private MavenProject project;

    /** Where the corpus is read when {@code corpus} is left unset. */
    static final String DEFAULT_CORPUS = "src/test/rag/corpus.json";

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("rag-eval: skipped (skip / rageval.skip is true)");
            return;
        }
        ShowQueries show = ShowQueries.parse(showQueries).orElseThrow(() -> new MojoExecutionException(
                "rag-eval configuration error: showQueries = '" + showQueries
                        + "' is not allowed. Use all, misses or none."));
        Analysis analysis = analyse();
        analysis.evaluation().warnings().forEach(warning -> getLog().warn("rag-eval: " + warning));
        List<Path> written = writeReports(analysis);
        ConsoleReport.lines(analysis.evaluation(), show).forEach(getLog()::info);
        AnalysisConsole.lines(analysis, show).forEach(line -> {
            if (line.warning()) {
                getLog().warn(line.text());
            } else {
                getLog().info(line.text());
            }
        });
        written.forEach(file -> getLog().info("Report: " + label(file)));
        if (!analysis.passed()) {
            failOrWarn(analysis);
        }
    }

    private Analysis analyse() throws MojoExecutionException {
        try {
            Map<String, String> drops = new LinkedHashMap<>();
            if (maxDrop != null) {
                drops.putAll(maxDrop);
            }
            drops.putAll(ThresholdSpec.parse(maxDropOverrides, "maxDrop", "mrr=0.05,hit_rate=0.1"));
            AnalysisSettings analysisSettings = AnalysisSettings.parse(bootstrapSamples, randomizationSamples, seed,
                    significance, significanceTest, maxDropRequiresSignificance, drops, baselineMismatch);
            Path baseline = baselinePath();
            BaselineLocation location = new BaselineLocation(baseline, label(baseline), baselineFile != null);
            if (reuseReport) {
                Path saved = reportDirectory.toPath().resolve(JsonReport.FILE_NAME);
                getLog().info("rag-eval: re-gating " + label(saved) + " (reuseReport): nothing is evaluated again");
                return Analyses.reuse(saved, settings(), analysisSettings, location);
            }
            // Long runs log a line every few seconds; short ones stay quiet (the engine decides).
            return Analyses.run(settings(), analysisSettings, location,
                    progress -> getLog().info("rag-eval: " + progress.message()));
        } catch (ConfigurationException e) {
            throw new MojoExecutionException("rag-eval configuration error: " + e.getMessage());
        } catch (RetrieverException e) {
            throw new MojoExecutionException("rag-eval retriever error: " + e.getMessage());
        } catch (InputException e) {
            throw new MojoExecutionException("rag-eval input error: " + e.getMessage());
        }
    }

    /** The evaluation this configuration describes, for this goal and the {@code baseline} goal. */
    EvaluationSettings settings() throws ConfigurationException {
        ExplainMode explainMode = ExplainMode.parse(explain).orElseThrow(() -> new ConfigurationException(
                "explain = '" + explain + "' is not allowed. Use misses, all or none."));
        Path corpusPath = corpus != null ? corpus.toPath() : basedir.toPath().resolve(DEFAULT_CORPUS);
        return new EvaluationSettings(corpusPath, path(goldenDataset), k,
                new TfidfOptions(tokenPattern, lowercase, sublinearTf), effectiveThresholds())
                .with(new DataSources(path(beir), beirSplit, path(run), path(qrels)))
                .with(new ScoringOptions(cutoffs, relevanceLevel, depth, runMismatch, countMissingQueries))
                .with(explainMode)
                .with(segmentSettings())
                .withThreads(threads)
                .with(retrieverSpec(), corpus == null);
    }

    /** The configured retriever; for a class name, with the project's test classpath to find it on. */
    private RetrieverSpec retrieverSpec() throws ConfigurationException {
        Map<String, String> options = new LinkedHashMap<>();
        if (retrieverOptions != null) {
            retrieverOptions.forEach((name, value) -> options.put(name, value == null ? "" : value));
        }
        options.putAll(OneLineOptions.parse(retrieverOptionOverrides));
        RetrieverSpec spec = new RetrieverSpec(retriever, options, List.of());
        if (!spec.isClassName()) {
            return spec;
        }
        List<Path> classpath = new ArrayList<>();
        try {
            for (String element : project.getTestClasspathElements()) {
                classpath.add(Path.of(element));
            }
        } catch (DependencyResolutionRequiredException e) {
            throw new ConfigurationException("the test classpath of " + projectName + " is not resolved, so retriever"
                    + " class " + retriever + " cannot be looked up: " + e.getMessage() + ".", e);
        }
        return new RetrieverSpec(retriever, options, classpath);
    }

    /** The configured baseline file, else the default location. */
    Path baselinePath() {
        return baselineFile != null ? baselineFile.toPath() : basedir.toPath().resolve(BaselineFile.DEFAULT_PATH);
    }

    /** A path as reports show it: relative to the project when inside it, with forward slashes. */
    String label(Path file) {
        Path base = basedir.toPath().toAbsolutePath().normalize();
        Path absolute = file.toAbsolutePath().normalize();
        return (absolute.startsWith(base) ? base.relativize(absolute) : absolute).toString().replace('\\', '/');
    }

    boolean skipped() {
        return skip;
    }

    private static Path path(File file) {
        return file == null ? null : file.toPath();
    }

    private SegmentSettings segmentSettings() throws ConfigurationException {
        Map<String, String> byTag = new LinkedHashMap<>();
        if (tagThresholds != null) {
            byTag.putAll(tagThresholds);
        }
        byTag.putAll(TagThresholdSpec.parse(tagThresholdOverrides));
        Map<String, String> limits = new LinkedHashMap<>();
        if (maxFailingQueriesPerTag != null) {
            limits.putAll(maxFailingQueriesPerTag);
        }
        limits.putAll(ThresholdSpec.parse(maxFailingQueriesPerTagOverrides, "maxFailingQueriesPerTag",
                "critical=0,billing=2"));
        return new SegmentSettings(byTag, maxFailingQueries, limits);
    }

    private Map<String, String> effectiveThresholds() throws ConfigurationException {
        Map<String, String> effective = new LinkedHashMap<>();
        if (thresholds != null) {
            effective.putAll(thresholds);
        }
        effective.putAll(ThresholdSpec.parse(thresholdOverrides));
        return effective;
    }

    private List<Path> writeReports(Analysis analysis) throws MojoExecutionException {
        try {
            TrecRun.write(analysis.evaluation(), reportDirectory.toPath()).ifPresent(getLog()::warn);
            return ReportFiles.writeAll(analysis, projectName, reportDirectory.toPath(), Environment.system());
        } catch (IOException e) {
            throw new MojoExecutionException("rag-eval report error: cannot write the reports into " + reportDirectory
                    + ": " + e.getMessage() + ". Check that the folder is writable, or set rageval.reportDirectory.");
        }
    }

    private void failOrWarn(Analysis analysis) throws MojoFailureException {
        String failures = String.join("\n  ", analysis.failures());
        if (failOnViolation) {
            throw new MojoFailureException("rag-eval gate failed for " + projectName + ": "
                    + analysis.failureSummary() + ":\n  " + failures);
        }
        getLog().warn("rag-eval gate failed for " + projectName + " (failOnViolation=false, build continues):");
        analysis.failures().forEach(failure -> getLog().warn("  " + failure));
    }
}
