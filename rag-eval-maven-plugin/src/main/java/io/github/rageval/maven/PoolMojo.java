package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
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

    /**
     * How many results of each system per query are pooled (TREC's pool depth); unset: about six documents per query,
     * shared among the systems pooled.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "poolDepth")
    private String poolDepth;

    /** The most documents pooled per query, the best ranked first; unset: no cap. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "poolMaxPerQuery")
    private String poolMaxPerQuery;
}
