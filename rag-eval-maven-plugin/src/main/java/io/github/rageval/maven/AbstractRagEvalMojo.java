package io.github.rageval.maven;

import io.github.rageval.engine.goal.GoalContext;
import io.github.rageval.engine.goal.GoalOutcome;
import io.github.rageval.engine.goal.Goals;
import io.github.rageval.engine.settings.table.Defaults;
import java.util.List;
import java.util.Map;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.settings.crypto.SettingsDecrypter;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.repository.RemoteRepository;

/**
 * What the goals that evaluate ({@code check}, {@code baseline}, {@code pool}) share: the parameters that say what is
 * ranked (data, judgments, retriever, variants, threads), run as every goal runs
 * ({@link GoalExecution}: the engine's flow for the goal, its lines in the build log).
 * The parameters are declarations only: their names, properties and defaults are the engine's table's
 * ({@link io.github.rageval.engine.settings.table.GoalSettings}, held to them by a test), and every value is a {@code String}
 * (or a map or list of them), typed by the settings pass so that a bad value gets its message rather than Maven's.
 */
public abstract class AbstractRagEvalMojo extends AbstractMojo {

    /**
     * The corpus: a JSON array, or JSON Lines, of {@code {"doc_id": "...", "text": "..."}} objects. Not read with
     * {@code beir} or {@code run}. Default {@code src/test/rag/corpus.json}; a retriever of your own that searches
     * its own index runs without a corpus when this is left at its default and that file does not exist (a corpus
     * set explicitly must exist).
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "corpus")
    private String corpus;

    /**
     * The golden dataset: a JSON array, or JSON Lines, of {@code {"query", "relevant_doc_ids"}} objects, optionally
     * with graded {@code "relevant": {"doc-a": 2}} and a {@code "query_id"} (needed to judge a {@code run}). Not
     * read with {@code beir} or {@code qrels}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "goldenDataset",
            defaultValue = "${project.basedir}/" + Defaults.GOLDEN_DATASET)
    private String goldenDataset;

    /**
     * A BEIR dataset folder ({@code corpus.jsonl}, {@code queries.jsonl}, {@code qrels/<split>.tsv}), instead of
     * {@code corpus} and {@code goldenDataset}; with {@code run}, only its qrels are read.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "beir")
    private String beir;

    /** The qrels split of the {@code beir} folder: {@code qrels/<beirSplit>.tsv}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "beirSplit", defaultValue = Defaults.BEIR_SPLIT)
    private String beirSplit;

    /**
     * A run file to evaluate instead of a retriever: a TREC run ({@code qid Q0 docid rank score tag}) or JSON
     * Lines of {@code {"query_id", "results": [{"doc_id", "score"}]}}. No corpus is read. Results are ranked by
     * score, ties by document id descending, as trec_eval ranks them.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "run")
    private String run;

    /**
     * Judgments for the {@code run}: a TREC qrels file ({@code qid 0 docid grade}) or a BEIR qrels TSV; without it
     * the {@code beir} folder's qrels or the golden dataset judge the run.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "qrels")
    private String qrels;

    /**
     * More judgments, merged with the golden dataset (or the qrels, or the {@code beir} folder's) before anything is
     * evaluated: one or more comma-separated files, each a filled {@code pool.jsonl} or {@code pool.csv} as the
     * {@code pool} goal writes them, or TREC qrels or a BEIR qrels TSV. A blank grade is not a judgment yet; two
     * sources grading one document differently, or a judgment of an unknown query or document, is an error.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgments")
    private String judgments;

    /**
     * Whether grades a machine gave count as judgments: a {@code judgments} line with a {@code judged_by} (the LLM
     * judge's mark). Left out by default, with a warning counting them, so that a model's grades never become the
     * golden set's without the team saying so.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "acceptMachineJudgments",
            defaultValue = Defaults.ACCEPT_MACHINE_JUDGMENTS)
    private String acceptMachineJudgments;

    /**
     * What a run that misses judged queries, or has results for unjudged ones, does: {@code warn} (report them
     * with a count and examples, evaluate the rest) or {@code error} (stop with an input error).
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "runMismatch", defaultValue = Defaults.RUN_MISMATCH)
    private String runMismatch;

    /**
     * The retriever to evaluate: {@code tfidf} (built in), or the fully qualified name of a class on the project's
     * test classpath ({@code src/test/java} or a test-scope dependency) implementing
     * {@code io.github.rageval.api.Retriever}, e.g. {@code com.acme.SupportSearch}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "retriever", defaultValue = Defaults.RETRIEVER)
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
     * {@code -Drageval.retrieverOptions=lowercase=false,sublinearTf=true} (a comma or semicolon inside a value as
     * {@code \,} or {@code \;}).
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "retrieverOptions")
    private String retrieverOptionOverrides;

    /**
     * Chunks instead of whole documents, for any retriever: {@code size} units per chunk, {@code overlap} units
     * shared with the next, {@code unit} {@code words} (default), {@code tokens}, {@code sentences} or {@code cl100k}
     * (OpenAI's tokens, windows cut as Chroma's FixedTokenChunker), and {@code method} {@code windows} (default) or
     * {@code recursive} (Chroma's RecursiveTokenChunker, in {@code characters} or {@code cl100k}), e.g.
     * {@code <chunking><size>200</size><overlap>40</overlap></chunking>}. A document's score is its best chunk's
     * (MaxP); metrics see document ids; a golden set labelled by spans ranks and judges chunks. Unset: whole
     * documents.
     */
    @Parameter
    private Map<String, String> chunking;

    /** Chunking on one line, applied over {@code chunking}: {@code -Drageval.chunking=size=200,overlap=40}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "chunking")
    private String chunkingOverrides;

    /**
     * Retrievers to compare on the same golden set in one build, instead of {@code retriever}: each a {@code name}, a
     * {@code retriever} (a built-in name, {@code hybrid} to fuse other variants, or a class name), its {@code options}
     * and {@code chunking}, e.g.
     * {@code <variants><variant><name>bm25</name><retriever>bm25</retriever></variant>...</variants>}. The corpus is
     * read once and each retriever indexed once; every variant is reported and compared with the gate variant; the
     * thresholds, tag rules, miss limits and the baseline hold the gate variant. None by default.
     */
    @Parameter
    private List<Variant> variants;

    /**
     * Variants on one line, applied over {@code variants} variant by variant (a name given replaces the POM's
     * variant of that name): {@code -Drageval.variants="bm25:bm25|dense:dense|both:hybrid:fuse=bm25+dense"}, each
     * {@code name:retriever[:options]}, options in the one-line form of {@code retrieverOptions}, chunking as
     * {@code chunking.size=200}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "variants")
    private String variantOverrides;

    /**
     * The {@code tfidf} retriever's token pattern, a Python regular expression as scikit-learn's
     * {@code token_pattern}: the older name of its option {@code retrieverOptions/tokenPattern}, which wins when both
     * are given. Read only when the retriever is {@code tfidf}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "tokenPattern", defaultValue = Defaults.TOKEN_PATTERN)
    private String tokenPattern;

    /**
     * The {@code tfidf} retriever lowercases text before tokenizing: the older name of its option
     * {@code retrieverOptions/lowercase}, which wins when both are given. Read only when the retriever is {@code tfidf}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "lowercase", defaultValue = Defaults.LOWERCASE)
    private String lowercase;

    /**
     * The {@code tfidf} retriever uses 1 + ln(tf) instead of raw term counts: the older name of its option
     * {@code retrieverOptions/sublinearTf}, which wins when both are given. Read only when the retriever is
     * {@code tfidf}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "sublinearTf", defaultValue = Defaults.SUBLINEAR_TF)
    private String sublinearTf;

    /**
     * Threads that run the golden queries; 0 means one per available processor. The report is the same, in golden
     * dataset order, whatever the number. A retriever of your own runs on one thread unless it declares itself
     * thread-safe.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "threads", defaultValue = Defaults.THREADS)
    private String threads;

    /** Skip the goal altogether. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "skip", defaultValue = Defaults.SKIP)
    private String skip;

    @Parameter(defaultValue = "${project.artifactId}", readonly = true)
    private String projectName;

    @Parameter(defaultValue = "${project}", readonly = true)
    private MavenProject project;

    /**
     * Where the dense retriever keeps document vectors between builds ({@code none}: no cache). Under the user's home
     * by default, so that {@code mvn clean} keeps it and a CI cache step can save it; safe for concurrent builds.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "cacheDirectory", defaultValue = Defaults.CACHE_DIRECTORY)
    private String cacheDirectory;

    /** The most the embedding cache may hold ({@code 500MB}, {@code 2GB}); least recently used vectors go first. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "cacheMaxSize", defaultValue = Defaults.CACHE_MAX_SIZE)
    private String cacheMaxSize;

    /** Resolves a retriever module ({@code dense}) only for a build that names it. */
    @Component
    private RepositorySystem repositorySystem;

    /** Decrypts the password of the {@code <server>} a cluster retriever's {@code serverId} names. */
    @Component
    private SettingsDecrypter settingsDecrypter;

    @Parameter(defaultValue = "${repositorySystemSession}", readonly = true)
    private RepositorySystemSession repositorySession;

    @Parameter(defaultValue = "${project.remotePluginRepositories}", readonly = true)
    private List<RemoteRepository> pluginRepositories;

    @Parameter(defaultValue = "${plugin.version}", readonly = true)
    private String pluginVersion;

    @Parameter(defaultValue = "${session}", readonly = true)
    private MavenSession mavenSession;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    private MojoExecution mojoExecution;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        GoalExecution.run(this, mavenSession, mojoExecution, project, () -> new MavenFrontEnd(project, mojoExecution,
                mavenSession.getSettings(), settingsDecrypter, new RetrieverModuleResolver(repositorySystem,
                repositorySession, pluginVersion), pluginRepositories), projectName, (values, frontEnd, context) -> {
                    GoalOutcome<?> outcome = Goals.run(GoalExecution.goal(mojoExecution), values, frontEnd,
                            context(context));
                    ended(outcome);
                    return outcome;
                });
    }

    /**
     * What this goal adds to where the flow runs: nothing by default; the check claims its report folder and learns
     * whether an aggregate decides later in this build.
     */
    protected GoalContext context(GoalContext context) {
        return context;
    }

    /** What the goal does with its outcome beyond failing the build: nothing by default. */
    protected void ended(GoalOutcome<?> outcome) {
    }

    protected final String projectName() {
        return projectName;
    }

    protected final MavenProject project() {
        return project;
    }
}
