package io.github.rageval.engine.goldenset.judge;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.Executors;

/**
 * A chat endpoint on the loopback that answers as recorded: each request gets the next reply queued (HTTP 500 when
 * none is left), and every request's body and Authorization header are kept.
 */
final class RecordedChatServer implements AutoCloseable {
    private final HttpServer server;
    private final Deque<Reply> replies = new ConcurrentLinkedDeque<>();
    private final List<String> bodies = new ArrayList<>();
    private final List<String> authorizations = new ArrayList<>();

    record Reply(int status, String body, String retryAfter, long trickleMillis) {
    }

    RecordedChatServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", exchange -> {
            synchronized (bodies) {
                bodies.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
                authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
            }
            Reply reply = replies.isEmpty() ? new Reply(500, "no reply left", null, 0) : replies.poll();
            byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
            if (reply.retryAfter() != null) {
                exchange.getResponseHeaders().add("Retry-After", reply.retryAfter());
            }
            exchange.sendResponseHeaders(reply.status(), bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                if (reply.trickleMillis() > 0) {
                    // The headers at once, then the body a byte at a time, too slowly to finish in time.
                    for (byte b : bytes) {
                        out.write(b);
                        out.flush();
                        sleep(reply.trickleMillis());
                    }
                } else {
                    out.write(bytes);
                }
            } catch (IOException e) {
                // The client gave up on a trickling body: expected.
            }
        });
        server.setExecutor(Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "recorded-chat-server");
            thread.setDaemon(true);
            return thread;
        }));
        server.start();
    }

    /** Queues a reply. */
    RecordedChatServer reply(int status, String body) {
        replies.add(new Reply(status, body, null, 0));
        return this;
    }

    /** Queues a reply with a {@code Retry-After} header. */
    RecordedChatServer replyRetryAfter(int status, String retryAfter) {
        replies.add(new Reply(status, "busy", retryAfter, 0));
        return this;
    }

    /** Queues a chat completion whose body comes a byte every {@code millis}. */
    RecordedChatServer trickle(String content, long millis) {
        completion(content);
        Reply reply = replies.pollLast();
        replies.add(new Reply(reply.status(), reply.body(), null, millis));
        return this;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Queues a chat completion whose message content is this JSON value ({@code "\"3\""}, {@code "null"}). */
    RecordedChatServer completion(String content) {
        return message("{\"role\": \"assistant\", \"content\": " + content + "}");
    }

    /** Queues a chat completion whose message is this JSON object (with a reasoning beside its content, say). */
    RecordedChatServer message(String message) {
        return reply(200, "{\"id\": \"c1\", \"choices\": [{\"index\": 0, \"message\": " + message + "}]}");
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** The API's base, as judgeUrl names it. */
    URI base() {
        return URI.create("http://127.0.0.1:" + port() + "/v1/");
    }

    List<String> bodies() {
        synchronized (bodies) {
            return List.copyOf(bodies);
        }
    }

    List<String> authorizations() {
        synchronized (bodies) {
            return List.copyOf(authorizations);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
