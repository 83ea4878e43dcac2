package io.github.rageval.engine.retriever.search.solr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import io.github.rageval.engine.retriever.search.FakeCluster.Answer;
import io.github.rageval.engine.retriever.search.FakeCluster;
import io.github.rageval.engine.settings.table.OptionWords;
import java.net.ServerSocket;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The solr retriever against an in-process HTTP server playing Solr: requests, responses, retries and errors. */
class SolrRetrieverTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PASSWORD = "s3cr3t-Pa55";
    private static final String TWO_DOCS = "{\"responseHeader\":{\"status\":0,\"QTime\":3},\"response\":{\"numFound\":"
            + "2,\"start\":0,\"maxScore\":2.4849067,\"numFoundExact\":true,\"docs\":[{\"id\":\"pw-reset\",\"score\":"
            + "2.4849067},{\"id\":\"2fa-setup\",\"score\":0.8630463}]}}";

    private FakeCluster cluster;

    @BeforeEach
    void start() throws Exception {
        cluster = new FakeCluster();
    }

    @AfterEach
    void stop() {
        cluster.close();
    }

    private Retriever solr(String... options) throws ConfigurationException {
        Map<String, String> values = new HashMap<>();
        values.put("url", cluster.url() + "/solr/docs");
        for (int i = 0; i < options.length; i += 2) {
            values.put(options[i], options[i + 1]);
        }
        return new SolrRetrieverFactory().create(new RetrieverOptions("solr", values));
    }

    @Test
    void isABuiltInRetrieverThatNeedsNoCorpus() {
        assertThat(Retrievers.builtIn("solr")).get().isInstanceOf(SolrRetrieverFactory.class);
        assertThat(new SolrRetrieverFactory().needsCorpus()).isFalse();
    }

    @Test
    void chunkingIsAConfigurationErrorForAClusterThatHoldsItsOwnIndex() {
        assertThatThrownBy(() -> Retrievers.check(RetrieverSpec.builder("solr")
                .options(Map.of("url", cluster.url() + "/solr/docs"))
                .chunking(ChunkingSettings.parse(Map.of("size", "200"))).build()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("chunking is set for the solr retriever, which queries an index of its own and is handed"
                        + " no documents to cut: the chunking would be ignored. Chunk the documents where that index"
                        + " is built, and remove chunking.");
    }

    @Test
    void postsTheDefaultRequestToSelectAndReadsTheDocsInTheOrderReturned() throws Exception {
        cluster.then(Answer.ok(TWO_DOCS));
        try (Retriever solr = solr()) {
            assertThat(solr.threadSafe()).isTrue();
            assertThat(solr.retrieve("How do I reset my \"password\"?", 5)).containsExactly(
                    new ScoredDocument("pw-reset", 2.4849067), new ScoredDocument("2fa-setup", 0.8630463));
        }
        FakeCluster.Received request = cluster.received().get(0);
        assertThat(request.method()).isEqualTo("POST");
        assertThat(request.path()).isEqualTo("/solr/docs/select");
        assertThat(request.header("Content-Type")).isEqualTo("application/json; charset=utf-8");
        assertThat(request.header("Authorization")).isNull();
        assertThat(JSON.readTree(request.body())).isEqualTo(JSON.readTree("{\"params\": {\"q\": \"How do I reset my"
                + " \\\"password\\\"?\", \"defType\": \"simple\", \"q.operators\": \"WHITESPACE\", \"qf\": \"text\","
                + " \"q.op\": \"OR\", \"rows\": 5,"
                + " \"fl\": \"id,score\", \"sort\": \"score desc,id asc\"}}"));
    }

    @Test
    void sendsTheRequestOptionWithItsPlaceholdersFilledAndReadsTheIdField() throws Exception {
        cluster.then(Answer.ok("{\"response\":{\"docs\":[{\"doc_id\":[\"a\"],\"score\":1.5},{\"doc_id\":7}]}}"));
        String request = "{\"query\": \"{!edismax qf=title^2}{{query}}\", \"limit\": {{k}}, \"fields\":"
                + " \"doc_id,score\"}";
        try (Retriever solr = solr("request", request, "idField", "doc_id")) {
            // The first value of a multi-valued id, a number as written, a missing score as NaN (reported missing).
            List<ScoredDocument> ranking = solr.retrieve("line\nbreak", 3);
            assertThat(ranking).extracting(ScoredDocument::id).containsExactly("a", "7");
            assertThat(ranking.get(0).score()).isEqualTo(1.5);
            assertThat(ranking.get(1).score()).isNaN();
        }
        assertThat(cluster.received().get(0).body()).isEqualTo("{\"query\": \"{!edismax qf=title^2}line\\nbreak\","
                + " \"limit\": 3, \"fields\": \"doc_id,score\"}");
    }

    @Test
    void aNumericIdIsTakenAsWrittenItsTrailingZerosAndDigitsKept() throws Exception {
        cluster.then(Answer.ok("{\"response\":{\"docs\":[{\"id\":2.50,\"score\":3.25},{\"id\":10.0,\"score\":2.5},"
                + "{\"id\":0.1000000000000000055511151231257827,\"score\":1.0},{\"id\":12345678901234567890123,"
                + "\"score\":0.1}]}}"));
        try (Retriever solr = solr()) {
            List<ScoredDocument> ranking = solr.retrieve("a", 4);
            assertThat(ranking).extracting(ScoredDocument::id).containsExactly("2.50", "10.0",
                    "0.1000000000000000055511151231257827", "12345678901234567890123");
            assertThat(ranking).extracting(ScoredDocument::score).containsExactly(3.25, 2.5, 1.0, 0.1);
        }
    }

    @Test
    void retriesA429AndReturnsTheAnswerThatFollows() throws Exception {
        cluster.then(new Answer(429, "{\"error\":{\"msg\":\"slow down\"}}", 0, Map.of("Retry-After", "0")))
                .then(Answer.ok(TWO_DOCS));
        try (Retriever solr = solr()) {
            assertThat(solr.retrieve("password", 2)).extracting(ScoredDocument::id)
                    .containsExactly("pw-reset", "2fa-setup");
        }
        assertThat(cluster.received()).hasSize(2);
    }

    @Test
    void a503ThatOutlastsTheRetriesIsOneClearParagraph() throws Exception {
        String body = "{\"responseHeader\":{\"status\":503},\"error\":{\"msg\":\"no active servers hosting shard:"
                + " shard2\",\"code\":503}," + "\"padding\":\"" + "x".repeat(400) + "\"}";
        cluster.otherwise(request -> Answer.status(503, body));
        try (Retriever solr = solr("retries", "2")) {
            assertThatThrownBy(() -> solr.retrieve("reset password", 10))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessage("the solr retriever's search for query 'reset password' at " + cluster.url()
                            + "/solr/docs/select failed: HTTP 503 (3 attempts). Response: " + body.substring(0, 300)
                            + "... The cluster was overloaded or a shard had no live replica: check the cluster's"
                            + " health, lower retrieverOptions concurrency, or raise retries.");
        }
        assertThat(cluster.received()).hasSize(3);
    }

    @Test
    void a400IsNotRetried() throws Exception {
        cluster.otherwise(request -> Answer.status(400, "{\"error\":{\"msg\":\"undefined field qf\",\"code\":400}}"));
        try (Retriever solr = solr()) {
            assertThatThrownBy(() -> solr.retrieve("password", 10))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessage("the solr retriever's search for query 'password' at " + cluster.url()
                            + "/solr/docs/select failed: HTTP 400 (1 attempt). Response: {\"error\":{\"msg\":"
                            + "\"undefined field qf\",\"code\":400}} The cluster rejected the request: check"
                            + " retrieverOptions request (and that the query parser accepts any text).");
        }
        assertThat(cluster.received()).hasSize(1);
    }

    @Test
    void aResponseSlowerThanTheTimeoutIsAClearErrorAndIsNotRetried() throws Exception {
        cluster.otherwise(request -> new Answer(200, TWO_DOCS, 3000, Map.of()));
        try (Retriever solr = solr("timeout", "300ms")) {
            assertThatThrownBy(() -> solr.retrieve("password", 10))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessage("the solr retriever's search for query 'password' at " + cluster.url()
                            + "/solr/docs/select failed: no response within 300ms (1 attempt). Raise retrieverOptions"
                            + " timeout, or check the cluster's load.");
        }
        assertThat(cluster.received()).hasSize(1);
    }

    @Test
    void aClusterThatIsNotListeningIsRetriedThenAClearError() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        String url = "http://127.0.0.1:" + closedPort + "/solr/docs";
        try (Retriever solr = new SolrRetrieverFactory().create(new RetrieverOptions("solr",
                Map.of("url", url, "retries", "1")))) {
            assertThatThrownBy(() -> solr.retrieve("password", 10))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith("the solr retriever's search for query 'password' at " + url
                            + "/select failed: could not get a response (ConnectException")
                    .hasMessageEndingWith("(2 attempts). Check that the cluster is running and reachable at that"
                            + " URL (retrieverOptions url).");
        }
    }

    @Test
    void credentialsEchoedInAnyEncodingOrAcrossTheCutAreMaskedUserIncluded() throws Exception {
        String user = "gate-bot";
        String password = "p@ss/w\u00f6rd\"1";
        byte[] utf8 = password.getBytes(StandardCharsets.UTF_8);
        List<String> echoes = List.of(user, "p@ss\\/w\\u00f6rd\\\"1",
                URLEncoder.encode(password, StandardCharsets.UTF_8), password.toUpperCase(Locale.ROOT),
                Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8)),
                // Go's and Python's HTML escapes, each character as a JSON u-escape, URL-encoded twice, hex, Base64
                "p@ss/w&#246;rd&#34;1", "p@ss/w\u00f6rd&#x22;1",
                "\\u0070\\u0040\\u0073\\u0073\\u002F\\u0077\\u00F6\\u0072\\u0064\\u0022\\u0031",
                URLEncoder.encode(URLEncoder.encode(password, StandardCharsets.UTF_8), StandardCharsets.UTF_8),
                java.util.HexFormat.of().formatHex(utf8), Base64.getEncoder().encodeToString(utf8));
        cluster.then(Answer.status(401, "{\"error\":[\"" + String.join("\",\"", echoes) + "\"]}"))
                // The password straddles the 300 characters quoted: its start must not be left before the cut.
                .then(Answer.status(401, "e".repeat(295) + password + " rejected"));
        try (Retriever solr = solr("user", user, "password", password, "retries", "0")) {
            for (int attempt = 0; attempt < 2; attempt++) {
                assertThatThrownBy(() -> solr.retrieve("reset", 10)).isInstanceOf(RetrieverException.class)
                        .hasMessageContaining("HTTP 401 (1 attempt). Response: ")
                        .hasMessageContaining("***")
                        .satisfies(e -> assertThat(e.getMessage()).doesNotContain(user, "p@ss", "P@SS", "p%40ss",
                                "P%40SS", "Z2F0ZS1ib3", "p%2540ss", "70407373", "cEBzc"))
                        .satisfies(e -> echoes.forEach(echo -> assertThat(e.getMessage()).as(echo)
                                .doesNotContainIgnoringCase(echo)));
            }
        }
    }

    @Test
    void sendsBasicAuthAndNeverShowsThePassword() throws Exception {
        // A proxy that echoes the request's credentials in its error page, the worst case.
        String token = Base64.getEncoder().encodeToString(("rag:" + PASSWORD).getBytes(StandardCharsets.UTF_8));
        cluster.otherwise(request -> Answer.status(401, "bad credentials Basic " + token + " (" + PASSWORD + ")"));
        Map<String, String> options = Map.of("url", cluster.url() + "/solr/docs", "user", "rag", "password",
                PASSWORD);
        try (Retriever solr = new SolrRetrieverFactory().create(new RetrieverOptions("solr", options))) {
            assertThatThrownBy(() -> solr.retrieve("password", 10))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessageContaining("HTTP 401 (1 attempt). Response: bad credentials Basic *** (***)")
                    .hasMessageEndingWith("Check retrieverOptions user and password (or the <server> of"
                            + " settings.xml that serverId names), and that the user may search there.")
                    .message().doesNotContain(PASSWORD).doesNotContain(token);
        }
        assertThat(cluster.received().get(0).header("Authorization")).isEqualTo("Basic " + token);
        Map<String, Object> described = new SolrRetrieverFactory().describe(new RetrieverOptions("solr", options));
        assertThat(described.toString()).doesNotContain(PASSWORD).doesNotContain("rag");
    }

    @Test
    void boundsTheRequestsInFlightAndKeepsEachQuerysAnswer() throws Exception {
        // Each answer names the query it answers, slowly enough for requests to pile up.
        cluster.otherwise(body -> {
            try {
                String query = JSON.readTree(body).path("params").path("q").asText();
                return new Answer(200, "{\"response\":{\"docs\":[{\"id\":\"" + query + "\",\"score\":1.0}]}}", 100,
                        Map.of());
            } catch (Exception e) {
                return Answer.status(500, e.toString());
            }
        });
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try (Retriever solr = solr("concurrency", "2")) {
            List<Future<List<ScoredDocument>>> answers = new ArrayList<>();
            for (int q = 0; q < 16; q++) {
                String query = "q" + q;
                answers.add(threads.submit(() -> solr.retrieve(query, 1)));
            }
            for (int q = 0; q < 16; q++) {
                assertThat(answers.get(q).get()).extracting(ScoredDocument::id).containsExactly("q" + q);
            }
        } finally {
            threads.shutdownNow();
        }
        assertThat(cluster.maxInFlight()).isEqualTo(2);
    }

    @Test
    void aResponseWithoutDocsOrIdsIsAClearError() throws Exception {
        cluster.then(Answer.ok("{\"responseHeader\":{\"status\":0}}"))
                .then(Answer.ok("{\"response\":{\"docs\":[{\"score\":1.0}]}}"))
                .then(Answer.ok("<html>not json</html>"));
        try (Retriever solr = solr()) {
            assertThatThrownBy(() -> solr.retrieve("a", 1)).hasMessageContaining("failed: the response is not a Solr"
                    + " search response (it has no response.docs array). Response: {\"responseHeader\"");
            assertThatThrownBy(() -> solr.retrieve("b", 1)).hasMessageContaining("(a document has no field 'id'"
                    + " (option idField): add it to the request's fl (or fields), with score)");
            assertThatThrownBy(() -> solr.retrieve("c", 1)).hasMessageContaining("failed: the response is not JSON (");
        }
    }

    /**
     * Solr's {@code partialResults} (timeAllowed ran out, or shards.tolerant skipped a shard that failed) is an error
     * naming the cluster, the query and what was partial, never a ranking gated as if whole.
     */
    @Test
    void aPartialResponseIsAnErrorNotARanking() throws Exception {
        cluster.then(Answer.ok("{\"responseHeader\":{\"status\":0,\"QTime\":1001,\"partialResults\":true,"
                + "\"partialResultsDetails\":\"Limits exceeded! (Query limits: [TimeAllowedLimit:LIMIT EXCEEDED])\"},"
                + "\"response\":{\"numFound\":1,\"start\":0,\"docs\":[{\"id\":\"pw-reset\",\"score\":2.48}]}}"))
                .then(Answer.ok("{\"responseHeader\":{\"status\":0,\"partialResults\":true},\"response\":{"
                        + "\"numFound\":0,\"docs\":[]}}"))
                .then(Answer.ok(TWO_DOCS.replace("\"QTime\":3", "\"QTime\":3,\"partialResults\":false")));
        String prefix = "the solr retriever's search for query 'password' at " + cluster.url()
                + "/solr/docs/select failed: the cluster answered with partial results (responseHeader.partialResults"
                + " is true";
        String advice = "). A partial answer would be judged as if it were whole, so the gate stops here: check the"
                + " cluster's health, or raise the request's timeout, and run again.";
        try (Retriever solr = solr()) {
            assertThatThrownBy(() -> solr.retrieve("password", 2)).isInstanceOf(RetrieverException.class)
                    .hasMessage(prefix + ": Limits exceeded! (Query limits: [TimeAllowedLimit:LIMIT EXCEEDED])"
                            + advice);
            assertThatThrownBy(() -> solr.retrieve("password", 2)).isInstanceOf(RetrieverException.class)
                    .hasMessage(prefix + advice);
            assertThat(solr.retrieve("password", 2)).extracting(ScoredDocument::id)
                    .containsExactly("pw-reset", "2fa-setup");
        }
    }

    /**
     * A shard's error in shards.info, or an error in an HTTP 200 (an "error" object, a responseHeader.status other
     * than 0), is no whole answer: before, the docs that came with it were gated as if whole.
     */
    @Test
    void aShardErrorOrAnErrorInA200IsAPartialResponse() throws Exception {
        cluster.then(Answer.ok(TWO_DOCS.replace("\"response\":", "\"shards.info\":{\"http://s1/solr/docs\":{"
                        + "\"numFound\":2,\"time\":3},\"http://s2/solr/docs\":{\"error\":\"org.apache.solr.common"
                        + ".SolrException: Server refused connection\",\"trace\":\"...\",\"time\":1}},\"response\":")))
                .then(Answer.ok(TWO_DOCS.replace("\"response\":", "\"error\":{\"msg\":\"undefined field body\","
                        + "\"code\":400},\"response\":")))
                .then(Answer.ok(TWO_DOCS.replace("\"status\":0", "\"status\":500")));
        String prefix = "the solr retriever's search for query 'password' at " + cluster.url()
                + "/solr/docs/select failed: the cluster answered with partial results (";
        try (Retriever solr = solr()) {
            assertThatThrownBy(() -> solr.retrieve("password", 2)).isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith(prefix + "shards.info holds an error for shard http://s2/solr/docs:"
                            + " org.apache.solr.common.SolrException: Server refused connection)");
            assertThatThrownBy(() -> solr.retrieve("password", 2)).isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith(prefix + "the response holds an error: undefined field body)");
            assertThatThrownBy(() -> solr.retrieve("password", 2)).isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith(prefix + "responseHeader.status is 500, not 0)");
        }
    }

    @Test
    void describesItsSettingsWithTheEffectiveDefaultRequest() throws Exception {
        Map<String, Object> described = new SolrRetrieverFactory().describe(new RetrieverOptions("solr",
                Map.of("url", "http://solr.example:8983/solr/docs/", "qf", "body", "idField", "doc_id")));
        assertThat(described).containsExactly(
                Map.entry("type", "solr"),
                Map.entry("url", "http://solr.example:8983/solr/docs/select"),
                Map.entry("request", "{\"params\": {\"q\": \"{{query}}\", \"defType\": \"simple\", \"q.operators\":"
                        + " \"WHITESPACE\", \"qf\": \"body\", \"q.op\": \"OR\", \"rows\": {{k}}, \"fl\": \"doc_id,score\","
                        + " \"sort\": \"score desc,doc_id asc\"}}"),
                Map.entry("qf", "body"),
                Map.entry("id_field", "doc_id"),
                Map.entry("timeout", "30s"),
                Map.entry("retries", 3),
                Map.entry("concurrency", 4));
    }

    @Test
    void optionsThatCannotBeUsedAreConfigurationErrors() {
        SolrRetrieverFactory factory = new SolrRetrieverFactory();
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("solr", Map.of())))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("the solr retriever needs retrieverOptions url: a Solr collection (or core), e.g."
                        + " http://localhost:8983/solr/docs.");
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("solr",
                Map.of("url", "http://rag:" + PASSWORD + "@solr:8983/solr/docs"))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("holds credentials (user:password@). Put them in the options user and password")
                .message().doesNotContain(PASSWORD);
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("solr",
                Map.of("url", "http://solr:8983/solr/docs", "request", "{\"q\": \"{{query}}\"}", "qf", "title"))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions qf of the solr retriever is read only by the default request, and"
                        + " request is set too, so it would be ignored. Write it into the request, and remove the"
                        + " option qf.");
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("solr",
                Map.of("url", "http://solr:8983/solr/docs", "timeout", "10"))))
                .hasMessage("retrieverOptions timeout = '10' of the solr retriever is not a duration above zero."
                        + " Write a whole number with its unit: 500ms, 10s or 2m.");
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("solr",
                Map.of("url", "http://solr:8983/solr/docs", "retries", "-1"))))
                .hasMessageStartingWith("retrieverOptions retries = '-1' of the solr retriever is not a whole number"
                        + " from 0 to 10.");
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("solr",
                Map.of("url", "http://solr:8983/solr/docs", "user", "rag"))))
                .hasMessage("retrieverOptions of the solr retriever set user without password. Basic authentication"
                        + " needs both; set both, or neither for a cluster without authentication.");
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("solr", Map.of("url", "solr:8983/docs"))))
                .hasMessageContaining("is not an http:// or https:// URL with a host");
    }

    @Test
    void onTheCommandLineOptionsAreNamedAsEntriesOfTheRetrieverOptionsOption() {
        OptionWords commandLine = new OptionWords("--retriever-options", "--retriever-options ", false);
        SolrRetrieverFactory factory = new SolrRetrieverFactory();
        Map<Map<String, String>, String> messages = new java.util.LinkedHashMap<>();
        messages.put(Map.of(), "the solr retriever needs --retriever-options url: ");
        messages.put(Map.of("url", "solr:8983/docs"), "--retriever-options url=solr:8983/docs of the solr retriever is"
                + " not an http:// or https:// URL");
        messages.put(Map.of("url", "http://solr:8983/solr/docs", "timeout", "10"), "--retriever-options timeout=10 of"
                + " the solr retriever is not a duration");
        messages.put(Map.of("url", "http://solr:8983/solr/docs", "retries", "-1"), "--retriever-options retries=-1 of"
                + " the solr retriever is not a whole number");
        messages.put(Map.of("url", "http://solr:8983/solr/docs", "user", "rag"), "--retriever-options of the solr"
                + " retriever set user without password.");
        messages.put(Map.of("url", "http://solr:8983/solr/docs", "request", "{\"q\": \"{{query}}\"}", "qf", "title"),
                "--retriever-options qf of the solr retriever is read only by the default request");
        messages.put(Map.of("url", "http://solr:8983/solr/docs", "request", "{\"q\": \"*:*\"}"),
                "--retriever-options request of the solr retriever has no {{query}} placeholder");
        messages.put(Map.of("url", "http://solr:8983/solr/docs", "idField", " "), "--retriever-options idField of the"
                + " solr retriever is empty.");
        messages.forEach((options, message) -> assertThatThrownBy(() -> factory.create(new RetrieverOptions("solr",
                options, List.of(), null, commandLine))).hasMessageStartingWith(message));
    }
}
