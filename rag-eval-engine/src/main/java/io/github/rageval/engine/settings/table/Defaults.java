package io.github.rageval.engine.settings.table;

/**
 * Every setting's default as text, the one table the Maven goals ({@code defaultValue}, which must be a constant),
 * the command line and the documentation share. Each value is checked against the engine's typed constant of the
 * same setting by a test, so the two never drift apart. Paths are relative to the project's base directory, the
 * report directory to its build directory.
 */
public final class Defaults {
    /** Every setting's property is this prefix and its name: {@code rageval.k}. */
    public static final String PROPERTY_PREFIX = "rageval.";

    public static final String CORPUS = "src/test/rag/corpus.json";
    public static final String GOLDEN_DATASET = "src/test/rag/golden.json";
    public static final String K = "3";
    public static final String BEIR_SPLIT = "test";
    public static final String RELEVANCE_LEVEL = "1";
    public static final String RUN_MISMATCH = "warn";
    public static final String COUNT_MISSING_QUERIES = "true";
    public static final String RETRIEVER = "tfidf";
    public static final String TOKEN_PATTERN = "(?u)\\b\\w\\w+\\b";
    public static final String LOWERCASE = "true";
    public static final String SUBLINEAR_TF = "false";
    public static final String THREADS = "0";
    public static final String SKIP = "false";
    /** The baseline goal records a run that fails the thresholds only when forced. */
    public static final String FORCE = "false";
    public static final String FAIL_ON_VIOLATION = "true";
    public static final String REPORT_DIRECTORY = "rag-eval";
    /** The aggregate goal's folder, beside the modules' own: a check's report folder never holds it. */
    public static final String AGGREGATE_REPORT_DIRECTORY = "rag-eval-aggregate";
    public static final String FAIL_ON_MISSING_REPORT = "true";
    public static final String SHOW_QUERIES = "all";
    public static final String EXPLAIN = "misses";
    public static final String MAX_FAILING_QUERIES = "-1";
    public static final String BASELINE_FILE = "src/test/rag/baseline.json";
    public static final String MAX_DROP_REQUIRES_SIGNIFICANCE = "false";
    public static final String SIGNIFICANCE = "0.05";
    public static final String SIGNIFICANCE_TEST = "randomization";
    public static final String BOOTSTRAP_SAMPLES = "10000";
    public static final String RANDOMIZATION_SAMPLES = "10000";
    public static final String SEED = "42";
    /** The drop a suggested threshold should catch: 0.05 in a metric's mean. */
    public static final String SUGGEST_DROP = "0.05";
    public static final String GOLDEN_SET_CHECKS = "all";
    public static final String BASELINE_MISMATCH = "fail";
    public static final String REUSE_REPORT = "false";
    public static final String UNLISTED_DOCUMENTS = "auto";
    public static final String TIE_RANGES = "true";
    public static final String JUDGED_ONLY = "false";
    /** Latency reported for retrievers that answer over the network, or when a latency limit is set. */
    public static final String LATENCY = "auto";
    /** The dense retriever's embedding cache: under the user's home, so that {@code mvn clean} keeps it. */
    public static final String CACHE_DIRECTORY = "${user.home}/.cache/rag-eval";
    public static final String CACHE_MAX_SIZE = "2GB";
    /** The judge's answers, beside the embedding cache: kept across {@code mvn clean}, shared by projects. */
    public static final String JUDGE_CACHE = CACHE_DIRECTORY + "/judge-answers.jsonl";
    public static final String JUDGE_TIMEOUT_SECONDS = "60";
    /**
     * The judge is first asked about this many of the pool lines a person graded, to measure its agreement with
     * people: enough pairs for kappa to mean something, few enough to cost little.
     */
    public static final String JUDGE_AGREEMENT_PAIRS = "100";
    /** The environment variable the judge's API key is read from when no {@code judgeServerId} names one. */
    public static final String JUDGE_API_KEY_VARIABLE = "RAGEVAL_JUDGE_API_KEY";
    /**
     * With {@code poolDepth} unset, the pool goal asks for about this many documents per query, whatever the number of
     * systems pooled ({@code PoolSettings}): the work grows with the golden set, not with a fixed depth.
     */
    public static final int POOL_JUDGMENTS_PER_QUERY = 6;
    /** A grade a machine gave (a pool line with judged_by) counts only when the team says so. */
    public static final String ACCEPT_MACHINE_JUDGMENTS = "false";
    /**
     * The judgments goal writes beside the reports, never over the golden set unless pointed at it; a golden set in a
     * {@code .jsonl} file gets {@code golden-judged.jsonl} ({@code JudgedGoldenSet}).
     */
    public static final String JUDGED_GOLDEN_DATASET = REPORT_DIRECTORY + "/golden-judged.json";
    /** The grow goal proposes 50 candidates: a day's judging, about 17 per stratum. */
    public static final String GROW_SAMPLE = "50";
    /** Head: the queries making up half of the log's volume; torso: up to 80%; tail: the rest. */
    public static final String GROW_STRATA = "50%,80%";
    /** Stale judgments (a judged document changed or deleted since the golden set's lock) warn; fail is opt-in. */
    public static final String STALE_JUDGMENTS = "warn";
    /**
     * Clicks as grades: a COEC from 0.5 (half the clicks its positions lead one to expect) grade 1, from 1 (as
     * expected) 2, from 2 (twice) 3, below 0.5 0.
     */
    public static final String CLICK_GRADES = "0.5:1,1:2,2:3";
    /** A pair shown fewer than 10 times is not graded by its clicks: one click more or less would change its grade. */
    public static final String MIN_IMPRESSIONS = "10";

    private Defaults() {
    }
}
