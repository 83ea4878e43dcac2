package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.example.retrievers.ScriptedRetriever;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {
    private static final List<String> SEED = List.of("--corpus", "src/test/resources/seed/corpus.json",
            "--golden", "src/test/resources/seed/golden.json");
    /** A team's retriever: the engine's test classes (its test-jar), which --classpath names as a project would. */
    static final String TEAM_CLASSES = codeSource(ScriptedRetriever.class);

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... options) {
        List<String> args = new ArrayList<>(SEED);
        args.addAll(List.of("--report-directory", dir.toString()));
        args.addAll(List.of(options));
        return runExactly(args);
    }

    private int runExactly(List<String> args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String codeSource(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void thePoolModeWritesThePoolFilesAndSaysWhatTheyHold() throws Exception {
        int exit = run("--pool", "--pool-depth", "2", "--pool-max-per-query", "1");

        assertThat(exit).as(err()).isEqualTo(Main.PASSED);
        List<String> pool = Files.readAllLines(dir.resolve("pool.jsonl"));
        assertThat(pool).isNotEmpty().allMatch(line -> line.endsWith(",\"grade\":null}"));
        assertThat(Files.readString(dir.resolve("pool.csv"))).startsWith("query_id,query,doc_id,text,retrieved_by,grade\r\n");
        assertThat(out()).containsPattern("Pool: .*pool.jsonl: " + pool.size() + " documents to judge for " + pool.size()
                        + " of 10 queries \\(tfidf " + pool.size() + "\\)")
                .containsPattern("Pool: .*pool.csv: ");
        assertThat(dir.resolve("report.json")).doesNotExist();
    }

    @Test
    void theJudgmentsModeWritesTheGoldenSetWithTheGradesFoldedIn() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), "{\"query_id\":\"q1\",\"doc_id\":\"sso-setup\","
                + "\"grade\":0}\n{\"query_id\":\"q1\",\"doc_id\":\"2fa-setup\",\"grade\":1,\"judged_by\":"
                + "\"umbrela:m\"}\n");
        Path judged = dir.resolve("judged.json");
        int exit = runExactly(List.of("judgments", "--corpus", "src/test/resources/seed/corpus.json", "--golden",
                "src/test/resources/seed/golden.json", "--judgments", pool.toString(), "--judged-golden-dataset",
                judged.toString()));

        assertThat(exit).as(err()).isEqualTo(Main.PASSED);
        assertThat(Files.readString(judged)).startsWith("[\n  {\n    \"query\": \"How do I reset my password?\",\n"
                + "    \"relevant\": {\n      \"pw-reset\": 1,\n      \"sso-setup\": 0\n    }\n  },\n");
        assertThat(out()).isEqualTo("Judgments: 1 grade added to 1 of 10 queries, 0 already there: " + judged
                + System.lineSeparator());
        assertThat(err()).contains("rag-eval: warning: 1 machine judgment in " + pool + " left out (graded with a"
                + " judged_by): set --accept-machine-judgments true to count it.");
        err.reset();

        assertThat(runExactly(List.of("judgments", "--golden", "src/test/resources/seed/golden.json")))
                .isEqualTo(Main.ERROR);
        assertThat(err()).contains("--judgments is not set: the judgments goal folds");
        assertThat(runExactly(List.of("judgments", "--judgments", pool.toString(), "--k", "3")))
                .isEqualTo(Main.ERROR);
        assertThat(err()).contains("--k is an option of the check and baseline goals, not of judgments");
    }

    @Test
    void theSpecificationsBaselinePassesWritesTheReportAndTimesEachPhase() throws Exception {
        int exit = run("--thresholds", "mean_recall=0.9,mrr=0.9,hit_rate=0.95", "--threads", "2", "--show-queries",
                "none", "--timings");

        assertThat(exit).isEqualTo(Main.PASSED);
        assertThat(out()).contains("Vocabulary size: 226", "GATE PASSED").doesNotContain("[HIT ]");
        assertThat(Files.readString(dir.resolve("report.json"))).contains("\"bytes_per_posting\" : 12");
        assertThat(err()).contains("rag-eval: timing: documents indexed: 10 in ", "rag-eval: timing: queries: 10/10",
                "rag-eval: timing: statistics (intervals, baseline) in ", "rag-eval: timing: reports written in ",
                "rag-eval: total ");
    }

    @Test
    void withoutABaselineTheRulesThatNeedOneAreSaidInTheCommandLinesWords() throws Exception {
        // The paired test's settings were silent without a baseline, and advice named Maven's goals.
        int exit = run("--max-drop", "mrr=0.0", "--significance-test", "wilcoxon", "--significance", "0.01",
                "--show-queries", "none", "--baseline-file", dir.resolve("none.json").toString());

        assertThat(exit).isEqualTo(Main.ERROR);
        assertThat(err()).contains("Record one with java -jar rag-eval-cli.jar baseline, or leave --baseline-file"
                + " unset").doesNotContain("mvn ");
        err.reset();

        assertThat(run("--max-drop", "mrr=0.0", "--significance-test", "wilcoxon", "--significance", "0.01",
                "--show-queries", "none")).isEqualTo(Main.PASSED);
        assertThat(err()).contains("--max-drop is set for mrr but there is no baseline at src/test/rag/baseline.json to"
                + " compare with. Record one with java -jar rag-eval-cli.jar baseline and commit it.",
                "--significance, --significance-test are set, but there is no baseline at src/test/rag/baseline.json"
                + " and no variants, so no paired test runs and they change nothing. Record a baseline with java"
                + " -jar rag-eval-cli.jar baseline and commit it, or remove them.").doesNotContain("mvn ");
    }

    @Test
    void reGatingAFolderWithoutAReportSaysWhatToRunInTheCommandLinesWords() {
        // It said "Run the check without reuseReport first ..., or point reportDirectory at ...".
        assertThat(runExactly(List.of("--reuse-report", "--report-directory", dir.resolve("empty").toString())))
                .isEqualTo(Main.ERROR);
        assertThat(err()).contains("Run the check without --reuse-report first (it writes the report), or point"
                + " --report-directory at the folder that holds it.").doesNotContain("reuseReport");
    }

    @Test
    void thePoolsLimitsAreToldInTheCommandLinesWords() {
        // It said "poolDepth = 0 is not allowed", a POM's word.
        assertThat(runExactly(List.of("pool", "--pool-depth", "0", "--report-directory", dir.toString())))
                .isEqualTo(Main.ERROR);
        assertThat(err()).contains("--pool-depth 0 is not allowed: the pool takes each system's first --pool-depth"
                + " results per query.");
    }

    @Test
    void theGoalsThatReadFilesTimeTheirPhasesWithTimings() throws Exception {
        // Before, grow, lock and judgments took --timings and printed the total alone: no phase was timed.
        Path log = Files.writeString(dir.resolve("log.jsonl"), "{\"query\": \"How do I export my invoices?\"}\n");
        assertThat(runExactly(List.of("grow", "--query-log", log.toString(), "--golden-dataset",
                "src/test/resources/seed/golden.json", "--report-directory", dir.toString(), "--timings")))
                .as(err()).isEqualTo(Main.PASSED);
        assertThat(err()).contains("rag-eval: timing: query log read: 1 in ",
                "rag-eval: timing: candidates drawn and written in ",
                "rag-eval: timing: implicit judgments written in ", "rag-eval: total ");
        err.reset();
        assertThat(runExactly(List.of("lock", "--corpus", "src/test/resources/seed/corpus.json", "--golden-dataset",
                "src/test/resources/seed/golden.json", "--lock-file", dir.resolve("golden.lock.json").toString(),
                "--timings"))).as(err()).isEqualTo(Main.PASSED);
        assertThat(err()).contains("rag-eval: timing: golden set read and corpus hashed in ",
                "rag-eval: timing: lock written in ");
        err.reset();
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), "{\"query_id\":\"q1\",\"doc_id\":\"sso-setup\","
                + "\"grade\":0}\n");
        assertThat(runExactly(List.of("judgments", "--corpus", "src/test/resources/seed/corpus.json", "--golden",
                "src/test/resources/seed/golden.json", "--judgments", pool.toString(), "--judged-golden-dataset",
                dir.resolve("judged.json").toString(), "--timings"))).as(err()).isEqualTo(Main.PASSED);
        assertThat(err()).contains("rag-eval: timing: judgments read and merged in ",
                "rag-eval: timing: corpus read in ", "rag-eval: timing: judged golden set written in ");
    }

    @Test
    void lockThenAnEditedJudgedDocumentWarnsOrFailsTheGate() throws Exception {
        Path corpus = dir.resolve("corpus.json");
        Path golden = dir.resolve("golden.json");
        Files.copy(Path.of("src/test/resources/seed/corpus.json"), corpus);
        Files.copy(Path.of("src/test/resources/seed/golden.json"), golden);
        List<String> data = List.of("--corpus", corpus.toString(), "--golden-dataset", golden.toString(),
                "--report-directory", dir.resolve("out").toString(), "--show-queries", "none");
        List<String> lock = new ArrayList<>(List.of("lock"));
        lock.addAll(data.subList(0, 4));
        assertThat(runExactly(lock)).isEqualTo(Main.PASSED);
        assertThat(out()).contains("Locked 10 judged documents of golden.json").contains("golden.lock.json");
        assertThat(dir.resolve("golden.lock.json")).exists();

        Files.writeString(corpus, Files.readString(corpus).replace("The link expires after 30 minutes.",
                "The link expires after 15 minutes."));
        err.reset();
        assertThat(runExactly(data)).isEqualTo(Main.PASSED);
        assertThat(err()).contains("1 judged document changed since it was judged").contains("pw-reset")
                .contains("java -jar rag-eval-cli.jar lock");
        List<String> failing = new ArrayList<>(data);
        failing.addAll(List.of("--stale-judgments", "fail"));
        err.reset();
        assertThat(runExactly(failing)).isEqualTo(Main.GATE_FAILED);
        assertThat(err()).contains("rag-eval gate failed").contains("1 judged document changed");
    }

    @Test
    void theGoldenSetsChecksRunOnTheCommandLine() throws Exception {
        // The seed golden set counted: every corpus document relevant to some query.
        assertThat(run("--show-queries", "none")).isEqualTo(Main.PASSED);
        assertThat(out()).contains("GOLDEN SET: 10 of 10 corpus documents (100.0%) are relevant to at least one of"
                + " the 10 queries");
        // The same question judged two ways stops the check before anything is retrieved.
        Path golden = Files.writeString(dir.resolve("twice.json"), "[{\"query\": \"How do I reset my password?\","
                + " \"relevant_doc_ids\": [\"pw-reset\"]}, {\"query\": \"how do i reset my password\","
                + " \"relevant_doc_ids\": [\"2fa-setup\"]}]");
        err.reset();
        assertThat(runExactly(List.of("--corpus", "src/test/resources/seed/corpus.json", "--golden-dataset",
                golden.toString(), "--report-directory", dir.resolve("out").toString()))).isEqualTo(Main.ERROR);
        assertThat(err()).contains("ask the same query \"how do i reset my password\"").contains("but judge it"
                + " differently");
    }

    @Test
    void thePoolRefusesTheSettingsOfAGateItWouldIgnore() {
        // Before, pool --thresholds ... --depth 50 pooled and said nothing of either.
        for (List<String> option : List.of(List.of("--thresholds", "mrr=0.9"), List.of("--depth", "50"),
                List.of("--baseline-file", "b.json"), List.of("--judged-only"), List.of("--tag-thresholds", "a:mrr=1"),
                // Before, these pooled exactly the same documents, whatever their values: the pool scores nothing.
                List.of("--k", "5"), List.of("--cutoffs", "1,10"),
                List.of("--no-count-missing-queries"), List.of("--gate-variant", "bm25"))) {
            assertThat(refused("pool", option)).as(option.get(0)).contains(option.get(0).replace("--no-", "--")
                    + " is an option of the check and baseline goals, not of pool: it would be ignored.");
        }
        // The judge reads it too: where its agreement with people is binarised.
        assertThat(refused("pool", List.of("--relevance-level", "2"))).contains("--relevance-level is an option of"
                + " the check, baseline and judge goals, not of pool: it would be ignored.");
    }

    @Test
    void whatOnlyTheChecksReportsShowIsRefusedByThePoolAndTheBaseline() {
        // Before, pool --unlisted-documents notRelevant and baseline --no-tie-ranges ran as without them: the
        // baseline records neither the tie ranges nor the holes' ranges, and the pool lists what is not graded.
        for (String goal : List.of("pool", "baseline")) {
            for (List<String> option : List.of(List.of("--unlisted-documents", "notRelevant"),
                    List.of("--no-tie-ranges"))) {
                assertThat(refused(goal, option)).as(goal + " " + option.get(0)).contains(option.get(0)
                        .replace("--no-", "--") + " is an option of the check goal, not of " + goal + ": it would be"
                        + " ignored.");
            }
        }
    }

    /** What the goal says of the option on standard error, having refused it before reading anything. */
    private String refused(String goal, List<String> option) {
        err.reset();
        // The option is refused as the command line is read: nothing is evaluated, nothing written.
        List<String> arguments = new ArrayList<>(List.of(goal));
        arguments.addAll(option);
        assertThat(runExactly(arguments)).as(goal + " " + option.get(0)).isEqualTo(Main.ERROR);
        return err();
    }

    @Test
    void theGatesRulesAreToldInTheCommandLinesWords() {
        // Each said the POM's word before: "threshold mrr = 1.5", "in maxDrop", "maxFailingQueries = -2",
        // "tagThresholds for tag", "latency = false, but maxLatencyP95Ms", "significance = 2.0"; an unknown metric
        // was told to write ndcg_at_10 "in a POM element name".
        List<List<String>> cases = List.of(
                List.of("--thresholds", "mrr=1.5"),
                List.of("--thresholds", "mrr"),
                List.of("--max-drop", "mrr=abc"),
                List.of("--max-drop", "nosuch=0.1"),
                List.of("--thresholds", "nosuch=0.5"),
                List.of("--tag-thresholds", "billing:nosuch=0.5"),
                List.of("--tag-thresholds", "billing:mrr=2"),
                List.of("--max-failing-queries", "-2"),
                List.of("--latency", "false", "--max-latency-p95-ms", "200"),
                List.of("--significance", "2"));
        List<String> said = List.of(
                "mrr = 1.5 in --thresholds is outside [0, 1].",
                "--thresholds entry 'mrr'",
                "mrr = 'abc' in --max-drop is not a number",
                "unknown metric 'nosuch' in --max-drop.",
                "unknown metric 'nosuch' in --thresholds.",
                "unknown metric 'nosuch' in --tag-thresholds for tag 'billing'.",
                "mrr = 2 in --tag-thresholds for tag 'billing' is outside [0, 1].",
                "--max-failing-queries -2 is not allowed.",
                "--latency false, but --max-latency-p95-ms 200 is set",
                "--significance 2.0 is outside (0, 1).");
        for (int i = 0; i < cases.size(); i++) {
            err.reset();
            assertThat(run(cases.get(i).toArray(String[]::new))).as(String.join(" ", cases.get(i)))
                    .isEqualTo(Main.ERROR);
            assertThat(err()).as(String.join(" ", cases.get(i))).contains(said.get(i))
                    .doesNotContain("maxDrop", "maxFailingQueries", "tagThresholds", "maxLatency")
                    // A POM element name cannot hold @, the command line can: ndcg_at_10 is Maven's advice only.
                    .doesNotContain("POM", "ndcg_at_10");
        }
    }

    @Test
    void aBeirFolderIsReadWholeAndCutoffsAddMetrics() throws Exception {
        Path beir = dir.resolve("beir");
        Files.createDirectories(beir.resolve("qrels"));
        Files.writeString(beir.resolve("corpus.jsonl"), "{\"_id\": \"d1\", \"title\": \"Reset\", \"text\":"
                + " \"your password\"}\n{\"_id\": \"d2\", \"title\": \"Billing\", \"text\": \"invoices\"}\n");
        Files.writeString(beir.resolve("queries.jsonl"), "{\"_id\": \"q1\", \"text\": \"reset password\"}\n");
        Files.writeString(beir.resolve("qrels").resolve("test.tsv"), "query-id\tcorpus-id\tscore\nq1\td1\t1\n");

        int exit = runExactly(List.of("--beir", beir.toString(), "--k", "2", "--cutoffs", "1,2",
                "--report-directory", dir.toString(), "--show-queries", "none"));

        assertThat(exit).isEqualTo(Main.PASSED);
        assertThat(Files.readString(dir.resolve("report.json"))).contains("\"ndcg@1\"", "\"recall@2\"");
        assertThat(runExactly(List.of("--beir", beir.toString(), "--corpus", "x.json"))).isEqualTo(Main.ERROR);
        assertThat(err()).contains("--beir names a folder holding both the corpus and the judgments");
    }

    @Test
    void theReportsNameTheProjectByProjectNameElseByTheWorkingDirectory() throws Exception {
        assertThat(run("--show-queries", "none")).isEqualTo(Main.PASSED);
        String folder = Path.of("").toAbsolutePath().getFileName().toString();
        assertThat(Files.readString(dir.resolve("report.md"))).startsWith("## rag-eval: " + folder + " passed");

        assertThat(run("--show-queries", "none", "--project-name", "support-bot")).isEqualTo(Main.PASSED);

        assertThat(Files.readString(dir.resolve("report.md"))).startsWith("## rag-eval: support-bot passed");
        assertThat(Files.readString(dir.resolve("report.html"))).contains("<title>rag-eval report: support-bot");
        assertThat(Files.readString(dir.resolve("TEST-rag-eval.xml"))).contains("rag-eval.support-bot.gate",
                "rag-eval.support-bot.queries").doesNotContain(folder);
        assertThat(runExactly(List.of("baseline", "--project-name", "support-bot"))).isEqualTo(Main.ERROR);
        assertThat(err()).contains("rag-eval configuration error: --project-name names the project in the check"
                + " goal's reports, and baseline writes none: it would be ignored.");
        assertThat(runExactly(List.of("--project-name", " "))).isEqualTo(Main.ERROR);
        assertThat(err()).contains("--project-name is empty.");
    }

    @Test
    void anOptionThatAnotherOptionMakesUnreadIsAnErrorBeforeAnythingIsRead() throws Exception {
        assertThat(runExactly(List.of("--beir-split", "dev", "--report-directory", dir.toString())))
                .isEqualTo(Main.ERROR);
        assertThat(err()).isEqualTo("rag-eval configuration error: --beir-split names a qrels split of a BEIR"
                + " folder, but --beir is not given: the split would be ignored. Give --beir too, or remove"
                + " --beir-split." + System.lineSeparator());
        err.reset();
        assertThat(runExactly(List.of("--run", "missing.trec", "--qrels", "missing.txt", "--golden",
                "missing.json"))).isEqualTo(Main.ERROR);
        assertThat(err()).contains("--qrels and --golden-dataset both give the judgments of the run");
        // Nothing read or evaluated; the report folder only marked, so that no earlier run's reports stay looking current.
        try (java.util.stream.Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(file -> file.getFileName().toString())).containsExactly("report-in-progress.txt");
        }
    }

    @Test
    void aTeamsRetrieverRunsFromItsClasspathWithoutACorpus() {
        int exit = runExactly(List.of("--golden", "src/test/resources/seed/golden.json", "--retriever",
                "com.example.retrievers.ScriptedRetriever", "--retriever-options", "answer=pw-reset:0.5",
                "--classpath", TEAM_CLASSES, "--thresholds", "hit_rate=0.5", "--report-directory",
                dir.toString()));

        assertThat(exit).isEqualTo(Main.GATE_FAILED);
        assertThat(out()).contains("Retriever: com.example.retrievers.ScriptedRetriever (no corpus: it searches its own"
                + " index)", "hit_rate 0.20 fell below the 0.5 gate");
    }

    @Test
    void runningOutOfHeapInsideTheRetrieverNamesItWithTheHeapToAskFor() {
        int exit = runExactly(List.of("--golden", "src/test/resources/seed/golden.json", "--retriever",
                "com.example.retrievers.ScriptedRetriever", "--retriever-options", "failIn=heap",
                "--classpath", TEAM_CLASSES, "--report-directory", dir.toString()));

        assertThat(exit).isEqualTo(Main.ERROR);
        assertThat(err()).startsWith("rag-eval retriever error: retriever com.example.retrievers.ScriptedRetriever ran"
                + " out of heap in retrieve for query '").contains("': the JVM ran out of heap (Java heap space)"
                + " inside the retriever; its limit here is ", "java -Xmx");
    }

    @Test
    void variantsWithHolesInTheirJudgmentsShowTheirShareAndAdviseTheCommandLinesPoolGoal() throws Exception {
        run("--variants", "words2:tfidf|words4:tfidf:tokenPattern=(?u)\\b\\w{4\\,}\\b", "--gate-variant", "words4",
                "--unlisted-documents", "unjudged", "--show-queries", "none");

        assertThat(out()).contains("hit_rate           unjudged@3  verdict",
                "  * words4   tfidf      0.62 [0.38, 0.85]  0.80 [0.50, 1.00]  0.80 [0.50, 1.00]  0.80 [0.50, 1.00]"
                        + "  0.23        pass",
                "    note on mean_precision: of 5 queries where words2 scores lower, 5 have unjudged documents in its"
                        + " top 3: the difference may be holes in the judgments");
        assertThat(err()).contains("rag-eval: warning: words2 has 47% unjudged documents in its top 3 against"
                + " words4's 23%: its lower mean_precision may be unjudged relevant documents; pool and judge them"
                + " (java -jar rag-eval-cli.jar pool).");
    }

    @Test
    void variantsAreComparedAndTheGateVariantIsGated() throws Exception {
        int exit = run("--variants", "words2:tfidf|words4:tfidf:tokenPattern=(?u)\\b\\w{4\\,}\\b|fused:hybrid:fuse="
                + "words2+words4", "--gate-variant", "words4", "--thresholds", "hit_rate=0.95", "--show-queries",
                "none");

        assertThat(exit).isEqualTo(Main.GATE_FAILED);
        assertThat(out()).contains("hit_rate 0.80 fell below the 0.95 gate",
                "VARIANTS: 3 retrievers on the same 10 queries, the gate holds words4 (*)",
                "words2 against words4, paired randomization test: hit_rate +0.20 (p = 0.500)");
        assertThat(Files.readString(dir.resolve("report.json"))).contains("\"gate_variant\" : \"words4\"",
                "\"against_gate\"");
        assertThat(run("--variants", "a:tfidf", "--gate-variant", "b")).isEqualTo(Main.ERROR);
        // It said "gateVariant = 'b'", a POM's words.
        assertThat(err()).contains("rag-eval configuration error: --gate-variant b names no variant. Did you mean a?"
                + " Name one of a, or remove --gate-variant to gate the first.");
    }

    @Test
    void retrieverOptionsAndAHybridsDepthAreNamedAsTheCommandLineWritesThem() {
        assertThat(run("--retriever", "bm25", "--retriever-options", "k1=-1")).isEqualTo(Main.ERROR);
        // It said "retrieverOptions k1 = '-1'" and "depth = 3 is below k = 5", a POM's words.
        assertThat(err()).contains("rag-eval configuration error: --retriever-options k1=-1 of the bm25 retriever is"
                + " not allowed");
        assertThat(run("--k", "5", "--variants", "a:tfidf|b:bm25|h:hybrid:fuse=a+b,depth=3")).isEqualTo(Main.ERROR);
        assertThat(err()).contains("variant 'h': the hybrid retriever's option depth=3 is below --k 5: it would fuse"
                + " only the first 3 results of each variant and so list fewer than k. Set depth=5 or more.");
    }

    @Test
    void theRegressionFailsTheGate() {
        int exit = run("--k", "3", "--token-pattern", "(?u)\\b\\w{4,}\\b", "--thresholds", "mean_recall=0.9");

        assertThat(exit).isEqualTo(Main.GATE_FAILED);
        assertThat(out()).contains("[MISS] How do I set up SSO for my company?", "mean_recall 0.80 fell below the 0.9 gate");
    }

    @Test
    void latencyIsReportedAndLimitedAsTheGoalDoes() {
        assertThat(run("--max-latency-p95-ms", "600000")).isEqualTo(Main.PASSED);
        assertThat(out()).containsPattern("LATENCY: p50 [0-9.]+ ms, p95 [0-9.]+ ms, p99 [0-9.]+ ms, max [0-9.]+ ms"
                + " \\(10 queries\\)").containsPattern("latency p95 [0-9.]+ ms <= 600000 ms");

        assertThat(run("--latency", "false", "--max-latency-p95-ms", "5")).isEqualTo(Main.ERROR);
        assertThat(err()).contains("rag-eval configuration error: --latency false, but --max-latency-p95-ms 5 is set");
    }

    @Test
    void badOptionsAndFilesAreErrorsWithTheGoalsMessages() {
        assertThat(run("--k", "three")).isEqualTo(Main.ERROR);
        assertThat(err()).contains("rag-eval configuration error: --k three is not a whole number.");

        // Only separators: no entry, which before switched the gate off and passed.
        assertThat(run("--thresholds", ",")).isEqualTo(Main.ERROR);
        assertThat(err()).contains("rag-eval configuration error: --thresholds is given, but empty.");

        assertThat(runExactly(List.of("--corpus", "nope.json", "--golden", "src/test/resources/seed/golden.json")))
                .isEqualTo(Main.ERROR);
        assertThat(err()).contains("rag-eval input error: corpus file nope.json does not exist.");

        assertThat(runExactly(List.of("--golden", "g.json", "--verbose"))).isEqualTo(Main.ERROR);
        assertThat(err()).contains("unknown option --verbose. --help lists every option.");

        assertThat(runExactly(List.of("--corpus"))).isEqualTo(Main.ERROR);
        assertThat(err()).contains("--corpus needs a value.");
    }

    @Test
    void helpPrintsTheUsageAndExitsZero() {
        assertThat(runExactly(List.of("--help"))).isEqualTo(Main.PASSED);
        assertThat(out()).startsWith("usage: ").contains("--help, -h", "prints this and exits 0");
        assertThat(err()).isEmpty();
    }

    @Test
    void aWholeNumberTooLargeIsOutOfRangeNotNotANumber() {
        assertThat(run("--k", "99999999999")).isEqualTo(Main.ERROR);
        // It said "--k is a whole number from -2147483648 to 2147483647", a range whose negative half --k refuses.
        assertThat(err()).contains("rag-eval configuration error: --k 99999999999 is too large: --k holds at most"
                + " 2147483647.");
    }

    @Test
    void aRunFileIsJudgedByQrelsAtTheCutoffsWithoutACorpus() throws Exception {
        Path run = dir.resolve("run.trec");
        Files.writeString(run, "q1 Q0 d1 1 2.0 sys\nq1 Q0 d2 2 1.0 sys\nq2 Q0 d3 1 3.0 sys\nq2 Q0 d4 2 2.5 sys\n");
        Path qrels = dir.resolve("qrels.txt");
        Files.writeString(qrels, "q1 0 d1 1\nq2 0 d4 1\n");

        int exit = runExactly(List.of("--run", run.toString(), "--qrels", qrels.toString(), "--cutoffs", "1,2",
                "--thresholds", "recip_rank=0.7", "--report-directory", dir.resolve("out").toString(),
                "--show-queries", "none", "--timings"));

        assertThat(exit).as(err()).isEqualTo(Main.PASSED);
        assertThat(err()).contains("rag-eval: timing: run file read and evaluated in ",
                "rag-eval: timing: statistics (intervals, baseline) in ", "rag-eval: timing: reports written in ");
        assertThat(out()).contains("GATE PASSED");
        String report = Files.readString(dir.resolve("out").resolve("report.json"));
        assertThat(report).contains("\"ndcg@1\"", "\"P@2\"");
        assertThat(dir.resolve("out").resolve("report.md")).exists();

        assertThat(runExactly(List.of("--run", run.toString(), "--qrels", qrels.toString(), "--thresholds",
                "recip_rank=0.8", "--report-directory", dir.resolve("out").toString()))).isEqualTo(Main.GATE_FAILED);
        assertThat(err()).contains("rag-eval gate failed for rag-eval-cli: ");
    }

    @Test
    void aRunMismatchNamesTheOptionsThatDecideIt() throws Exception {
        // The command line was told "set runMismatch to warn" and "(countMissingQueries=true, ...)": a POM's words.
        Path run = dir.resolve("run.trec");
        Files.writeString(run, "q1 Q0 d1 1 2.0 sys\n");
        Path qrels = dir.resolve("qrels.txt");
        Files.writeString(qrels, "q1 0 d1 1\nq2 0 d4 1\n");

        assertThat(runExactly(List.of("--run", run.toString(), "--qrels", qrels.toString(), "--run-mismatch",
                "error", "--report-directory", dir.resolve("out").toString()))).isEqualTo(Main.ERROR);
        assertThat(err()).contains("; they count as 0 in every mean (--count-missing-queries true, as trec_eval -c)."
                + " Check that the run and the judgments belong together, or set --run-mismatch warn to evaluate"
                + " what lines up.");
    }

    @Test
    void failOnViolationFalseOnlyWarns() {
        assertThat(run("--token-pattern", "(?u)\\b\\w{4,}\\b", "--thresholds", "mean_recall=0.9",
                "--fail-on-violation", "false")).isEqualTo(Main.PASSED);
        assertThat(err()).contains("rag-eval gate failed for rag-eval-cli (--fail-on-violation false, build continues):\n  mean_recall 0.80 fell below");
    }

    @Test
    void theBaselineGoalRecordsAndTheCheckComparesWithIt() throws Exception {
        Path baseline = dir.resolve("baseline.json");
        assertThat(runExactly(List.of("baseline", "--corpus", "src/test/resources/seed/corpus.json",
                "--golden-dataset", "src/test/resources/seed/golden.json", "--baseline-file", baseline.toString(),
                "--thresholds", "mean_recall=0.9", "--token-pattern", "(?u)\\b\\w{4,}\\b")))
                .isEqualTo(Main.GATE_FAILED);
        assertThat(err()).contains("rag-eval baseline not recorded for rag-eval-cli: the run fails the thresholds",
                "record this run anyway with --force true.");
        assertThat(baseline).doesNotExist();

        assertThat(runExactly(List.of("baseline", "--corpus", "src/test/resources/seed/corpus.json",
                "--golden-dataset", "src/test/resources/seed/golden.json", "--baseline-file", baseline.toString()
        ))).isEqualTo(Main.PASSED);
        assertThat(baseline).exists();

        assertThat(run("--baseline-file", baseline.toString(), "--show-queries", "none")).isEqualTo(Main.PASSED);
        assertThat(out()).contains("BASELINE: ");
    }

    @Test
    void theBaselineGoalSuggestsThresholdsInTheCommandLinesWordsForTheDropAsked() {
        Path baseline = dir.resolve("baseline.json");
        assertThat(runExactly(List.of("baseline", "--corpus", "src/test/resources/seed/corpus.json",
                "--golden-dataset", "src/test/resources/seed/golden.json", "--baseline-file", baseline.toString(),
                "--suggest-drop", "0.5"))).isEqualTo(Main.PASSED);
        // A drop of 0.5 is one that ten queries can see: every suggestion catches it, none asks for more queries.
        assertThat(out()).contains("each should catch a drop of 0.5.",
                "  --thresholds mean_precision=0.36,mean_recall=0.85,mrr=0.80,hit_rate=1.00")
                .doesNotContain("<thresholds>", "-Drageval", "would not catch");

        assertThat(runExactly(List.of("baseline", "--corpus", "src/test/resources/seed/corpus.json",
                "--golden-dataset", "src/test/resources/seed/golden.json", "--baseline-file", baseline.toString(),
                "--suggest-drop", "0"))).isEqualTo(Main.ERROR);
        assertThat(err()).contains("--suggest-drop 0 is outside (0, 1]. Write the drop in a metric's mean that a"
                + " threshold should catch, such as 0.05 (the default).");
    }

    @Test
    void anOwnClassIsLookedUpOnTheClasspathGivenAndTheAdviceIsTheCommandLines() {
        assertThat(run("--retriever", "com.acme.Search")).isEqualTo(Main.ERROR);
        assertThat(err()).startsWith("rag-eval configuration error: retriever class com.acme.Search was not found on"
                + " --classpath (empty). Check the name, and give the folder of compiled classes or the jar that"
                + " holds the class, and the jars it needs, with --classpath (entries separated by "
                + java.io.File.pathSeparator + ").").doesNotContain("test-compile");
    }

    @Test
    void aClasspathEntryThatDoesNotExistIsAnError() {
        String missing = dir.resolve("no-such-classes").toString();
        assertThat(run("--retriever", "com.example.retrievers.ScriptedRetriever", "--classpath", missing))
                .isEqualTo(Main.ERROR);
        assertThat(err()).startsWith("rag-eval configuration error: --classpath entry " + missing + " does not"
                + " exist. Give folders of compiled classes and jars that exist");
    }

    @Test
    void aClasspathNothingReadsIsAnErrorNotIgnored() {
        assertThat(run("--classpath", TEAM_CLASSES)).isEqualTo(Main.ERROR);
        assertThat(err()).startsWith("rag-eval configuration error: --classpath is given, but nothing here reads it:"
                + " it is read for a retriever class of your own, a bm25 analyzer class or the jars of a retriever"
                + " that ships as a module (dense, langchain4j, spring), and the retrievers here (tfidf) are built in and load no class. Remove --classpath: it would be"
                + " ignored.");
    }

    @Test
    void aRetrieverModuleNotIncludedSaysHowToAddIt() {
        assertThat(run("--retriever", "dense")).isEqualTo(Main.ERROR);
        assertThat(err()).contains("rag-eval configuration error: --retriever dense ships in the module"
                + " io.github.rageval:rag-eval-dense, which this command line does not include", "--classpath");
        assertThat(run("--retriever", "langchain4j")).isEqualTo(Main.ERROR);
        assertThat(err()).contains("rag-eval configuration error: --retriever langchain4j ships in the module"
                + " io.github.rageval:rag-eval-langchain4j, which this command line does not include (the"
                + " langchain4j retriever's adapter, which runs on the project's own LangChain4j)", "--classpath");
    }

    @Test
    void skipDoesNothingAndHelpWinsAnywhere() {
        assertThat(runExactly(List.of("--skip", "--k", "nonsense"))).isEqualTo(Main.PASSED);
        assertThat(err()).isEqualTo("rag-eval: skipped (--skip true)" + System.lineSeparator());
        assertThat(runExactly(List.of("--k", "nonsense", "--help"))).isEqualTo(Main.PASSED);
        assertThat(out()).contains("--max-latency-p99-ms");
    }

    @Test
    void aMaxDropOnAMetricTheBaselineDoesNotHoldFailsInsteadOfPassingUnheld() throws Exception {
        String baseline = recordRunBaseline("q1 0 d1 1\nq2 0 d4 1\n");
        Path run = dir.resolve("run.trec");
        Path qrels = dir.resolve("qrels.txt");

        int exit = runExactly(List.of("--run", run.toString(), "--qrels", qrels.toString(), "--cutoffs", "2",
                "--baseline-file", baseline, "--max-drop", "ndcg@2=0.0", "--report-directory",
                dir.resolve("out").toString()));

        assertThat(exit).isEqualTo(Main.GATE_FAILED);
        // It said "a maxDrop", "in thresholds" and "in cutoffs": a POM's words.
        assertThat(err()).contains("the baseline holds no ndcg@2, which a --max-drop holds (record the baseline"
                + " again with it computed, naming it in --thresholds or its cutoff in --cutoffs, or remove that"
                + " --max-drop)");
    }

    @Test
    void aBaselineJudgedAtAnotherRelevanceLevelOrDepthIsAMismatchNotARegression() throws Exception {
        String baseline = recordRunBaseline("q1 0 d1 2\nq2 0 d4 1\nq2 0 d3 2\n");
        Path run = dir.resolve("run.trec");
        Path qrels = dir.resolve("qrels.txt");
        assertThat(Files.readString(Path.of(baseline))).doesNotContain("relevance_level", "\"depth\"");

        runExactly(List.of("--run", run.toString(), "--qrels", qrels.toString(), "--relevance-level", "2",
                "--depth", "1", "--baseline-file", baseline, "--report-directory", dir.resolve("out").toString()));

        assertThat(err()).contains("relevance level differs (1 in the baseline, 2 now)",
                "depth differs (all in the baseline, 1 now)");
    }

    @Test
    void aBaselineRecordedOverAllDocumentsIsAMismatchForAJudgedOnlyCheck() throws Exception {
        // d2 and d3 are not judged: --judged-only takes them out, and so changes the values compared.
        String baseline = recordRunBaseline("q1 0 d1 1\nq2 0 d4 1\n");
        Path run = dir.resolve("run.trec");
        Path qrels = dir.resolve("qrels.txt");

        int exit = runExactly(List.of("--run", run.toString(), "--qrels", qrels.toString(), "--judged-only",
                "--baseline-file", baseline, "--report-directory", dir.resolve("out").toString()));

        assertThat(exit).isEqualTo(Main.GATE_FAILED);
        assertThat(err()).contains("--judged-only differs (false in the baseline, true now)");
        assertThat(Files.readString(dir.resolve("out/report.json"))).contains("\"judged_only\" : true");
    }

    @Test
    void aThresholdOnUnjIsAMaximumInTheConsoleTheJunitReportAndTheReGatedReport() throws Exception {
        Path qrels = Files.writeString(dir.resolve("qrels.txt"), "q1 0 d1 1\nq1 0 n1 0\nq1 0 n2 0\nq2 0 d3 1\n"
                + "q2 0 n3 0\nq2 0 n4 0\n");
        // q1's first document is not judged: unj@1 0.50; each query returns two judged not relevant: a count of 2.
        Path run = Files.writeString(dir.resolve("run.trec"), "q1 Q0 x 1 4.0 sys\nq1 Q0 d1 2 3.0 sys\n"
                + "q1 Q0 n1 3 2.0 sys\nq1 Q0 n2 4 1.0 sys\nq2 Q0 d3 1 3.0 sys\nq2 Q0 n3 2 2.0 sys\n"
                + "q2 Q0 n4 3 1.0 sys\n");
        List<String> args = List.of("--run", run.toString(), "--qrels", qrels.toString(), "--report-directory",
                dir.resolve("out").toString(), "--show-queries", "none");

        assertThat(runWith(args, "--thresholds", "unj@1=0.6")).isEqualTo(Main.PASSED);
        assertThat(out()).contains("unj@1 0.50 <= 0.6");
        out.reset();
        assertThat(runWith(args, "--thresholds", "unj@1=40%")).isEqualTo(Main.GATE_FAILED);
        assertThat(out() + err()).contains("unj@1 0.50 is above the 40% maximum");
        assertThat(Files.readString(dir.resolve("out/TEST-rag-eval.xml"))).contains("threshold unj@1 &lt;= 40%");
        assertThat(Files.readString(dir.resolve("out/report.md"))).contains("≤ 40% ❌");
        err.reset();
        // Re-gating the saved report.json holds the same maximum.
        List<String> reuse = List.of("--reuse-report", "--report-directory", dir.resolve("out").toString(),
                "--show-queries", "none", "--thresholds");
        assertThat(runWith(reuse, "unj@1=0.5")).isEqualTo(Main.PASSED);
        assertThat(runWith(reuse, "unj@1=0.45")).isEqualTo(Main.GATE_FAILED);
        assertThat(out() + err()).contains("unj@1 0.50 is above the 0.45 maximum");
        // A count is read back above 1, and held to a maximum that is a count.
        assertThat(runWith(args, "--thresholds", "num_nonrel_judged_ret=2")).isEqualTo(Main.PASSED);
        assertThat(runWith(reuse, "num_nonrel_judged_ret=1.5")).isEqualTo(Main.GATE_FAILED);
        assertThat(out() + err()).contains("num_nonrel_judged_ret 2.00 is above the 1.5 maximum");
    }

    @Test
    void aMaxDropOnUnjBoundsItsRiseAgainstTheBaseline() throws Exception {
        Path qrels = Files.writeString(dir.resolve("qrels.txt"), "q1 0 d1 1\nq2 0 d3 1\nq2 0 d4 1\n");
        Path run = Files.writeString(dir.resolve("run.trec"), "q1 Q0 d1 1 2.0 sys\nq1 Q0 d2 2 1.0 sys\n"
                + "q2 Q0 d3 1 3.0 sys\nq2 Q0 d4 2 2.5 sys\n");
        String baseline = dir.resolve("baseline.json").toString();
        // The baseline holds unj@1 because a threshold names it.
        assertThat(runExactly(List.of("baseline", "--run", run.toString(), "--qrels", qrels.toString(),
                "--thresholds", "unj@1=1", "--baseline-file", baseline))).isEqualTo(Main.PASSED);
        // Now q1's first document is not judged: unj@1 rises from 0.00 to 0.50.
        Path worse = Files.writeString(dir.resolve("worse.trec"), "q1 Q0 x 1 2.0 sys\nq1 Q0 d2 2 1.0 sys\n"
                + "q2 Q0 d3 1 3.0 sys\nq2 Q0 d4 2 2.5 sys\n");

        // A maxDrop alone does not have unj@1 computed: held to nothing, it must fail, not pass unseen.
        assertThat(runExactly(List.of("--run", worse.toString(), "--qrels", qrels.toString(), "--baseline-file",
                baseline, "--max-drop", "unj_at_1=0.1", "--report-directory", dir.resolve("out").toString())))
                .isEqualTo(Main.GATE_FAILED);
        assertThat(err()).contains("this run computes no unj@1, which a --max-drop holds (name it in --thresholds");
        int exit = runExactly(List.of("--run", worse.toString(), "--qrels", qrels.toString(), "--baseline-file",
                baseline, "--max-drop", "unj@1=0.1", "--thresholds", "unj@1=1", "--report-directory",
                dir.resolve("out").toString()));

        assertThat(exit).as(out() + err()).isEqualTo(Main.GATE_FAILED);
        assertThat(out() + err()).contains("unj@1 rose 0.00 -> 0.50 (+0.50), more than the allowed 0.1");
        assertThat(Files.readString(dir.resolve("out/TEST-rag-eval.xml"))).contains("max rise unj@1 &lt;= 0.1");
        out.reset();
        err.reset();
        // A fall of unj is an improvement, whatever its size.
        assertThat(runExactly(List.of("--run", run.toString(), "--qrels", qrels.toString(),
                "--baseline-file", baseline, "--max-drop", "unj@1=0", "--thresholds", "unj@1=1", "--report-directory",
                dir.resolve("out").toString()))).isEqualTo(Main.PASSED);
    }

    private int runWith(List<String> args, String... more) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of(more));
        return runExactly(all);
    }

    /** A two-query run file judged by these qrels, recorded as the baseline; its path. */
    private String recordRunBaseline(String qrelsText) throws Exception {
        Path run = dir.resolve("run.trec");
        Files.writeString(run, "q1 Q0 d1 1 2.0 sys\nq1 Q0 d2 2 1.0 sys\nq2 Q0 d3 1 3.0 sys\nq2 Q0 d4 2 2.5 sys\n");
        Path qrels = Files.writeString(dir.resolve("qrels.txt"), qrelsText);
        String baseline = dir.resolve("baseline.json").toString();
        assertThat(runExactly(List.of("baseline", "--run", run.toString(), "--qrels", qrels.toString(),
                "--baseline-file", baseline))).isEqualTo(Main.PASSED);
        return baseline;
    }
}
