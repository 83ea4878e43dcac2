package io.github.rageval.maven;

import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.check.Analyses;
import io.github.rageval.engine.config.SegmentSettings;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.report.BaselineConsole;
import io.github.rageval.engine.store.BaselineFile;
import io.github.rageval.engine.store.WriteProblem;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Records the current per-query results, summary and configuration fingerprint (k, retriever settings, SHA-256
 * of the corpus and golden dataset) as the baseline that {@code check} compares with: by default
 * {@code src/test/rag/baseline.json}, to be committed. Written atomically, and only when this goal runs. Reads what
 * {@code check} reads to evaluate (corpus, golden dataset, k, retriever, cutoffs, the metrics the thresholds name,
 * {@code baselineFile}); the gate's and the reports' parameters are {@code check}'s alone.
 */
@Mojo(name = "baseline", threadSafe = true, requiresDependencyResolution = ResolutionScope.TEST)
public class BaselineMojo extends AbstractRagEvalMojo {

    @Override
    protected void run() throws ConfigurationException, InputException, MojoExecutionException {
        SegmentSettings none = SegmentSettings.NONE;
        RecordedRun run = Analyses.record(settings(ExplainMode.NONE, none.maxFailingQueries(),
                none.maxFailingQueriesPerTag()), progressLog());
        Path target = baselinePath();
        try {
            BaselineFile.write(run, target);
        } catch (IOException e) {
            throw new MojoExecutionException("rag-eval baseline error: cannot write " + target + ": "
                    + WriteProblem.of(e, "rageval.baselineFile"));
        }
        BaselineConsole.lines(run, label(target)).forEach(getLog()::info);
    }
}
