package io.github.rageval.engine.retriever.search.opensearch;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.api.Document;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.settings.Settings;
import org.opensearch.core.common.transport.TransportAddress;
import org.opensearch.env.Environment;
import org.opensearch.http.HttpServerTransport;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.plugins.Plugin;
import org.opensearch.transport.Netty4Plugin;

/**
 * A real OpenSearch 2.19 node in the test's JVM, from Maven Central's {@code org.opensearch:opensearch} and the
 * two modules a search over HTTP needs ({@code transport-netty4-client} for HTTP, {@code analysis-common} for the
 * {@code english} analyzer), loaded as classpath plugins through {@link Node}'s protected constructor (the test
 * framework's {@code MockNode} would need the randomized-testing runner). Single-node discovery, HTTP on a free port
 * of 127.0.0.1, no security plugin.
 */
final class OpenSearchNode implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Node node;
    private final String url;
    private final HttpClient http = HttpClient.newHttpClient();

    private OpenSearchNode(Node node, String url) {
        this.node = node;
        this.url = url;
    }

    static OpenSearchNode start(Path home) throws Exception {
        Settings settings = Settings.builder()
                .put("path.home", home.toString())
                .put("path.data", home.resolve("data").toString())
                .put("cluster.name", "rag-eval-test")
                .put("node.name", "node-1")
                .put("discovery.type", "single-node")
                .put("network.host", "127.0.0.1")
                .put("http.port", "0")
                .put("transport.port", "0")
                .build();
        Environment environment = InternalSettingsPreparer.prepareEnvironment(settings, Map.of(), null,
                () -> "node-1");
        Node node = new PluginNode(environment, List.of(Netty4Plugin.class, CommonAnalysisPlugin.class));
        node.start();
        TransportAddress address = node.injector().getInstance(HttpServerTransport.class).boundAddress()
                .publishAddress();
        return new OpenSearchNode(node, "http://" + address.getAddress() + ":" + address.getPort());
    }

    String url() {
        return url;
    }

    /**
     * Creates an index of two shards whose field {@code text} is analysed by the {@code english} analyzer (Lucene's
     * {@code EnglishAnalyzer}, the bm25 retriever's) and scored by BM25 with k1 0.9 and b 0.4, with the id also in a
     * keyword field {@code id} to break ties by; then indexes the documents and refreshes.
     */
    void index(String index, List<Document> documents) throws Exception {
        send("PUT", "/" + index, "{\"settings\": {\"number_of_shards\": 2, \"number_of_replicas\": 0,"
                + " \"index.similarity.default.type\": \"BM25\", \"index.similarity.default.k1\": 0.9,"
                + " \"index.similarity.default.b\": 0.4}, \"mappings\": {\"properties\": {\"text\": {\"type\":"
                + " \"text\", \"analyzer\": \"english\"}, \"id\": {\"type\": \"keyword\"}}}}", "application/json");
        StringBuilder bulk = new StringBuilder();
        for (Document document : documents) {
            ObjectNode action = JSON.createObjectNode();
            action.putObject("index").put("_index", index).put("_id", document.id());
            ObjectNode source = JSON.createObjectNode().put("id", document.id()).put("text", document.text());
            bulk.append(JSON.writeValueAsString(action)).append('\n').append(JSON.writeValueAsString(source))
                    .append('\n');
        }
        String response = send("POST", "/_bulk?refresh=true", bulk.toString(), "application/x-ndjson");
        if (JSON.readTree(response).path("errors").asBoolean(true)) {
            throw new IllegalStateException("bulk indexing failed: " + response.substring(0, 500));
        }
    }

    private String send(String method, String path, String body, String type) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url + path))
                .header("Content-Type", type)
                .method(method, HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(method + " " + path + ": HTTP " + response.statusCode() + " "
                    + response.body());
        }
        return response.body();
    }

    @Override
    public void close() throws Exception {
        node.close();
    }

    private static final class PluginNode extends Node {
        PluginNode(Environment environment, Collection<Class<? extends Plugin>> plugins) {
            super(environment, plugins, true);
        }
    }
}
