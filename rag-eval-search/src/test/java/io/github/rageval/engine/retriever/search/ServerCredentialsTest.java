package io.github.rageval.engine.retriever.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.search.FakeCluster.Answer;
import io.github.rageval.engine.retriever.search.ServerCredentials.Server;
import io.github.rageval.engine.retriever.search.opensearch.OpenSearchRetrieverFactory;
import io.github.rageval.engine.retriever.search.solr.SolrRetrieverFactory;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The option {@code serverId}: a {@code <server>} of the settings becomes the options {@code user} and
 * {@code password}, sent as basic authentication (checked against an in-process HTTP server) and never shown; every
 * way it can be misconfigured is a configuration error naming the id.
 */
class ServerCredentialsTest {
    private static final String SETTINGS = "Maven's settings.xml";
    private static final String PASSWORD = "x7-Gz!q9";
    private static final ServerCredentials.Servers ONE_SERVER = id -> id.equals("search")
            ? Optional.of(new Server("gate", PASSWORD)) : Optional.empty();

    private static Map<String, String> options(String... pairs) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            options.put(pairs[i], pairs[i + 1]);
        }
        return options;
    }

    @Test
    void theServersCredentialsAreSentAsBasicAuthAndNeverShown() throws Exception {
        try (FakeCluster cluster = new FakeCluster()) {
            cluster.otherwise(body -> Answer.ok("{\"response\": {\"docs\": [{\"id\": \"a\", \"score\": 1.5}]}}"));
            Map<String, String> resolved = ServerCredentials.resolve("solr",
                    options("url", cluster.url() + "/solr/docs", "serverId", "search"), ONE_SERVER, SETTINGS);
            RetrieverOptions options = new RetrieverOptions("solr", resolved);
            try (Retriever solr = new SolrRetrieverFactory().create(options)) {
                assertThat(solr.retrieve("reset password", 3)).hasSize(1);
            }
            String token = Base64.getEncoder().encodeToString(("gate:" + PASSWORD).getBytes(StandardCharsets.UTF_8));
            assertThat(cluster.received().get(0).header("Authorization")).isEqualTo("Basic " + token);
            assertThat(new SolrRetrieverFactory().describe(options).toString()).doesNotContain(PASSWORD)
                    .doesNotContain("gate").doesNotContain("search");
        }
    }

    @Test
    void optionsWithoutServerIdAreLeftAsGiven() throws Exception {
        Map<String, String> given = options("url", "http://solr:8983/solr/docs", "user", "u", "password", "p");
        assertThat(ServerCredentials.resolve("solr", given, id -> {
            throw new AssertionError("no lookup without serverId");
        }, SETTINGS)).isSameAs(given);
    }

    @Test
    void anIdTheSettingsDoNotHaveIsAnErrorNamingIt() {
        assertThatThrownBy(() -> ServerCredentials.resolve("solr", options("serverId", "serach"), ONE_SERVER,
                SETTINGS))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions serverId = 'serach' of the solr retriever names no <server> of Maven's"
                        + " settings.xml. Add <server><id>serach</id><username>...</username><password>...</password>"
                        + "</server> to its <servers>, or correct the id.");
    }

    @Test
    void serverIdBesideUserOrPasswordIsAnError() {
        assertThatThrownBy(() -> ServerCredentials.resolve("opensearch",
                options("serverId", "search", "password", PASSWORD), ONE_SERVER, SETTINGS))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions serverId = 'search' of the opensearch retriever is set beside user or"
                        + " password, so it is unclear which credentials to send. Keep serverId (the credentials stay"
                        + " in Maven's settings.xml) and remove user and password.")
                .message().doesNotContain(PASSWORD);
    }

    @Test
    void anEmptyIdOrAServerWithoutPasswordIsAnError() {
        assertThatThrownBy(() -> ServerCredentials.resolve("solr", options("serverId", " "), ONE_SERVER, SETTINGS))
                .hasMessageStartingWith("retrieverOptions serverId of the solr retriever is empty. Name the <id> of a"
                        + " <server> in Maven's settings.xml");
        assertThatThrownBy(() -> ServerCredentials.resolve("solr", options("serverId", "bare"),
                id -> Optional.of(new Server("gate", null)), SETTINGS))
                .hasMessage("the <server> 'bare' of Maven's settings.xml, named by serverId of the solr retriever, has"
                        + " no <password>. HTTP basic authentication needs both.");
        assertThatThrownBy(() -> ServerCredentials.resolve("solr", options("serverId", "bare"),
                id -> Optional.of(new Server("", PASSWORD)), SETTINGS))
                .hasMessageEndingWith("has no <username>. HTTP basic authentication needs both.");
    }

    @Test
    void aServerIdNobodyResolvedIsAnErrorSayingToGiveUserAndPassword() {
        // The command line reads no settings.xml.
        assertThatThrownBy(() -> new OpenSearchRetrieverFactory().create(new RetrieverOptions("opensearch",
                options("url", "http://localhost:9200/docs", "serverId", "search"))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions serverId of the opensearch retriever names a <server> of Maven's"
                        + " settings.xml, which only the Maven plugin reads. Here, give the options user and password"
                        + " instead.");
    }

    @Test
    void aServerPrintsNoPassword() {
        assertThat(new Server("gate", PASSWORD).toString()).doesNotContain(PASSWORD);
    }
}
