package io.github.rageval.engine.retriever.search;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The option {@code serverId}: the credentials of a search cluster kept out of the POM, in a {@code <server>} of
 * Maven's {@code settings.xml} (where Maven can also keep the password encrypted). The build tool that reads those
 * settings looks the server up and this class turns its user name and password into the options {@code user} and
 * {@code password}, which the retriever sends as basic authentication and never writes anywhere. {@code serverId}
 * stays among the options, so that the retriever knows they were filled in.
 */
public final class ServerCredentials {
    public static final String SERVER_ID = "serverId";

    /** A {@code <server>} of the settings, its password already decrypted. */
    public record Server(String user, String password) {
        @Override
        public String toString() {
            return "Server[user=" + user + ", password=***]";
        }
    }

    /** Finds a {@code <server>} by id in the build tool's settings. */
    @FunctionalInterface
    public interface Servers {
        /**
         * @return the server, empty when the settings have none of that id
         * @throws ConfigurationException when the server exists but its password cannot be decrypted
         */
        Optional<Server> find(String id) throws ConfigurationException;
    }

    private ServerCredentials() {
    }

    /**
     * The options with {@code user} and {@code password} taken from the server {@code serverId} names; the options
     * as given when there is no {@code serverId}.
     *
     * @param retriever the retriever's name, for messages
     * @param settingsName how the user knows the settings, for messages ({@code Maven's settings.xml})
     */
    public static Map<String, String> resolve(String retriever, Map<String, String> options, Servers servers,
                                              String settingsName) throws ConfigurationException {
        if (!options.containsKey(SERVER_ID)) {
            return options;
        }
        String id = options.get(SERVER_ID) == null ? "" : options.get(SERVER_ID).trim();
        String option = "retrieverOptions " + SERVER_ID + " = '" + id + "' of the " + retriever + " retriever";
        if (id.isEmpty()) {
            throw new ConfigurationException("retrieverOptions " + SERVER_ID + " of the " + retriever + " retriever is"
                    + " empty. Name the <id> of a <server> in " + settingsName + " that holds the cluster's user name"
                    + " and password, or remove the option.");
        }
        if (options.containsKey(HttpOptions.USER) || options.containsKey(HttpOptions.PASSWORD)) {
            throw new ConfigurationException(option + " is set beside " + HttpOptions.USER + " or "
                    + HttpOptions.PASSWORD + ", so it is unclear which credentials to send. Keep " + SERVER_ID
                    + " (the credentials stay in " + settingsName + ") and remove " + HttpOptions.USER + " and "
                    + HttpOptions.PASSWORD + ".");
        }
        Optional<Server> found = servers.find(id);
        if (found.isEmpty()) {
            throw new ConfigurationException(option + " names no <server> of " + settingsName + ". Add <server><id>"
                    + id + "</id><username>...</username><password>...</password></server> to its <servers>, or"
                    + " correct the id.");
        }
        Server server = found.get();
        if (server.user() == null || server.user().isEmpty() || server.password() == null
                || server.password().isEmpty()) {
            throw new ConfigurationException("the <server> '" + id + "' of " + settingsName + ", named by "
                    + SERVER_ID + " of the " + retriever + " retriever, has no "
                    + (server.user() == null || server.user().isEmpty() ? "<username>" : "<password>")
                    + ". HTTP basic authentication needs both.");
        }
        Map<String, String> resolved = new LinkedHashMap<>(options);
        resolved.put(HttpOptions.USER, server.user());
        resolved.put(HttpOptions.PASSWORD, server.password());
        return resolved;
    }
}
