package io.github.rageval.maven;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.goal.GoalContext;
import io.github.rageval.engine.goal.GoalOutcome;
import io.github.rageval.engine.settings.table.Defaults;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.execution.ProjectDependencyGraph;
import org.apache.maven.lifecycle.DefaultLifecycles;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.SessionData;

// Javadoc below is the goal's description in the plugin descriptor: a {@link} to a class it does not know vanishes
// there, and one it keeps shows a class name to the user (GoalDescriptionsTest). LaterAggregate finds that aggregate.
/**
 * Runs the golden dataset through a retriever (the built-in TF-IDF retriever, scikit-learn's
 * {@code TfidfVectorizer} + cosine similarity, or the team's own class implementing
 * {@code io.github.rageval.api.Retriever} on the test classpath), or evaluates a run file produced elsewhere;
 * prints the per-query report with a bootstrap interval per metric, compares with the baseline when there is one,
 * writes {@code report.json}, {@code report.md}, JUnit XML, {@code report.html} and {@code run.trec}, and fails
 * the build when a metric's mean is below its threshold, a latency figure is over its limit, a tag's rule or a
 * miss limit is broken, or a metric dropped more than its {@code maxDrop}. Metrics follow trec_eval. The parameters
 * that say what is evaluated are shared with the {@code baseline} and {@code pool} goals; the gate and the reports add
 * their own. When {@code rag-eval:aggregate} runs after this module in the same build, a failed gate is logged and
 * left to it, and so is GitHub's job summary, so that every module is evaluated and the summary holds one table.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true,
        requiresDependencyResolution = ResolutionScope.TEST)
public class CheckMojo extends AbstractGateMojo {

    /** Fail the build on a violated threshold; {@code false} only warns. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "failOnViolation", defaultValue = Defaults.FAIL_ON_VIOLATION)
    private String failOnViolation;

    /**
     * Where {@code report.json}, {@code report.md}, {@code TEST-rag-eval.xml}, {@code report.html} and
     * {@code run.trec} (the built-in retriever's results as a TREC run) are written, as one set that replaces the
     * last run's whole. One folder per module: two modules of a build writing one folder are an error.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "reportDirectory", defaultValue = "${project.build.directory}/" + Defaults.REPORT_DIRECTORY)
    private String reportDirectory;

    /**
     * Which queries the console report lists one by one: {@code all}, {@code misses} or {@code none}; at most 1,000
     * of them (past that the worst, worst first) with 20 results each, saying what was left out.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "showQueries", defaultValue = Defaults.SHOW_QUERIES)
    private String showQueries;

    /**
     * Which queries get an explanation (words that never became terms, and per document its rank, score and term
     * contributions) in the log and in report.json: {@code misses}, {@code all} or {@code none}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "explain", defaultValue = Defaults.EXPLAIN)
    private String explain;

    /**
     * How many queries may miss (no relevant document in the top k), whatever the means; -1 for no limit. Counted
     * apart from the thresholds: {@code 2 queries missed, at most 1 allowed: '...'}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "maxFailingQueries", defaultValue = Defaults.MAX_FAILING_QUERIES)
    private String maxFailingQueries;

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
    @Parameter(property = Defaults.PROPERTY_PREFIX + "maxFailingQueriesPerTag")
    private String maxFailingQueriesPerTagOverrides;

    /**
     * Largest allowed drop per summary metric against the baseline, as a fraction ({@code 0.05}) or a percentage
     * ({@code 5%}), e.g. {@code <maxDrop><mrr>0.05</mrr></maxDrop>}; for a metric where more is worse
     * ({@code unj@c}, {@code rbp_resid}, {@code num_nonrel_judged_ret}) the largest allowed rise.
     */
    @Parameter
    private Map<String, String> maxDrop;

    /** Allowed drops on one line, applied over {@code maxDrop}: {@code -Drageval.maxDrop=mrr=0.05,hit_rate=0.1}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "maxDrop")
    private String maxDropOverrides;

    /** A maxDrop violation fails the build only when the drop is also significant at {@code significance}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "maxDropRequiresSignificance", defaultValue = Defaults.MAX_DROP_REQUIRES_SIGNIFICANCE)
    private String maxDropRequiresSignificance;

    /** The significance level alpha of the paired tests against the baseline. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "significance", defaultValue = Defaults.SIGNIFICANCE)
    private String significance;

    /** The test that decides significance: {@code randomization}, {@code wilcoxon} or {@code t-test}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "significanceTest", defaultValue = Defaults.SIGNIFICANCE_TEST)
    private String significanceTest;

    /** Resamples per bootstrap confidence interval. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "bootstrapSamples", defaultValue = Defaults.BOOTSTRAP_SAMPLES)
    private String bootstrapSamples;

    /** Random sign assignments of the randomization test when more than 20 queries changed (else it is exact). */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "randomizationSamples", defaultValue = Defaults.RANDOMIZATION_SAMPLES)
    private String randomizationSamples;

    /** The seed of the bootstrap and the randomization test: the same inputs give the same reports. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "seed", defaultValue = Defaults.SEED)
    private String seed;

    /**
     * The drop in a metric's mean that the thresholds suggested from the run should catch (absolute, {@code 0.05}),
     * and by which the golden set's size is judged: how many queries would detect it.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "suggestDrop", defaultValue = Defaults.SUGGEST_DROP)
    private String suggestDrop;

    /**
     * Which checks of the golden set run: {@code all}, or {@code basic}, which skips those that read the corpus
     * (queries found word for word in a relevant document, near-duplicates judged apart, coverage). A query judged
     * two ways is an error whatever this says.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "goldenSetChecks", defaultValue = Defaults.GOLDEN_SET_CHECKS)
    private String goldenSetChecks;

    /**
     * A baseline recorded with another k, corpus or golden dataset is never compared: {@code fail} fails the build
     * (after the reports are written), {@code warn} only warns.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "baselineMismatch", defaultValue = Defaults.BASELINE_MISMATCH)
    private String baselineMismatch;

    /**
     * Re-gate the {@code report.json} already in {@code reportDirectory} instead of evaluating again: the cases
     * and their values are the report's, the thresholds, tag rules, miss limits and baseline are this
     * configuration's. For pipelines that evaluate once and gate twice.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "reuseReport", defaultValue = Defaults.REUSE_REPORT)
    private String reuseReport;

    /**
     * Whether the reports show each query's wall time summarised (p50, p95, p99, max): {@code auto} for retrievers
     * that answer over the network ({@code solr}, {@code opensearch}, {@code elasticsearch}) and whenever a latency
     * limit is set, {@code true} for every retriever, {@code false} never. Times vary from run to run, so a report
     * with latency is not byte-identical between runs; run files are never timed.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "latency", defaultValue = Defaults.LATENCY)
    private String latency;

    /** The most the median query may take, in milliseconds (a positive number); unset: no limit. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "maxLatencyP50Ms")
    private String maxLatencyP50Ms;

    /** The most the 95th percentile of the queries' times may be, in milliseconds; unset: no limit. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "maxLatencyP95Ms")
    private String maxLatencyP95Ms;

    /** The most the 99th percentile of the queries' times may be, in milliseconds; unset: no limit. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "maxLatencyP99Ms")
    private String maxLatencyP99Ms;

    /**
     * The golden set's lock the corpus is compared with, when it exists (written by {@code rag-eval:lock}); unset:
     * {@code <golden set's name>.lock.json} beside the golden set.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "lockFile")
    private String lockFile;

    /**
     * What judged documents changed or deleted since the lock, or added documents the retriever ranks in the top k,
     * do: {@code warn}, or {@code fail} the gate.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "staleJudgments", defaultValue = Defaults.STALE_JUDGMENTS)
    private String staleJudgments;

    /**
     * Also compute, per metric, its range over the orders of tied documents (each run of equal scores with the
     * relevant documents last, then first), print it, write it to the reports, and warn when a threshold lies
     * inside that range: the verdict then hangs on the tie rule. Costs two more scorings of every list.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "tieRanges", defaultValue = Defaults.TIE_RANGES)
    private String tieRanges;

    /**
     * What a document the judgments do not name is: {@code unjudged} (a hole: nobody judged it, it may be relevant),
     * {@code notRelevant} (the golden set's author read the whole corpus), or {@code auto}: unjudged when the
     * judgments are a qrels file or a golden set that grades some documents 0, not relevant when a golden set names
     * only relevant documents. trec_eval's measures of unjudged documents ({@code unj@10}, {@code bpref}) follow
     * trec_eval's rule whatever this says.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "unlistedDocuments", defaultValue = Defaults.UNLISTED_DOCUMENTS)
    private String unlistedDocuments;

    @Parameter(defaultValue = "${session}", readonly = true)
    private MavenSession session;

    @Parameter(defaultValue = "${plugin}", readonly = true)
    private PluginDescriptor plugin;

    /** The phases of Maven's lifecycles, to tell whether an aggregate bound to a phase runs in this build. */
    @Component
    private DefaultLifecycles lifecycles;

    /**
     * The check claims its report folder in this build's registry (Maven's session data, shared by every module) and
     * leaves a failed gate to an aggregate that runs after this module in this build, if one does.
     */
    @Override
    protected GoalContext context(GoalContext context) {
        SessionData build = session.getRepositorySession().getData();
        GoalContext claiming = context.withFolderClaims((key, owner) -> build.set(key, null, owner) ? null
                : (String) build.get(key), project().getGroupId() + ":" + project().getArtifactId() + " ("
                + project().getBasedir() + ")");
        Optional<String> aggregate = laterAggregate();
        return aggregate.isPresent() ? claiming.decidedLaterBy(aggregate.get()) : claiming;
    }

    /** A gate left to a later aggregate is recorded for it, which fails the build listing every module. */
    @Override
    protected void ended(GoalOutcome<?> outcome) {
        if (outcome.status() == GoalOutcome.Status.DEFERRED && outcome.result() instanceof Analysis analysis) {
            DeferredFailures.record(session.getRepositorySession().getData(), projectName(), analysis.failures());
        }
    }

    /** How this plugin's aggregate goal runs after this module in this build ({@link LaterAggregate}), if it does. */
    private Optional<String> laterAggregate() {
        ProjectDependencyGraph graph = session.getProjectDependencyGraph();
        List<MavenProject> downstream = graph == null ? List.of() : graph.getDownstreamProjects(project(), true);
        return LaterAggregate.find(session.getGoals(), downstream, ThisPlugin.of(plugin), Phases.of(lifecycles));
    }
}
