package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Re-gating a report with the rules it was written with writes the same report set again, byte for byte, and says
 * the same on the console, also when report.json lists only the first of a query's results: the counts, the first
 * relevant rank and the run a retriever returned are those of the whole ranking, not of the listed head.
 */
class ReuseReportRoundTripTest {
    @TempDir
    Path dir;

    @Test
    void aRunFileOfMoreResultsThanReportJsonListsIsReportedAlikeWhenReGated() throws Exception {
        StringBuilder run = new StringBuilder();
        StringBuilder qrels = new StringBuilder();
        // q1: 1,000 results, the relevant one second; q2: 150, the relevant one at 120, past the listed 100;
        // q3: 150, none relevant; q4: 40, a whole list.
        ranking(run, "q1", 1000);
        ranking(run, "q2", 150);
        ranking(run, "q3", 150);
        ranking(run, "q4", 40);
        // q5: three results of one score, the relevant one among them, so the report holds tie ranges.
        run.append("q5 Q0 q5-c 1 1.0 sys\nq5 Q0 q5-b 2 1.0 sys\nq5 Q0 q5-a 3 1.0 sys\n");
        qrels.append("q1 0 q1-d2 1\nq2 0 q2-d120 1\nq3 0 elsewhere 1\nq4 0 q4-d7 1\nq5 0 q5-b 1\n");
        Path runFile = Files.writeString(dir.resolve("run.txt"), run);
        Path qrelsFile = Files.writeString(dir.resolve("qrels.txt"), qrels);
        List<String> options = List.of("--run", runFile.toString(), "--qrels", qrelsFile.toString(), "--k", "200",
                "--cutoffs", "10", "--thresholds", "hit_rate=0.5", "--show-queries", "all",
                "--report-directory", dir.resolve("out").toString());

        Outcome first = check(options);
        Outcome again = check(withReuse(options));

        assertThat(first.exit()).as(first.err()).isEqualTo(Main.PASSED);
        assertThat(again.exit()).as(again.err()).isEqualTo(Main.PASSED);
        assertThat(first.files()).containsOnlyKeys("report.json", "report.md", "report.html", "TEST-rag-eval.xml");
        assertThat(first.files().get("report.json")).contains("\"retrieved_count\" : 1000",
                "\"first_relevant_rank\" : 120", "\"tie_ranges\"");
        first.files().forEach((name, text) -> assertThat(again.files().get(name)).as(name).isEqualTo(text));
        assertThat(again.out()).isEqualTo(first.out());
        assertThat(first.out()).contains("... and 180 more");
    }

    @Test
    void aRetrieversRunOfMoreResultsThanReportJsonListsIsKeptWhole() throws Exception {
        List<String> options = retrieverOf130Documents();

        Outcome first = check(options);
        Outcome again = check(withReuse(options));

        assertThat(first.exit()).as(first.err()).isEqualTo(Main.PASSED);
        assertThat(first.files()).containsKey("run.trec");
        assertThat(first.files().get("run.trec").lines()).hasSize(120);
        first.files().forEach((name, text) -> assertThat(again.files().get(name)).as(name).isEqualTo(text));
        assertThat(again.out()).isEqualTo(first.out());
    }

    @Test
    void aRunTrecGoneSinceTheReportWasWrittenIsNotWrittenAgainFromTheListedHeads() throws Exception {
        List<String> options = retrieverOf130Documents();
        check(options);
        Files.delete(dir.resolve("out").resolve("run.trec"));

        Outcome again = check(withReuse(options));

        assertThat(again.exit()).as(again.err()).isEqualTo(Main.PASSED);
        assertThat(again.files()).doesNotContainKey("run.trec");
        assertThat(again.err()).contains("rag-eval: warning: run.trec not written: the re-gated report.json lists"
                + " only the first 100 results of some queries, and the run.trec written with it is no longer in",
                // It said "without reuseReport", a POM's words.
                ". Evaluate again without --reuse-report to write it.");
    }

    @Test
    void aComparisonOfVariantsIsReportedAlikeWhenReGatedAndHeldToTheNewRules() throws Exception {
        List<String> options = List.of("--corpus", "src/test/resources/seed/corpus.json", "--golden",
                "src/test/resources/seed/golden.json", "--variants", "words2:tfidf|words4:tfidf:tokenPattern="
                        + "(?u)\\b\\w{4\\,}\\b|fused:hybrid:fuse=words2+words4", "--gate-variant", "words4",
                "--thresholds", "hit_rate=0.8", "--show-queries", "all", "--report-directory",
                dir.resolve("out").toString());

        Outcome first = check(options);
        Outcome again = check(withReuse(options));
        List<String> stricter = new ArrayList<>(withReuse(options));
        stricter.set(stricter.indexOf("hit_rate=0.8"), "hit_rate=0.95");
        Outcome strict = check(stricter);

        assertThat(first.exit()).as(first.err()).isEqualTo(Main.PASSED);
        assertThat(first.files().get("report.json")).contains("\"variant_comparison\"");
        first.files().forEach((name, text) -> assertThat(again.files().get(name)).as(name).isEqualTo(text));
        assertThat(again.out()).isEqualTo(first.out());
        assertThat(strict.exit()).isEqualTo(Main.GATE_FAILED);
        // Each variant's verdict is under the rules of the re-gating build, as an evaluation would give it.
        assertThat(strict.out()).contains("words2 ", "fused ");
        assertThat(strict.files().get("report.md")).contains("| fused | hybrid |").containsPattern(
                "\\| fused \\| hybrid \\|.*FAIL");
    }

    /** One query over 130 documents, 120 of which it retrieves (k 120), the relevant one at 125. */
    private List<String> retrieverOf130Documents() throws IOException {
        StringBuilder corpus = new StringBuilder("[");
        for (int d = 1; d <= 130; d++) {
            corpus.append(d == 1 ? "" : ",").append("{\"doc_id\": \"d").append(d).append("\", \"text\": \"")
                    .append("password ".repeat(1 + d % 7)).append("words ".repeat(d)).append("\"}");
        }
        Path corpusFile = Files.writeString(dir.resolve("corpus.json"), corpus.append("]"));
        Path golden = Files.writeString(dir.resolve("golden.json"), "[{\"query\": \"reset my password\","
                + " \"relevant_doc_ids\": [\"d125\"]}]");
        return List.of("--corpus", corpusFile.toString(), "--golden", golden.toString(), "--k", "120",
                "--show-queries", "all", "--report-directory", dir.resolve("out").toString());
    }

    private static void ranking(StringBuilder run, String query, int results) {
        for (int r = 1; r <= results; r++) {
            run.append(query).append(" Q0 ").append(query).append("-d").append(r).append(' ').append(r).append(' ')
                    .append(results - r + 1).append(".5 sys\n");
        }
    }

    /**
     * The same command re-gating: without the options that say what is evaluated, which re-gating does not read (given,
     * they are an error), and with those it reads: the gate's, the variants', the reports'.
     */
    private static List<String> withReuse(List<String> options) {
        List<String> evaluation = List.of("--run", "--qrels", "--k", "--cutoffs", "--corpus", "--golden");
        List<String> reuse = new ArrayList<>();
        for (int i = 0; i < options.size(); i += 2) {
            if (!evaluation.contains(options.get(i))) {
                reuse.addAll(options.subList(i, i + 2));
            }
        }
        reuse.addAll(List.of("--reuse-report", "true"));
        return reuse;
    }

    private record Outcome(int exit, String out, String err, Map<String, String> files) {
    }

    private Outcome check(List<String> options) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(options, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> written = Files.list(dir.resolve("out"))) {
            for (Path file : written.toList()) {
                files.put(file.getFileName().toString(), Files.readString(file));
            }
        }
        return new Outcome(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), files);
    }
}
