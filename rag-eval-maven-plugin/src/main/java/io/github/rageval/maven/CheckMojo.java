package io.github.rageval.maven;

import io.github.rageval.engine.ConfigurationException;
import io.github.rageval.engine.Environment;
import io.github.rageval.engine.EvaluationSettings;
import io.github.rageval.engine.analysis.Analyses;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.analysis.BaselineLocation;
import io.github.rageval.engine.baseline.BaselineFile;
import io.github.rageval.engine.data.InputException;
import io.github.rageval.engine.gate.ThresholdSpec;
import io.github.rageval.engine.report.AnalysisConsole;
import io.github.rageval.engine.report.ConsoleReport;
import io.github.rageval.engine.report.ReportFiles;
import io.github.rageval.engine.report.ShowQueries;
import io.github.rageval.engine.retrieval.TfidfOptions;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Runs the golden dataset through the built-in TF-IDF retriever (scikit-learn's {@code TfidfVectorizer} +
 * cosine similarity), prints the per-query report with a bootstrap interval per metric, compares with the baseline
 * when there is one, writes {@code report.json}, {@code report.md}, JUnit XML and {@code report.html}, and fails the
 * build when a summary metric is below its threshold or dropped more than its {@code maxDrop}.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class CheckMojo extends AbstractMojo {

    /** The corpus: a JSON array, or JSON Lines, of {@code {"doc_id": "...", "text": "..."}} objects. */
    @Parameter(property = "rageval.corpus", defaultValue = "${project.basedir}/src/test/rag/corpus.json")
    private File corpus;

    /** The golden dataset: a JSON array, or JSON Lines, of {@code {"query", "relevant_doc_ids"}} objects. */
    @Parameter(property = "rageval.goldenDataset", defaultValue = "${project.basedir}/src/test/rag/golden.json")
    private File goldenDataset;

    /** How many documents each query returns at most (the k of precision@k and recall@k). */
    @Parameter(property = "rageval.k", defaultValue = "3")
    private int k;

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
     * Minimum per summary metric ({@code mean_precision}, {@code mean_recall}, {@code mrr}, {@code hit_rate}), as
     * a fraction ({@code 0.90}) or a percentage ({@code 90%}), e.g.
     * {@code <thresholds><mean_recall>0.90</mean_recall><mrr>0.90</mrr></thresholds>}. A child module's entries
     * override its parent's one by one. No thresholds: nothing is enforced.
     */
    @Parameter
    private Map<String, String> thresholds;

    /**
     * Thresholds on one line, applied over {@code thresholds} entry by entry, for the command line:
     * {@code -Drageval.thresholds=mean_recall=0.95,mrr=0.9}.
     */
    @Parameter(property = "rageval.thresholds")
    private String thresholdOverrides;

    /** Skip the evaluation altogether. */
    @Parameter(property = "rageval.skip", defaultValue = "false")
    private boolean skip;

    /** Fail the build on a violated threshold; {@code false} only warns. */
    @Parameter(property = "rageval.failOnViolation", defaultValue = "true")
    private boolean failOnViolation;

    /** Where {@code report.json}, {@code report.md}, {@code TEST-rag-eval.xml} and {@code report.html} are written. */
    @Parameter(property = "rageval.reportDirectory", defaultValue = "${project.build.directory}/rag-eval")
    private File reportDirectory;

    /** Which queries the console report lists one by one: {@code all}, {@code misses} or {@code none}. */
    @Parameter(property = "rageval.showQueries", defaultValue = "all")
    private String showQueries;

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

    @Parameter(defaultValue = "${project.artifactId}", readonly = true)
    private String projectName;

    @Parameter(defaultValue = "${project.basedir}", readonly = true)
    private File basedir;

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
            return Analyses.run(settings(), analysisSettings,
                    new BaselineLocation(baseline, label(baseline), baselineFile != null));
        } catch (ConfigurationException e) {
            throw new MojoExecutionException("rag-eval configuration error: " + e.getMessage());
        } catch (InputException e) {
            throw new MojoExecutionException("rag-eval input error: " + e.getMessage());
        }
    }

    /** The evaluation this configuration describes, for this goal and the {@code baseline} goal. */
    EvaluationSettings settings() throws ConfigurationException {
        return new EvaluationSettings(corpus.toPath(), goldenDataset.toPath(), k,
                new TfidfOptions(tokenPattern, lowercase, sublinearTf), effectiveThresholds());
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
