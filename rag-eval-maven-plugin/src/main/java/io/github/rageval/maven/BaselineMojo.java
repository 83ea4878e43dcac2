package io.github.rageval.maven;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.check.Analyses;
import io.github.rageval.engine.store.BaselineFile;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.report.BaselineConsole;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import io.github.rageval.engine.retriever.RetrieverException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Records the current per-query results, summary and configuration fingerprint (k, retriever settings, SHA-256
 * of the corpus and golden dataset) as the baseline that {@code check} compares with: by default
 * {@code src/test/rag/baseline.json}, to be committed. Written atomically, and only when this goal runs. Reads the
 * same configuration as {@code check} (corpus, golden dataset, k, retriever settings, {@code baselineFile}).
 */
@Mojo(name = "baseline", threadSafe = true, requiresDependencyResolution = ResolutionScope.TEST)
public class BaselineMojo extends CheckMojo {

    @Override
    public void execute() throws MojoExecutionException {
        if (skipped()) {
            getLog().info("rag-eval: skipped (skip / rageval.skip is true)");
            return;
        }
        RecordedRun run;
        try {
            run = Analyses.record(settings());
        } catch (ConfigurationException e) {
            throw new MojoExecutionException("rag-eval configuration error: " + e.getMessage());
        } catch (RetrieverException e) {
            throw new MojoExecutionException("rag-eval retriever error: " + e.getMessage());
        } catch (InputException e) {
            throw new MojoExecutionException("rag-eval input error: " + e.getMessage());
        }
        Path target = baselinePath();
        try {
            BaselineFile.write(run, target);
        } catch (IOException e) {
            throw new MojoExecutionException("rag-eval baseline error: cannot write " + target + ": " + e.getMessage()
                    + ". Check that the folder is writable, or set rageval.baselineFile.");
        }
        BaselineConsole.lines(run, label(target)).forEach(getLog()::info);
    }
}
