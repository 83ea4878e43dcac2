package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.retriever.search.FakeCluster;
import io.github.rageval.engine.retriever.search.FakeCluster.Answer;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole gate on the solr retriever, through rag-eval's command line in a JVM of its own (it exits with the gate's
 * code): no corpus is needed, report.json records the retriever's settings without the password, and a cluster that
 * fails mid-run stops the gate with the retriever's paragraph and no report written.
 */
class CommandLineRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PASSWORD = "pa55-w0rd";

    @TempDir
    Path folder;
    private FakeCluster cluster;
    private Path golden;

    @BeforeEach
    void start() throws Exception {
        cluster = new FakeCluster();
        golden = folder.resolve("golden.json");
        try (InputStream in = getClass().getResourceAsStream("/seed/golden.json")) {
            Files.write(golden, in.readAllBytes());
        }
    }

    @AfterEach
    void stop() {
        cluster.close();
    }

    /** Answers each query with its golden set's first relevant document. */
    private static Answer relevantFirst(String body, JsonNode cases) {
        try {
            String query = JSON.readTree(body).path("params").path("q").asText();
            for (JsonNode c : cases) {
                if (c.get("query").asText().equals(query)) {
                    String id = c.get("relevant_doc_ids").get(0).asText();
                    return Answer.ok("{\"response\":{\"docs\":[{\"id\":\"" + id + "\",\"score\":2.5}]}}");
                }
            }
            return Answer.ok("{\"response\":{\"docs\":[]}}");
        } catch (Exception e) {
            return Answer.status(500, e.toString());
        }
    }

    private Run run(Path reports) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "--golden", golden.toString(), "--k", "1", "--retriever", "solr",
                "--retriever-options", "url=" + cluster.url() + "/solr/docs,user=gate,password=" + PASSWORD
                        + ",retries=0",
                "--report-directory", reports.toString(), "--show-queries", "none"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), output);
    }

    private record Run(int exitCode, String output) {
    }

    @Test
    void gatesWhatTheClusterReturnsWithoutACorpus() throws Exception {
        JsonNode cases = JSON.readTree(golden.toFile());
        cluster.otherwise(body -> relevantFirst(body, cases));
        Path reports = folder.resolve("reports");
        Run run = run(reports);
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("'hit_rate': 1.0").doesNotContain(PASSWORD);
        String report = Files.readString(reports.resolve("report.json"));
        assertThat(report).doesNotContain(PASSWORD).doesNotContain("gate");
        JsonNode settings = JSON.readTree(report).findValue("retriever");
        assertThat(settings.toString()).contains("\"type\":\"solr\"").contains("\"concurrency\":4");
    }

    @Test
    void aClusterFailingMidRunStopsTheGateWithNoReportWritten() throws Exception {
        JsonNode cases = JSON.readTree(golden.toFile());
        AtomicInteger asked = new AtomicInteger();
        cluster.otherwise(body -> asked.incrementAndGet() <= 3 ? relevantFirst(body, cases)
                : Answer.status(503, "{\"error\":{\"msg\":\"no active servers hosting shard: shard2\",\"code\":503}}"));
        Path reports = folder.resolve("reports");
        Run run = run(reports);
        assertThat(run.exitCode()).as(run.output()).isEqualTo(2);
        assertThat(run.output()).containsPattern("rag-eval retriever error: retriever solr failed in retrieve for query"
                        + " '[^']+': the solr retriever's search for query '[^']+' at " + cluster.url()
                        + "/solr/docs/select failed: HTTP 503 \\(1 attempt\\)\\. Response: \\{\"error\"")
                .doesNotContain(PASSWORD).doesNotContain("RetrieverException").doesNotContain("\tat ");
        assertThat(reports.resolve("report.json")).doesNotExist();
    }
}
