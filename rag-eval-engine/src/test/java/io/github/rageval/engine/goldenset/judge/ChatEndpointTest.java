package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.read.CommandLineNames;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The chat endpoint against a local server that answers as recorded: the request UMBRELA sends, the answers it takes,
 * and every way a server can fail, each said with the URL and never the key.
 */
class ChatEndpointTest {
    private static final String KEY = "sk-judge-5ecret";
    private RecordedChatServer server;

    @BeforeEach
    void start() throws IOException {
        server = new RecordedChatServer();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private ChatEndpoint endpoint() {
        return new ChatEndpoint(server.base(), "qwen3:8b", KEY);
    }

    @Test
    void asksAsUmbrelaAsksAndTakesTheAnswerLowerCased() throws Exception {
        server.completion("\"##Final Score: 2\"");

        assertThat(endpoint().ask("the prompt")).isEqualTo(new ChatAnswer("##final score: 2", null));
        assertThat(server.bodies()).containsExactly("{\"model\":\"qwen3:8b\",\"messages\":[{\"role\":\"system\","
                + "\"content\":\"You are a helpful assistant.\"},{\"role\":\"user\",\"content\":\"the prompt\"}],"
                + "\"temperature\":0.0,\"max_tokens\":100,\"top_p\":1,\"frequency_penalty\":0.5,"
                + "\"presence_penalty\":0}");
        assertThat(server.authorizations()).containsExactly("Bearer " + KEY);
    }

    @Test
    void aReasoningModelIsAskedAsUmbrelaAsksOne() throws Exception {
        server.completion("\"3\"").completion("\"3\"");

        new ChatEndpoint(server.base(), "o3-mini", KEY).ask("the prompt");
        new ChatEndpoint(server.base(), "gpt-5-mini", KEY).ask("the prompt");

        // o1, o3 and o4 get the system message folded into the user's; gpt-5 keeps it; both: temperature 1,
        // max_completion_tokens 4096, no top_p and no penalties.
        assertThat(server.bodies()).containsExactly(
                "{\"model\":\"o3-mini\",\"messages\":[{\"role\":\"user\",\"content\":\"You are a helpful"
                        + " assistant.\\nthe prompt\"}],\"temperature\":1.0,\"max_completion_tokens\":4096}",
                "{\"model\":\"gpt-5-mini\",\"messages\":[{\"role\":\"system\",\"content\":\"You are a helpful"
                        + " assistant.\"},{\"role\":\"user\",\"content\":\"the prompt\"}],\"temperature\":1.0,"
                        + "\"max_completion_tokens\":4096}");
    }

    @Test
    void theReasoningBesideTheContentIsKeptAndReadAfterIt() throws Exception {
        server.message("{\"role\": \"assistant\", \"content\": null, \"reasoning_content\": \"Final Score: 1\"}")
                .message("{\"role\": \"assistant\", \"content\": \"##Final score: 2\", \"reasoning\": \"Maybe 1\","
                        + " \"reasoning_content\": \"ignored\"}")
                .message("{\"role\": \"assistant\", \"content\": \"3\", \"reasoning\": \"\", \"reasoning_content\":"
                        + " {\"not\": \"text\"}}");

        ChatAnswer onlyReasoning = endpoint().ask("p");
        assertThat(onlyReasoning).isEqualTo(new ChatAnswer("", "Final Score: 1"));
        assertThat(onlyReasoning.graded()).isEqualTo("Final Score: 1");
        assertThat(onlyReasoning.isEmpty()).isFalse();
        // reasoning comes before reasoning_content; the content is lower-cased, the reasoning kept as written.
        assertThat(endpoint().ask("p").graded()).isEqualTo("##final score: 2\nMaybe 1");
        // An empty reasoning and one that is no text are no reasoning.
        assertThat(endpoint().ask("p")).isEqualTo(new ChatAnswer("3", null));
    }

    @Test
    void noContentIsAnEmptyAnswerAndARefusedRequestIsAnErrorWithTheEndpointsReason() throws Exception {
        server.completion("null");
        assertThat(endpoint().ask("p").isEmpty()).isTrue();

        // As OpenAI refuses max_tokens for a reasoning model: said at once, never an "unreadable" answer.
        server.reply(400, "{\"error\": {\"message\": \"Unsupported parameter: 'max_tokens'\"}}");
        assertThatThrownBy(() -> endpoint().ask("p")).isInstanceOf(InputException.class)
                .hasMessage("the judge's chat endpoint http://127.0.0.1:" + server.port() + "/v1/chat/completions"
                        + " (model qwen3:8b) answered HTTP 400: {\"error\": {\"message\": \"Unsupported parameter:"
                        + " 'max_tokens'\"}}.");
        assertThat(server.bodies()).hasSize(2);
        server.reply(422, "unknown model");
        assertThatThrownBy(() -> endpoint().ask("p")).hasMessageEndingWith("answered HTTP 422: unknown model.");
    }

    @Test
    void aServerErrorIsAskedAgainWithBackoffUpToTheAttempts() throws Exception {
        List<Long> waits = new ArrayList<>();
        server.reply(503, "busy").reply(500, "busy").completion("\"3\"");
        assertThat(endpoint(policy(waits, Duration.ofSeconds(5), Duration.ofMinutes(1))).ask("p").graded())
                .isEqualTo("3");
        // Full jitter between half and all of 100 ms, then of 200 ms.
        assertThat(waits).hasSize(2);
        assertThat(waits.get(0)).isBetween(50L, 100L);
        assertThat(waits.get(1)).isBetween(100L, 200L);

        server.reply(500, "key " + KEY + " is overloaded").reply(500, "busy").reply(502, "key " + KEY
                + " is overloaded");
        assertThatThrownBy(() -> endpoint(policy(new ArrayList<>(), Duration.ofSeconds(5), Duration.ofMinutes(1)))
                .ask("p")).isInstanceOf(InputException.class)
                .hasMessage("the judge's chat endpoint http://127.0.0.1:" + server.port() + "/v1/chat/completions"
                        + " (model qwen3:8b) answered HTTP 502: key *** is overloaded on each of 3 attempts.");
    }

    @Test
    void retryAfterIsHonouredAndAWaitBeyondTheBudgetIsNotWaitedFor() throws Exception {
        List<Long> waits = new ArrayList<>();
        server.replyRetryAfter(429, "2").completion("\"1\"");
        assertThat(endpoint(policy(waits, Duration.ofSeconds(5), Duration.ofMinutes(1))).ask("p").graded())
                .isEqualTo("1");
        assertThat(waits).containsExactly(2000L);

        server.replyRetryAfter(503, "3600");
        assertThatThrownBy(() -> endpoint(policy(waits, Duration.ofSeconds(5), Duration.ofMinutes(1))).ask("p"))
                .hasMessageEndingWith("answered HTTP 503: busy; it asked to wait 3600 s before asking again, beyond"
                        + " the 60 s allowed for one question.");
        assertThat(waits).containsExactly(2000L);
    }

    @Test
    void aRetryAfterIsReadAsSecondsOrAsAnHttpDate() {
        ZonedDateTime now = ZonedDateTime.of(2026, 12, 5, 10, 0, 0, 0, ZoneOffset.UTC);
        assertThat(RetryPolicy.retryAfter(" 7 ", now)).hasValue(7000L);
        assertThat(RetryPolicy.retryAfter("Sat, 05 Dec 2026 10:00:30 GMT", now)).hasValue(30_000L);
        assertThat(RetryPolicy.retryAfter("Sat, 05 Dec 2026 09:00:00 GMT", now)).hasValue(0L);
        assertThat(RetryPolicy.retryAfter("soon", now)).isEmpty();
    }

    @Test
    void aBodyThatTricklesIsBoundedByTheWholeAnswersTimeout() throws Exception {
        server.trickle("\"this answer comes far too slowly to be waited for\"", 100).trickle("\"x\"", 100)
                .trickle("\"y\"", 100);
        assertThatThrownBy(() -> endpoint(policy(new ArrayList<>(), Duration.ofMillis(300), Duration.ofMinutes(1)))
                .ask("p")).hasMessageEndingWith("did not answer within 300 ms on each of 3 attempts.");
    }

    private ChatEndpoint endpoint(RetryPolicy policy) {
        return new ChatEndpoint(server.base(), "qwen3:8b", KEY, null, SettingWords.PARAMETERS, policy);
    }

    private static RetryPolicy policy(List<Long> waits, Duration answerTimeout, Duration budget) {
        return new RetryPolicy(3, answerTimeout, Duration.ofMillis(100), Duration.ofSeconds(1), budget, waits::add);
    }

    @Test
    void aRefusedKeyNoEndpointAndNoChatCompletionAreErrorsThatNeverShowTheKey() {
        server.reply(401, "invalid key " + KEY);
        assertThatThrownBy(() -> endpoint().ask("p")).hasMessageEndingWith("refused the key (HTTP 401). Check the"
                + " key of judgeServerId.").message().asString().doesNotContain(KEY);

        ChatEndpoint wrongPath = new ChatEndpoint(URI.create("http://127.0.0.1:" + server.port()), "m", null);
        assertThatThrownBy(() -> wrongPath.ask("p")).hasMessageContaining("has no chat endpoint (HTTP 404)");

        server.reply(200, "<html>a login page for " + KEY + "</html>");
        assertThatThrownBy(() -> endpoint().ask("p")).hasMessageContaining("answered with something that is not"
                + " JSON: <html>a login page for ***</html>");
        server.reply(200, "{\"data\": []}");
        assertThatThrownBy(() -> endpoint().ask("p")).hasMessageContaining("answered without choices[0].message");
    }

    @Test
    void theAdviceNamesTheSettingsAndTheKeyAsTheFrontEndDoes() throws Exception {
        // The command line was told "check judgeUrl" and "Check the key of judgeServerId", an option it refuses.
        SettingWords commandLine = CommandLineNames.words();
        String fromEnvironment = "the key in RAGEVAL_JUDGE_API_KEY";
        server.reply(401, "invalid key");
        assertThatThrownBy(() -> new ChatEndpoint(server.base(), "m", KEY, fromEnvironment, commandLine).ask("p"))
                .hasMessageEndingWith("refused the key (HTTP 401). Check the key in RAGEVAL_JUDGE_API_KEY.");
        ChatEndpoint wrongPath = new ChatEndpoint(URI.create("http://127.0.0.1:" + server.port()), "m", null,
                fromEnvironment, commandLine);
        assertThatThrownBy(() -> wrongPath.ask("p")).hasMessageContaining("has no chat endpoint (HTTP 404)."
                + " --judge-url is the API's base");
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        assertThatThrownBy(() -> new ChatEndpoint(URI.create("http://127.0.0.1:" + port + "/v1"), "m", KEY,
                fromEnvironment, commandLine).ask("p"))
                .hasMessageEndingWith(". Start the server, or check --judge-url.");
    }

    @Test
    void anEndpointNobodyListensOnIsSaidAtOnce() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        ChatEndpoint nobody = new ChatEndpoint(URI.create("http://127.0.0.1:" + port + "/v1"), "m", KEY);
        assertThatThrownBy(() -> nobody.ask("p")).isInstanceOf(InputException.class)
                .hasMessageStartingWith("the judge's chat endpoint http://127.0.0.1:" + port + "/v1/chat/completions"
                        + " (model m) cannot be reached");
    }
}
