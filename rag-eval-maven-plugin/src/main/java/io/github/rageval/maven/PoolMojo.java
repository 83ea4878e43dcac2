package io.github.rageval.maven;

import io.github.rageval.engine.config.Defaults;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.pool.PoolResult;
import io.github.rageval.engine.pool.Pooling;
import io.github.rageval.engine.settings.GoalRequest;
import io.github.rageval.engine.store.WriteProblem;
import java.io.IOException;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Writes the documents to judge next: per golden query, what the retriever, every variant, or the run file ranks
 * within {@code poolDepth} that the golden set (with {@code judgments}) does not grade, as {@code pool.jsonl} and
 * {@code pool.csv} in {@code reportDirectory}, each with an empty grade to fill in and read back through
 * {@code judgments}. Reads what {@code check} reads to evaluate; gates nothing and is bound to no phase:
 * {@code mvn rag-eval:pool}.
 */
@Mojo(name = "pool", threadSafe = true, requiresDependencyResolution = ResolutionScope.TEST)
public class PoolMojo extends AbstractRagEvalMojo {

    /** Where {@code pool.jsonl} and {@code pool.csv} are written; the other reports there are left as they are. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "reportDirectory", defaultValue = "${project.build.directory}/" + Defaults.REPORT_DIRECTORY)
    private String reportDirectory;

    /** How many results of each system per query are pooled (TREC's pool depth). */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "poolDepth", defaultValue = Defaults.POOL_DEPTH)
    private String poolDepth;

    /** The most documents pooled per query, the best ranked first; unset: no cap. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "poolMaxPerQuery")
    private String poolMaxPerQuery;

    @Override
    protected void run(GoalRequest request, MavenFrontEnd files) throws ConfigurationException, InputException,
            MojoExecutionException {
        PoolResult pool;
        try {
            pool = Pooling.run(request.evaluation(), request.pool(), request.reportDirectory(), progressLog());
        } catch (IOException e) {
            throw new MojoExecutionException("rag-eval pool error: cannot write the pool into "
                    + request.reportDirectory() + ": " + WriteProblem.of(e, "rageval.reportDirectory"));
        }
        pool.warnings().forEach(warning -> getLog().warn("rag-eval: " + warning));
        pool.lines(files::label).forEach(getLog()::info);
    }
}
