package io.github.rageval.engine.retriever.search.opensearch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An {@code https://} cluster whose certificate signs itself, as OpenSearch's demo configuration and many private
 * clusters have: the JVM's trust store refuses it, with a message that says what to do, and {@code caFile} (its
 * certificate as PEM) makes it trusted. The certificate is made by the JDK's {@code keytool} for 127.0.0.1.
 */
class SelfSignedClusterTest {
    private static final String STORE_PASSWORD = "changeit";

    @TempDir
    static Path folder;
    private static HttpsServer server;
    private static Path pem;

    @BeforeAll
    static void start() throws Exception {
        Path keyStore = folder.resolve("cluster.p12");
        pem = folder.resolve("cluster-ca.pem");
        keytool("-genkeypair", "-alias", "cluster", "-keyalg", "RSA", "-keysize", "2048", "-validity", "2",
                "-dname", "CN=127.0.0.1", "-ext", "SAN=ip:127.0.0.1,dns:localhost", "-storetype", "PKCS12",
                "-keystore", keyStore.toString(), "-storepass", STORE_PASSWORD);
        keytool("-exportcert", "-rfc", "-alias", "cluster", "-keystore", keyStore.toString(), "-storepass",
                STORE_PASSWORD, "-file", pem.toString());
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keyStore)) {
            store.load(in, STORE_PASSWORD.toCharArray());
        }
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(store, STORE_PASSWORD.toCharArray());
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keys.getKeyManagers(), null, null);
        server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(context));
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            byte[] body = ("{\"hits\":{\"total\":{\"value\":1,\"relation\":\"eq\"},\"max_score\":1.0,\"hits\":"
                    + "[{\"_index\":\"docs\",\"_id\":\"pw-reset\",\"_score\":1.0}]}}").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private static void keytool(String... arguments) throws Exception {
        List<String> command = new java.util.ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as("keytool %s: %s", arguments[0], output).isZero();
    }

    private static String url() {
        return "https://127.0.0.1:" + server.getAddress().getPort() + "/docs";
    }

    @Test
    void theJvmTrustStoreRefusesItWithAMessageNamingCaFile() throws Exception {
        try (Retriever opensearch = new OpenSearchRetrieverFactory().create(new RetrieverOptions("opensearch",
                Map.of("url", url())))) {
            assertThatThrownBy(() -> opensearch.retrieve("password", 1))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessageStartingWith("the opensearch retriever's search for query 'password' at " + url()
                            + "/_search failed: TLS failed (SSLHandshakeException: ")
                    .hasMessageEndingWith("(1 attempt). A cluster whose certificate a private CA signed, or that"
                            + " signs its own, needs that CA's certificate in retrieverOptions caFile (a PEM file),"
                            + " or in the JVM's trust store.");
        }
    }

    @Test
    void caFileMakesItTrusted() throws Exception {
        try (Retriever opensearch = new OpenSearchRetrieverFactory().create(new RetrieverOptions("opensearch",
                Map.of("url", url(), "caFile", pem.toString())))) {
            assertThat(opensearch.retrieve("password", 1)).containsExactly(new ScoredDocument("pw-reset", 1.0));
        }
    }

    @Test
    void aCaFileThatIsNotPemIsAConfigurationError() throws Exception {
        Path notPem = Files.writeString(folder.resolve("ca.txt"), "not a certificate");
        assertThatThrownBy(() -> new OpenSearchRetrieverFactory().create(new RetrieverOptions("opensearch",
                Map.of("url", url(), "caFile", notPem.toString()))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("retrieverOptions caFile = '" + notPem + "' of the opensearch retriever");
        assertThatThrownBy(() -> new OpenSearchRetrieverFactory().create(new RetrieverOptions("opensearch",
                Map.of("url", url(), "caFile", folder.resolve("missing.pem").toString()))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("is not a file. Name a PEM file");
    }
}
