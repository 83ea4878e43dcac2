package io.github.rageval.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.search.ServerCredentials;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.maven.settings.Proxy;
import org.apache.maven.settings.Server;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.building.DefaultSettingsProblem;
import org.apache.maven.settings.building.SettingsProblem;
import org.apache.maven.settings.crypto.DefaultSettingsDecrypter;
import org.apache.maven.settings.crypto.SettingsDecrypter;
import org.apache.maven.settings.crypto.SettingsDecryptionResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sonatype.plexus.components.cipher.DefaultPlexusCipher;
import org.sonatype.plexus.components.sec.dispatcher.DefaultSecDispatcher;

/**
 * The {@code <server>} lookup behind {@code serverId}, with Maven's own decrypter: a plain password, one encrypted
 * as {@code mvn --encrypt-password} writes it (under a master password in {@code settings-security.xml}), a
 * missing id, and an encrypted password without its master password.
 */
class SettingsServersTest {
    private static final String PASSWORD = "s3arch-Pa55";
    private static final String MASTER = "master-of-the-build";

    @TempDir
    Path home;

    private static Settings settings(Server... servers) {
        Settings settings = new Settings();
        for (Server server : servers) {
            settings.addServer(server);
        }
        return settings;
    }

    private static Server server(String id, String user, String password) {
        Server server = new Server();
        server.setId(id);
        server.setUsername(user);
        server.setPassword(password);
        return server;
    }

    /** Maven's decrypter reading the master password from {@code settings-security.xml} in the temp folder. */
    private DefaultSettingsDecrypter decrypter(boolean withMaster) throws Exception {
        Path security = home.resolve("settings-security.xml");
        if (withMaster) {
            String master = new DefaultPlexusCipher().encryptAndDecorate(MASTER,
                    DefaultSecDispatcher.SYSTEM_PROPERTY_SEC_LOCATION);
            Files.writeString(security, "<settingsSecurity><master>" + master + "</master></settingsSecurity>");
        }
        return new DefaultSettingsDecrypter(new DefaultSecDispatcher(new DefaultPlexusCipher(), Map.of(),
                security.toString()));
    }

    @Test
    void aPlainPasswordIsTakenAsWritten() throws Exception {
        SettingsServers servers = new SettingsServers(settings(server("solr-prod", "gate", PASSWORD)),
                decrypter(false));
        assertThat(servers.find("solr-prod")).contains(new ServerCredentials.Server("gate", PASSWORD));
        assertThat(servers.find("solr-test")).isEmpty();
    }

    @Test
    void anEncryptedPasswordIsDecryptedWithTheMasterPassword() throws Exception {
        String encrypted = new DefaultPlexusCipher().encryptAndDecorate(PASSWORD, MASTER);
        SettingsServers servers = new SettingsServers(settings(server("solr-prod", "gate", encrypted)),
                decrypter(true));
        assertThat(servers.find("solr-prod")).contains(new ServerCredentials.Server("gate", PASSWORD));
    }

    @Test
    void anIdNotInTheSettingsIsAConfigurationErrorNamingIt() throws Exception {
        SettingsServers servers = new SettingsServers(settings(server("solr-prod", "gate", PASSWORD)),
                decrypter(false));
        assertThatThrownBy(() -> ServerCredentials.resolve("solr", Map.of("url", "http://solr:8983/solr/docs",
                "serverId", "solr-qa"), servers, SettingsServers.NAME))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("retrieverOptions serverId = 'solr-qa' of the solr retriever names no <server>"
                        + " of Maven's settings.xml.");
    }

    @Test
    void anEncryptedPasswordWithoutItsMasterIsAnErrorThatShowsNeither() throws Exception {
        String encrypted = new DefaultPlexusCipher().encryptAndDecorate(PASSWORD, MASTER);
        SettingsServers servers = new SettingsServers(settings(server("solr-prod", "gate", encrypted)),
                decrypter(false));
        assertThatThrownBy(() -> servers.find("solr-prod"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("the password of the <server> 'solr-prod' of Maven's settings.xml cannot be"
                        + " decrypted (")
                .hasMessageEndingWith("Check the master password in settings-security.xml, or encrypt the password"
                        + " again with mvn --encrypt-password.")
                .message().doesNotContain(PASSWORD).doesNotContain(encrypted);
    }

    @Test
    void aDecryptersMessageThatQuotesTheCredentialsShowsThemMasked() throws Exception {
        String encrypted = "{COQLCE6DU6GtcS5P=}";
        // A decrypter whose problem quotes what it failed on, as a cipher library's message may.
        SettingsDecrypter echoing = request -> new SettingsDecryptionResult() {
            @Override
            public Server getServer() {
                return request.getServers().get(0);
            }

            @Override
            public List<Server> getServers() {
                return request.getServers();
            }

            @Override
            public Proxy getProxy() {
                return null;
            }

            @Override
            public List<Proxy> getProxies() {
                return List.of();
            }

            @Override
            public List<SettingsProblem> getProblems() {
                return List.of(new DefaultSettingsProblem("bad cipher text " + encrypted + " for gate-bot",
                        SettingsProblem.Severity.ERROR, "server", -1, -1, null));
            }
        };
        SettingsServers servers = new SettingsServers(settings(server("solr-prod", "gate-bot", encrypted)), echoing);

        assertThatThrownBy(() -> servers.find("solr-prod")).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("cannot be decrypted (bad cipher text *** for ***)")
                .message().doesNotContain(encrypted).doesNotContain("gate-bot");
    }

    @Test
    void noSettingsMeansNoServer() throws Exception {
        assertThat(new SettingsServers(null, decrypter(false)).find("solr-prod")).isEmpty();
    }
}
