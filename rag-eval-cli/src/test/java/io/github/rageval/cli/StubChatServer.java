package io.github.rageval.cli;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;

/** A chat server on the loopback standing for the judge in the command line's tests, counting what it is asked. */
final class StubChatServer {
    private StubChatServer() {
    }

    /**
     * @param content the message's content for a request's body, already escaped to stand in a JSON string
     * @param asked incremented at each request
     * @return the server, started; the caller stops it
     */
    static HttpServer start(UnaryOperator<String> content, AtomicInteger asked) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", exchange -> {
            asked.incrementAndGet();
            String request = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            byte[] body = ("{\"choices\": [{\"message\": {\"content\": \"" + content.apply(request) + "\"}}]}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream stream = exchange.getResponseBody()) {
                stream.write(body);
            }
        });
        server.start();
        return server;
    }
}
