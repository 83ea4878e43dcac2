package io.github.rageval.engine.settings.table;

import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Every setting of the plugin's goals, the {@code check} and {@code baseline} ones in the order {@code --help} lists
 * them: the one table the command line parses and prints, held against the goals' parameters by a test of the plugin
 * (properties, types, defaults, both ways), so that the two cannot drift apart. The {@code aggregate} goal's settings
 * are here too, for that test and for the goals to share one entry where they share a parameter ({@code skip}); the
 * command line has no {@code aggregate}, so it offers none of the settings only that goal reads. The defaults are
 * {@link Defaults}'.
 */
public final class GoalSettings {
    /** What is ranked: read by check and baseline, and by pool, which runs the same retrievers over the same data. */
    private static final Set<Goal> EVALUATED = Set.of(Goal.CHECK, Goal.BASELINE, Goal.POOL);
    /** The golden set and its judgments: read by the goals above, and by judgments, which folds them into one file. */
    private static final Set<Goal> JUDGED = Set.of(Goal.CHECK, Goal.BASELINE, Goal.POOL, Goal.JUDGMENTS, Goal.LOCK);
    /** What the lock records: read by lock, which writes it, and compared by check and baseline. */
    private static final Set<Goal> LOCKED = Set.of(Goal.CHECK, Goal.BASELINE, Goal.LOCK);
    /** The BEIR folder: what is evaluated, and what the lock goal hashes. */
    private static final Set<Goal> BEIR_GOALS = Set.of(Goal.CHECK, Goal.BASELINE, Goal.POOL, Goal.LOCK);
    /**
     * What only the goals that score or record read: the pool ranks each system to {@code poolDepth} and lists what
     * the judgments do not grade, scoring nothing, so k, cutoffs, the relevance level, missing queries' zeros, the
     * gated variant, thresholds, a baseline, judgedOnly and depth beside it would be ignored.
     */
    private static final Set<Goal> GATED = Set.of(Goal.CHECK, Goal.BASELINE);
    /**
     * What only the check reads: its gate's own rules, and what only its reports show. The baseline records each
     * query's metrics and ranking, never the tie ranges nor the holes' ranges, so tieRanges and unlistedDocuments
     * beside it would be computed for nothing.
     */
    private static final Set<Goal> CHECK_ONLY = Set.of(Goal.CHECK);
    private static final Set<Goal> AGGREGATE_ONLY = Set.of(Goal.AGGREGATE);
    /** The judge's endpoint: read by the goals that ask it, judge (a pool's grades) and faithfulness. */
    private static final Set<Goal> ASKING = Set.of(Goal.JUDGE, Goal.FAITHFULNESS);
    /**
     * Which replies are read: by the goals that ask, and by check and baseline, which read the faithfulness goal's
     * replies from the cache to gate on {@code faithfulness}.
     */
    private static final Set<Goal> REPLIES_READ = Set.of(Goal.JUDGE, Goal.FAITHFULNESS, Goal.CHECK, Goal.BASELINE);

    // Each setting is a constant, which the code names it by: no setting is named by a string outside this table.
    // What is evaluated
    public static final GoalSetting CORPUS =
            judged("corpus", Type.PATH, Defaults.CORPUS, "the corpus, JSON array or JSON Lines of {doc_id, text};"
                    + " optional at its default for a retriever with its own index");
    public static final GoalSetting GOLDEN_DATASET =
            new GoalSetting("goldenDataset", Type.PATH, Defaults.GOLDEN_DATASET, "the golden dataset, JSON array or"
                    + " JSON Lines of {query, relevant_doc_ids}",
                    Set.of(Goal.CHECK, Goal.BASELINE, Goal.POOL, Goal.JUDGMENTS, Goal.GROW, Goal.LOCK,
                            Goal.FAITHFULNESS));
    public static final GoalSetting BEIR =
            new GoalSetting("beir", Type.PATH, null, "a BEIR folder (corpus.jsonl, queries.jsonl, qrels/) instead of"
                    + " {{corpus}} and {{goldenDataset}}", BEIR_GOALS);
    public static final GoalSetting BEIR_SPLIT =
            new GoalSetting("beirSplit", Type.TEXT, Defaults.BEIR_SPLIT, "the BEIR folder's qrels split:"
                    + " qrels/<split>.tsv", BEIR_GOALS);
    public static final GoalSetting RUN =
            evaluated("run", Type.PATH, null, "a run file (TREC run or JSON Lines) to evaluate instead of a retriever");
    public static final GoalSetting QRELS =
            evaluated("qrels", Type.PATH, null, "judgments for the run (TREC qrels or BEIR TSV) instead of the golden"
                    + " dataset");
    public static final GoalSetting RECORDED_ANSWERS =
            new GoalSetting("recordedAnswers", Type.PATH, null, "what the RAG pipeline answered each golden question:"
                    + " JSON Lines of {query_id, response, retrieved_contexts}, for the answer metrics",
                    Set.of(Goal.CHECK, Goal.BASELINE, Goal.FAITHFULNESS));
    public static final GoalSetting JUDGMENTS =
            judged("judgments", Type.PATH, null, "more judgments merged with the golden set: filled pool files"
                    + " (pool.jsonl, pool.csv) or qrels, comma-separated");
    public static final GoalSetting ACCEPT_MACHINE_JUDGMENTS =
            judged("acceptMachineJudgments", Type.BOOLEAN, Defaults.ACCEPT_MACHINE_JUDGMENTS, "grades a machine"
                    + " gave (a pool line with judged_by) count as judgments");
    public static final GoalSetting K =
            gated("k", Type.INTEGER, Defaults.K, "documents each query returns at most (precision@k, recall@k)");
    public static final GoalSetting CUTOFFS =
            gated("cutoffs", Type.TEXT, null, "trec_eval cutoffs, e.g. 10,100: ndcg@c, map@c, P@c, recall@c,"
                    + " success@c");
    public static final GoalSetting RELEVANCE_LEVEL =
            new GoalSetting("relevanceLevel", Type.INTEGER, Defaults.RELEVANCE_LEVEL, "the least grade that counts as"
                    + " relevant (trec_eval -l; judge: where its agreement with people is binarised)",
                    Set.of(Goal.CHECK, Goal.BASELINE, Goal.JUDGE));
    public static final GoalSetting DEPTH =
            gated("depth", Type.INTEGER, null, "results per query evaluated (trec_eval -M); unset: all of a run's");
    public static final GoalSetting RUN_MISMATCH =
            evaluated("runMismatch", Type.TEXT, Defaults.RUN_MISMATCH, "a run missing judged queries or with unjudged"
                    + " ones: warn or error");
    public static final GoalSetting COUNT_MISSING_QUERIES =
            gated("countMissingQueries", Type.BOOLEAN, Defaults.COUNT_MISSING_QUERIES, "a judged query absent from"
                    + " the run counts as 0 (trec_eval -c)");
    public static final GoalSetting JUDGED_ONLY =
            gated("judgedOnly", Type.BOOLEAN, Defaults.JUDGED_ONLY, "score only the judged documents of each list"
                    + " (trec_eval -J)");
    public static final GoalSetting TIE_RANGES =
            check("tieRanges", Type.BOOLEAN, Defaults.TIE_RANGES, "each metric's range over the orders of tied"
                    + " documents");
    public static final GoalSetting UNLISTED_DOCUMENTS =
            check("unlistedDocuments", Type.TEXT, Defaults.UNLISTED_DOCUMENTS, "documents the judgments do not"
                    + " name: unjudged (holes), notRelevant, or auto (unjudged for qrels and pooled golden sets)");

    // The retriever
    public static final GoalSetting RETRIEVER =
            evaluated("retriever", Type.TEXT, Defaults.RETRIEVER, "tfidf, bm25, dense, solr, opensearch, spring,"
                    + " langchain4j, or a class implementing io.github.rageval.api.Retriever");
    public static final GoalSetting RETRIEVER_OPTIONS =
            evaluated("retrieverOptions", Type.ONE_LINE, null, "the retriever's options: name=value,...");
    public static final GoalSetting CHUNKING =
            evaluated("chunking", Type.ONE_LINE, null, "chunks instead of whole documents: size=N, overlap=N,"
                    + " unit=words|tokens|sentences|cl100k|characters, method=windows|recursive");
    public static final GoalSetting VARIANTS =
            evaluated("variants", Type.ONE_LINE, null, "retrievers compared: 'name:retriever[:options]|...', hybrid"
                    + " fuses others");
    public static final GoalSetting GATE_VARIANT =
            gated("gateVariant", Type.TEXT, null, "the variant the gate holds; the first when unset");
    public static final GoalSetting TOKEN_PATTERN =
            evaluated("tokenPattern", Type.TEXT, Defaults.TOKEN_PATTERN, "tfidf's option {{tokenPattern}}: its token"
                    + " pattern (scikit-learn's)");
    public static final GoalSetting LOWERCASE =
            evaluated("lowercase", Type.BOOLEAN, Defaults.LOWERCASE, "tfidf's option {{lowercase}}: lowercase text");
    public static final GoalSetting SUBLINEAR_TF =
            evaluated("sublinearTf", Type.BOOLEAN, Defaults.SUBLINEAR_TF, "tfidf's option {{sublinearTf}}: 1 + ln(tf)");
    public static final GoalSetting THREADS =
            evaluated("threads", Type.INTEGER, Defaults.THREADS, "threads that run the queries; 0: one per processor");
    public static final GoalSetting CACHE_DIRECTORY =
            evaluated("cacheDirectory", Type.TEXT, Defaults.CACHE_DIRECTORY, "dense's option {{cacheDirectory}}:"
                    + " its vector cache (none: no cache)");
    public static final GoalSetting CACHE_MAX_SIZE =
            evaluated("cacheMaxSize", Type.TEXT, Defaults.CACHE_MAX_SIZE, "dense's option {{cacheMaxSize}}: the"
                    + " most its cache holds (500MB, 2GB)");

    // The gate
    public static final GoalSetting THRESHOLDS =
            gated("thresholds", Type.ONE_LINE, null, "minimum per metric mean: mean_recall=0.9,ndcg@10=30%,...");
    public static final GoalSetting TAG_THRESHOLDS =
            gated("tagThresholds", Type.ONE_LINE, null, "per tag: critical:hit_rate=1.0,mrr=0.9;billing:mrr=0.8");
    public static final GoalSetting MAX_FAILING_QUERIES =
            check("maxFailingQueries", Type.INTEGER, Defaults.MAX_FAILING_QUERIES, "queries that may miss; -1: no"
                    + " limit");
    public static final GoalSetting MAX_FAILING_QUERIES_PER_TAG =
            check("maxFailingQueriesPerTag", Type.ONE_LINE, null, "per tag, queries that may miss: critical=0,...");
    public static final GoalSetting LATENCY =
            check("latency", Type.TEXT, Defaults.LATENCY, "report each query's wall time: auto, true or false");
    public static final GoalSetting MAX_LATENCY_P50_MS =
            check("maxLatencyP50Ms", Type.TEXT, null, "the most the median query may take, in ms");
    public static final GoalSetting MAX_LATENCY_P95_MS =
            check("maxLatencyP95Ms", Type.TEXT, null, "the most the 95th percentile may take, in ms");
    public static final GoalSetting MAX_LATENCY_P99_MS =
            check("maxLatencyP99Ms", Type.TEXT, null, "the most the 99th percentile may take, in ms");
    public static final GoalSetting FAIL_ON_VIOLATION =
            new GoalSetting("failOnViolation", Type.BOOLEAN, Defaults.FAIL_ON_VIOLATION, "a failed gate fails"
                    + " (exit 1); false only warns", Set.of(Goal.CHECK, Goal.AGGREGATE));

    // The baseline
    public static final GoalSetting BASELINE_FILE =
            gated("baselineFile", Type.PATH, Defaults.BASELINE_FILE, "the baseline compared with (when it exists) or"
                    + " recorded");
    public static final GoalSetting MAX_DROP =
            check("maxDrop", Type.ONE_LINE, null, "largest drop per metric against the baseline: mrr=0.05,...");
    public static final GoalSetting MAX_DROP_REQUIRES_SIGNIFICANCE =
            check("maxDropRequiresSignificance", Type.BOOLEAN, Defaults.MAX_DROP_REQUIRES_SIGNIFICANCE, "a drop"
                    + " fails only when also significant");
    public static final GoalSetting SIGNIFICANCE =
            check("significance", Type.DECIMAL, Defaults.SIGNIFICANCE, "alpha of the paired tests");
    public static final GoalSetting SIGNIFICANCE_TEST =
            check("significanceTest", Type.TEXT, Defaults.SIGNIFICANCE_TEST, "randomization, wilcoxon or t-test");
    public static final GoalSetting BOOTSTRAP_SAMPLES =
            new GoalSetting("bootstrapSamples", Type.INTEGER, Defaults.BOOTSTRAP_SAMPLES, "resamples per bootstrap"
                    + " interval", Set.of(Goal.CHECK, Goal.BASELINE));
    public static final GoalSetting RANDOMIZATION_SAMPLES =
            check("randomizationSamples", Type.INTEGER, Defaults.RANDOMIZATION_SAMPLES, "sign assignments of the"
                    + " randomization test");
    public static final GoalSetting SEED =
            new GoalSetting("seed", Type.LONG, Defaults.SEED, "seed of the bootstrap and the randomization test",
                    Set.of(Goal.CHECK, Goal.BASELINE));
    public static final GoalSetting BASELINE_MISMATCH =
            check("baselineMismatch", Type.TEXT, Defaults.BASELINE_MISMATCH, "a baseline from another"
                    + " configuration: fail or warn");
    public static final GoalSetting SUGGEST_DROP =
            new GoalSetting("suggestDrop", Type.DECIMAL, Defaults.SUGGEST_DROP, "the drop suggested thresholds"
                    + " catch, and the golden set's size is judged by", Set.of(Goal.CHECK, Goal.BASELINE));

    // The golden set's checks
    public static final GoalSetting GOLDEN_SET_CHECKS =
            new GoalSetting("goldenSetChecks", Type.TEXT, Defaults.GOLDEN_SET_CHECKS, "checks of the golden set: all,"
                    + " or basic (not those that read the corpus: word-for-word queries, near-duplicates, coverage)",
                    Set.of(Goal.CHECK, Goal.BASELINE));
    public static final GoalSetting FORCE =
            new GoalSetting("force", Type.BOOLEAN, Defaults.FORCE, "record a baseline that fails the thresholds",
                    Set.of(Goal.BASELINE));

    // The reports
    public static final GoalSetting REPORT_DIRECTORY =
            new GoalSetting("reportDirectory", Type.PATH, "target/" + Defaults.REPORT_DIRECTORY, "where report.json,"
                    + " .md, .html, JUnit XML and run.trec go (pool: pool.jsonl and pool.csv; faithfulness:"
                    + " faithfulness-agreement.json)",
                    Set.of(Goal.CHECK, Goal.POOL, Goal.JUDGE, Goal.GROW, Goal.FAITHFULNESS));
    public static final GoalSetting SHOW_QUERIES =
            check("showQueries", Type.TEXT, Defaults.SHOW_QUERIES, "queries listed one by one: all, misses or none");
    public static final GoalSetting EXPLAIN =
            check("explain", Type.TEXT, Defaults.EXPLAIN, "queries explained: misses, all or none");
    public static final GoalSetting REUSE_REPORT =
            check("reuseReport", Type.BOOLEAN, Defaults.REUSE_REPORT, "re-gate the report.json in {{reportDirectory}}"
                    + " instead of evaluating");
    public static final GoalSetting SKIP =
            new GoalSetting("skip", Type.BOOLEAN, Defaults.SKIP, "do nothing",
                    Set.of(Goal.CHECK, Goal.BASELINE, Goal.POOL, Goal.JUDGE, Goal.JUDGMENTS, Goal.GROW,
                    Goal.LOCK, Goal.AGGREGATE, Goal.FAITHFULNESS));

    // The pool goal only
    public static final GoalSetting POOL_DEPTH =
            pool("poolDepth", null, "the results per query and system pooled (TREC's pool depth); unset: about "
                    + Defaults.POOL_JUDGMENTS_PER_QUERY + " documents per query, shared among the systems pooled");
    public static final GoalSetting POOL_MAX_PER_QUERY =
            pool("poolMaxPerQuery", null, "the most documents pooled per query, best ranked first; unset: no cap");

    // The judge goal, and the faithfulness goal that asks the same endpoint
    public static final GoalSetting POOL_FILE =
            judge("poolFile", Type.PATH, null, "the pool to grade; unset: pool.jsonl in {{reportDirectory}}");
    public static final GoalSetting JUDGE_URL =
            asking("judgeUrl", Type.TEXT, null, "an OpenAI-compatible API's base, e.g. http://localhost:11434/v1");
    public static final GoalSetting JUDGE_MODEL =
            repliesRead("judgeModel", Type.TEXT, null, "the chat model that judges, e.g. qwen3:8b");
    public static final GoalSetting JUDGE_SERVER_ID =
            asking("judgeServerId", Type.TEXT, null, "the <server> of Maven's settings.xml whose password is the API"
                    + " key; unset: " + Defaults.JUDGE_API_KEY_VARIABLE + ", else none");
    public static final GoalSetting JUDGE_CACHE =
            repliesRead("judgeCache", Type.TEXT, Defaults.JUDGE_CACHE, "the judge's answers kept, so that a rerun asks"
                    + " nothing twice");
    public static final GoalSetting JUDGE_TIMEOUT_SECONDS =
            asking("judgeTimeoutSeconds", Type.INTEGER, Defaults.JUDGE_TIMEOUT_SECONDS, "seconds one answer may take,"
                    + " whole, before it is asked again (1 to 3600)");
    public static final GoalSetting JUDGE_AGREEMENT_PAIRS =
            judge("judgeAgreementPairs", Type.INTEGER, Defaults.JUDGE_AGREEMENT_PAIRS, "the most pool lines a"
                    + " person graded that the judge is asked about first (a seeded sample of them), to measure its"
                    + " agreement with people and let the check correct for its errors; 0: none");
    public static final GoalSetting MIN_JUDGE_AGREEMENT =
            asking("minJudgeAgreement", Type.DECIMAL, null, "the least Cohen's kappa with people at which the"
                    + " judge passes, -1 to 1 (judge: relevant or not, before it grades the pool; faithfulness:"
                    + " faithful or not, on the answers labelled \"faithful\"); unset: the agreement is reported"
                    + " only");

    // The judgments goal only
    public static final GoalSetting JUDGED_GOLDEN_DATASET =
            new GoalSetting("judgedGoldenDataset", Type.PATH, "target/" + Defaults.JUDGED_GOLDEN_DATASET, "where the"
                    + " golden set with the judgments folded in is written (.jsonl for a .jsonl golden set)",
                    Set.of(Goal.JUDGMENTS));

    // The grow goal only
    public static final GoalSetting QUERY_LOG =
            grow("queryLog", Type.PATH, null, "query logs (a JSON Lines file or a folder of them: plain {query} or"
                    + " UBI's records) to propose golden cases from");
    public static final GoalSetting GROW_SAMPLE =
            grow("growSample", Type.INTEGER, Defaults.GROW_SAMPLE, "the most candidates proposed, shared equally by"
                    + " head, torso and tail");
    public static final GoalSetting GROW_STRATA =
            grow("growStrata", Type.TEXT, Defaults.GROW_STRATA, "where head and torso end, as shares of the log's"
                    + " volume");
    public static final GoalSetting GROW_SEED =
            grow("growSeed", Type.LONG, Defaults.SEED, "seed of the candidates' draw");

    // The golden set's lock: written by lock, compared by check and baseline
    public static final GoalSetting LOCK_FILE =
            new GoalSetting("lockFile", Type.PATH, null, "the golden set's lock (judged documents' content hashes);"
                    + " unset: <golden set's name>.lock.json beside it", LOCKED);
    public static final GoalSetting STALE_JUDGMENTS =
            new GoalSetting("staleJudgments", Type.TEXT, Defaults.STALE_JUDGMENTS, "judged documents changed or"
                    + " deleted since the lock, or added ones ranked in the top k: warn or fail",
                    Set.of(Goal.CHECK, Goal.BASELINE));
    public static final GoalSetting CLICK_GRADES =
            grow("clickGrades", Type.TEXT, Defaults.CLICK_GRADES, "COEC cut points of the implicit judgments,"
                    + " coec:grade rising (below the first: grade 0)");
    public static final GoalSetting MIN_IMPRESSIONS =
            grow("minImpressions", Type.INTEGER, Defaults.MIN_IMPRESSIONS, "the fewest times a (query, document) pair"
                    + " is shown to be graded by its clicks");

    // The aggregate goal only (no command line equivalent)
    public static final GoalSetting AGGREGATE_REPORT_DIRECTORY =
            new GoalSetting("reportDirectory", Defaults.PROPERTY_PREFIX + "aggregate.reportDirectory", Type.PATH,
                    "target/" + Defaults.AGGREGATE_REPORT_DIRECTORY, "where the aggregate's report.json, .md and"
                    + " .html go", AGGREGATE_ONLY);
    public static final GoalSetting FAIL_ON_MISSING_REPORT =
            new GoalSetting("failOnMissingReport", Type.BOOLEAN, Defaults.FAIL_ON_MISSING_REPORT, "a module without"
                    + " a report.json fails the aggregate", AGGREGATE_ONLY);

    /** Every setting, grouped as the help text groups them. */
    public static final List<GoalSetting> ALL = List.of(CORPUS, GOLDEN_DATASET, BEIR, BEIR_SPLIT, RUN, QRELS,
            RECORDED_ANSWERS, JUDGMENTS, ACCEPT_MACHINE_JUDGMENTS, K, CUTOFFS, RELEVANCE_LEVEL, DEPTH, RUN_MISMATCH,
            COUNT_MISSING_QUERIES, JUDGED_ONLY, TIE_RANGES, UNLISTED_DOCUMENTS, RETRIEVER, RETRIEVER_OPTIONS, CHUNKING,
            VARIANTS, GATE_VARIANT, TOKEN_PATTERN, LOWERCASE, SUBLINEAR_TF, THREADS, CACHE_DIRECTORY, CACHE_MAX_SIZE,
            THRESHOLDS, TAG_THRESHOLDS, MAX_FAILING_QUERIES, MAX_FAILING_QUERIES_PER_TAG, LATENCY, MAX_LATENCY_P50_MS,
            MAX_LATENCY_P95_MS, MAX_LATENCY_P99_MS, FAIL_ON_VIOLATION, BASELINE_FILE, MAX_DROP,
            MAX_DROP_REQUIRES_SIGNIFICANCE, SIGNIFICANCE, SIGNIFICANCE_TEST, BOOTSTRAP_SAMPLES, RANDOMIZATION_SAMPLES,
            SEED, BASELINE_MISMATCH, SUGGEST_DROP, GOLDEN_SET_CHECKS, FORCE, REPORT_DIRECTORY, SHOW_QUERIES, EXPLAIN,
            REUSE_REPORT, SKIP, POOL_DEPTH, POOL_MAX_PER_QUERY, POOL_FILE, JUDGE_URL, JUDGE_MODEL, JUDGE_SERVER_ID,
            JUDGE_CACHE, JUDGE_TIMEOUT_SECONDS, JUDGE_AGREEMENT_PAIRS,
            MIN_JUDGE_AGREEMENT, JUDGED_GOLDEN_DATASET, QUERY_LOG, GROW_SAMPLE, GROW_STRATA, GROW_SEED, LOCK_FILE,
            STALE_JUDGMENTS, CLICK_GRADES, MIN_IMPRESSIONS, AGGREGATE_REPORT_DIRECTORY, FAIL_ON_MISSING_REPORT);

    private GoalSettings() {
    }

    /**
     * The command line's goals' setting of this parameter name ({@code check}, {@code baseline}, {@code pool}). (The
     * {@code aggregate} goal's {@code reportDirectory} is another setting of the same name.)
     */
    public static Optional<GoalSetting> named(String name) {
        return onCommandLine().stream().filter(setting -> setting.name().equals(name)).findFirst();
    }

    /** The settings the command line offers (those of {@code check}, {@code baseline} and {@code pool}), in table order. */
    public static List<GoalSetting> onCommandLine() {
        return ALL.stream().filter(GoalSetting::onCommandLine).toList();
    }

    /** The settings a goal reads, in table order. */
    public static List<GoalSetting> of(Goal goal) {
        List<GoalSetting> settings = new ArrayList<>();
        for (GoalSetting setting : ALL) {
            if (setting.goals().contains(goal)) {
                settings.add(setting);
            }
        }
        return settings;
    }

    private static GoalSetting evaluated(String name, Type type, String defaultValue, String doc) {
        return new GoalSetting(name, type, defaultValue, doc, EVALUATED);
    }

    private static GoalSetting gated(String name, Type type, String defaultValue, String doc) {
        return new GoalSetting(name, type, defaultValue, doc, GATED);
    }

    private static GoalSetting judged(String name, Type type, String defaultValue, String doc) {
        return new GoalSetting(name, type, defaultValue, doc, JUDGED);
    }

    private static GoalSetting pool(String name, String defaultValue, String doc) {
        return new GoalSetting(name, Type.INTEGER, defaultValue, doc, Set.of(Goal.POOL));
    }

    private static GoalSetting judge(String name, Type type, String defaultValue, String doc) {
        return new GoalSetting(name, type, defaultValue, doc, Set.of(Goal.JUDGE));
    }

    private static GoalSetting asking(String name, Type type, String defaultValue, String doc) {
        return new GoalSetting(name, type, defaultValue, doc, ASKING);
    }

    private static GoalSetting repliesRead(String name, Type type, String defaultValue, String doc) {
        return new GoalSetting(name, type, defaultValue, doc, REPLIES_READ);
    }

    private static GoalSetting grow(String name, Type type, String defaultValue, String doc) {
        return new GoalSetting(name, type, defaultValue, doc, Set.of(Goal.GROW));
    }

    private static GoalSetting check(String name, Type type, String defaultValue, String doc) {
        return new GoalSetting(name, type, defaultValue, doc, CHECK_ONLY);
    }
}
