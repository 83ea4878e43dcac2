package io.github.rageval.engine.judge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.github.rageval.engine.model.InputException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedDeque;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The chat endpoint against a local server that answers as recorded: the request UMBRELA sends, the answers it takes,
 * and every way a server can fail, each said with the URL and never the key.
 */
class ChatEndpointTest {
    private static final String KEY = "sk-judge-5ecret";
    private HttpServer server;
    private final Deque<Reply> replies = new ConcurrentLinkedDeque<>();
    private final List<String> bodies = new ArrayList<>();
    private final List<String> authorizations = new ArrayList<>();

    private record Reply(int status, String body) {
    }

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", exchange -> {
            synchronized (bodies) {
                bodies.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
                authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
            }
            Reply reply = replies.isEmpty() ? new Reply(500, "no reply left") : replies.poll();
            byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(reply.status(), bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private ChatEndpoint endpoint() {
        return new ChatEndpoint(URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/v1/"), "qwen3:8b",
                KEY);
    }

    private static String completion(String content) {
        return "{\"id\": \"c1\", \"choices\": [{\"index\": 0, \"message\": {\"role\": \"assistant\", \"content\": "
                + content + "}}]}";
    }

    @Test
    void asksAsUmbrelaAsksAndTakesTheAnswerLowerCased() throws Exception {
        replies.add(new Reply(200, completion("\"##Final Score: 2\"")));

        assertThat(endpoint().ask("the prompt")).isEqualTo("##final score: 2");
        assertThat(bodies).containsExactly("{\"model\":\"qwen3:8b\",\"messages\":[{\"role\":\"system\",\"content\":"
                + "\"You are a helpful assistant.\"},{\"role\":\"user\",\"content\":\"the prompt\"}],"
                + "\"temperature\":0.0,\"max_tokens\":100,\"top_p\":1,\"frequency_penalty\":0.5,\"presence_penalty\":0}");
        assertThat(authorizations).containsExactly("Bearer " + KEY);
    }

    @Test
    void aRefusedRequestOrNoContentIsAnEmptyAnswerAsUmbrelaTakesIt() throws Exception {
        replies.add(new Reply(400, "{\"error\": \"prompt too long\"}"));
        replies.add(new Reply(200, completion("null")));

        assertThat(endpoint().ask("p")).isEmpty();
        assertThat(endpoint().ask("p")).isEmpty();
    }

    @Test
    void aServerErrorIsAskedAgainUpToThreeTimes() throws Exception {
        replies.add(new Reply(503, "busy"));
        replies.add(new Reply(500, "busy"));
        replies.add(new Reply(200, completion("\"3\"")));
        assertThat(endpoint().ask("p")).isEqualTo("3");

        replies.add(new Reply(500, "key " + KEY + " is overloaded"));
        replies.add(new Reply(500, "busy"));
        replies.add(new Reply(502, "key " + KEY + " is overloaded"));
        assertThatThrownBy(() -> endpoint().ask("p")).isInstanceOf(InputException.class)
                .hasMessage("the judge's chat endpoint http://127.0.0.1:" + server.getAddress().getPort()
                        + "/v1/chat/completions (model qwen3:8b) answered HTTP 502: key *** is overloaded on each"
                        + " of 3 attempts.");
    }

    @Test
    void aRefusedKeyNoEndpointAndNoChatCompletionAreErrorsThatNeverShowTheKey() {
        replies.add(new Reply(401, "invalid key " + KEY));
        assertThatThrownBy(() -> endpoint().ask("p")).hasMessageEndingWith("refused the key (HTTP 401). Check the"
                + " key of judgeServerId.").message().asString().doesNotContain(KEY);

        ChatEndpoint wrongPath = new ChatEndpoint(URI.create("http://127.0.0.1:" + server.getAddress().getPort()),
                "m", null);
        assertThatThrownBy(() -> wrongPath.ask("p")).hasMessageContaining("has no chat endpoint (HTTP 404)");

        replies.add(new Reply(200, "<html>a login page for " + KEY + "</html>"));
        assertThatThrownBy(() -> endpoint().ask("p")).hasMessageContaining("answered with something that is not"
                + " JSON: <html>a login page for ***</html>");
        replies.add(new Reply(200, "{\"data\": []}"));
        assertThatThrownBy(() -> endpoint().ask("p")).hasMessageContaining("answered without choices[0].message");
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
