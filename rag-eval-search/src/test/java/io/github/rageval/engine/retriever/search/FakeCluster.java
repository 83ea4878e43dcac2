package io.github.rageval.engine.retriever.search;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A search cluster played by the JDK's in-process {@link HttpServer}: it answers each request with the next scripted
 * response (or, once the script is spent, with a function of the request body), and records what it received. It
 * also counts how many requests were being answered at once, for the concurrency bound.
 */
public final class FakeCluster implements AutoCloseable {
    /** One scripted answer. */
    public record Answer(int status, String body, long delayMillis, Map<String, String> headers) {
        public static Answer ok(String body) {
            return new Answer(200, body, 0, Map.of());
        }

        public static Answer status(int status, String body) {
            return new Answer(status, body, 0, Map.of());
        }
    }

    /** What the server received. */
    public record Received(String method, String path, Map<String, List<String>> headers, String body) {
        public String header(String name) {
            // HTTP header names are case-insensitive (the server writes them as Content-type).
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().isEmpty() ? null : e.getValue().get(0)).findFirst().orElse(null);
        }
    }

    private final HttpServer server;
    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final Deque<Answer> script = new ArrayDeque<>();
    private final List<Received> received = new ArrayList<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger maxInFlight = new AtomicInteger();
    private volatile Function<String, Answer> fallback = body -> Answer.status(500, "no answer scripted");

    public FakeCluster() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(executor);
        server.start();
    }

    /** The server's base URL, e.g. {@code http://127.0.0.1:41234}. */
    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public synchronized FakeCluster then(Answer answer) {
        script.add(answer);
        return this;
    }

    /** How requests are answered once the script is spent. */
    public FakeCluster otherwise(Function<String, Answer> answer) {
        this.fallback = answer;
        return this;
    }

    public synchronized List<Received> received() {
        return List.copyOf(received);
    }

    /** The most requests answered at the same time. */
    public int maxInFlight() {
        return maxInFlight.get();
    }

    private void handle(HttpExchange exchange) throws IOException {
        int now = inFlight.incrementAndGet();
        maxInFlight.accumulateAndGet(now, Math::max);
        try {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Answer answer;
            synchronized (this) {
                received.add(new Received(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                        Map.copyOf(exchange.getRequestHeaders()), body));
                answer = script.isEmpty() ? null : script.poll();
            }
            if (answer == null) {
                answer = fallback.apply(body);
            }
            if (answer.delayMillis() > 0) {
                Thread.sleep(answer.delayMillis());
            }
            byte[] bytes = answer.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json; charset=UTF-8");
            answer.headers().forEach(exchange.getResponseHeaders()::add);
            exchange.sendResponseHeaders(answer.status(), bytes.length == 0 ? -1 : bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // The client gave up (a timeout test): nothing to answer.
        } finally {
            inFlight.decrementAndGet();
            exchange.close();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
