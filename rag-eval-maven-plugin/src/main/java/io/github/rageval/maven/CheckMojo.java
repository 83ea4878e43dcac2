package io.github.rageval.maven;

import io.github.rageval.engine.ConfigurationException;
import io.github.rageval.engine.EvaluationReport;
import io.github.rageval.engine.EvaluationSettings;
import io.github.rageval.engine.RagEvaluation;
import io.github.rageval.engine.data.InputException;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.gate.ThresholdSpec;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.report.ConsoleReport;
import io.github.rageval.engine.report.JsonReport;
import io.github.rageval.engine.report.ShowQueries;
import io.github.rageval.engine.report.TrecRun;
import io.github.rageval.engine.retrieval.TfidfOptions;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Runs the golden dataset through the built-in TF-IDF retriever (scikit-learn's {@code TfidfVectorizer} +
 * cosine similarity), prints the per-query report, writes {@code report.json}, and fails the build when a summary
 * metric is below its threshold.
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

    /** Where {@code report.json} and {@code run.trec} (the retrieved top k as a TREC run) are written. */
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

    @Parameter(defaultValue = "${project.artifactId}", readonly = true)
    private String projectName;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("rag-eval: skipped (skip / rageval.skip is true)");
            return;
        }
        ShowQueries show = ShowQueries.parse(showQueries).orElseThrow(() -> new MojoExecutionException(
                "rag-eval configuration error: showQueries = '" + showQueries
                        + "' is not allowed. Use all, misses or none."));
        ExplainMode explainMode = ExplainMode.parse(explain).orElseThrow(() -> new MojoExecutionException(
                "rag-eval configuration error: explain = '" + explain + "' is not allowed. Use misses, all or none."));
        EvaluationReport report = evaluate(explainMode);
        Path written = writeReport(report);
        ConsoleReport.lines(report, show).forEach(getLog()::info);
        getLog().info("Report: " + written);
        if (!report.passed()) {
            failOrWarn(report);
        }
    }

    private EvaluationReport evaluate(ExplainMode explainMode) throws MojoExecutionException {
        try {
            EvaluationSettings settings = new EvaluationSettings(corpus.toPath(), goldenDataset.toPath(), k,
                    new TfidfOptions(tokenPattern, lowercase, sublinearTf), effectiveThresholds(), explainMode);
            return RagEvaluation.run(settings);
        } catch (ConfigurationException e) {
            throw new MojoExecutionException("rag-eval configuration error: " + e.getMessage());
        } catch (InputException e) {
            throw new MojoExecutionException("rag-eval input error: " + e.getMessage());
        }
    }

    private Map<String, String> effectiveThresholds() throws ConfigurationException {
        Map<String, String> effective = new LinkedHashMap<>();
        if (thresholds != null) {
            effective.putAll(thresholds);
        }
        effective.putAll(ThresholdSpec.parse(thresholdOverrides));
        return effective;
    }

    private Path writeReport(EvaluationReport report) throws MojoExecutionException {
        try {
            TrecRun.write(report, reportDirectory.toPath()).ifPresent(getLog()::warn);
            return JsonReport.write(report, reportDirectory.toPath());
        } catch (IOException e) {
            throw new MojoExecutionException("rag-eval report error: cannot write the report into " + reportDirectory + ": "
                    + e.getMessage() + ". Check that the folder is writable, or set rageval.reportDirectory.");
        }
    }

    private void failOrWarn(EvaluationReport report) throws MojoFailureException {
        if (failOnViolation) {
            String violations = report.violations().stream().map(Violation::message)
                    .collect(Collectors.joining("\n  ", "\n  ", ""));
            throw new MojoFailureException("rag-eval gate failed for " + projectName + ": "
                    + report.violations().size() + " of " + report.thresholds().size() + " thresholds not met:"
                    + violations);
        }
        getLog().warn("rag-eval gate failed for " + projectName + " (failOnViolation=false, build continues):");
        report.violations().forEach(violation -> getLog().warn("  " + violation.message()));
    }
}
