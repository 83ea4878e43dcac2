package io.github.rageval.maven;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.search.ServerCredentials;
import io.github.rageval.engine.secret.SecretText;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.maven.settings.Server;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.building.SettingsProblem;
import org.apache.maven.settings.crypto.DefaultSettingsDecryptionRequest;
import org.apache.maven.settings.crypto.SettingsDecrypter;
import org.apache.maven.settings.crypto.SettingsDecryptionResult;

/**
 * The {@code <server>}s of the build's Maven settings (user {@code settings.xml}, global settings, or {@code -s}),
 * for the option {@code serverId}: a server found by id, its password decrypted as Maven decrypts it for deploys
 * ({@code mvn --encrypt-password}, {@code settings-security.xml}). A password that cannot be decrypted is a
 * configuration error that shows neither the password nor its encrypted form.
 */
final class SettingsServers implements ServerCredentials.Servers {
    static final String NAME = "Maven's settings.xml";

    private final Settings settings;
    private final SettingsDecrypter decrypter;

    SettingsServers(Settings settings, SettingsDecrypter decrypter) {
        this.settings = settings;
        this.decrypter = decrypter;
    }

    @Override
    public Optional<ServerCredentials.Server> find(String id) throws ConfigurationException {
        Server server = settings == null ? null : settings.getServer(id);
        if (server == null) {
            return Optional.empty();
        }
        SettingsDecryptionResult result = decrypter.decrypt(new DefaultSettingsDecryptionRequest(server));
        // A decrypter's message may quote what it could not decrypt: the server's user and password stay masked.
        SecretText secrets = SecretText.of(java.util.Arrays.asList(server.getUsername(), server.getPassword()));
        String problems = result.getProblems().stream()
                .filter(problem -> problem.getSeverity() != SettingsProblem.Severity.WARNING)
                .map(SettingsProblem::getMessage)
                .map(secrets::mask)
                .collect(Collectors.joining("; "));
        if (!problems.isEmpty()) {
            throw new ConfigurationException("the password of the <server> '" + id + "' of " + NAME + " cannot be"
                    + " decrypted (" + problems + "). Check the master password in settings-security.xml, or"
                    + " encrypt the password again with mvn --encrypt-password.");
        }
        Server decrypted = result.getServer();
        return Optional.of(new ServerCredentials.Server(decrypted.getUsername(), decrypted.getPassword()));
    }
}
