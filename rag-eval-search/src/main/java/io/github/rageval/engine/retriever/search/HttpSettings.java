package io.github.rageval.engine.retriever.search;

import io.github.rageval.engine.settings.table.OptionWords;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * How a search cluster retriever talks to its cluster, checked.
 *
 * @param endpoint where each search request is POSTed (no credentials in it)
 * @param credentials basic auth, when the cluster needs it
 * @param caFile a PEM file of certificates trusted besides the JVM's trust store, for a self-signed cluster
 * @param timeout how long one request may take, connecting included
 * @param retries how many times a request that failed to connect or got HTTP 429/503 is sent again
 * @param concurrency how many requests may be in flight at once
 * @param words how messages name the options as the user wrote them: the failures of a search name them too, long
 *     after the options were read
 */
public record HttpSettings(URI endpoint, Optional<Credentials> credentials, Optional<Path> caFile, Duration timeout,
                           int retries, int concurrency, OptionWords words) {

    /**
     * A user and password for HTTP basic authentication. {@link #toString()} hides the password, so that no log or
     * message can print it by accident.
     */
    public record Credentials(String user, String password) {
        @Override
        public String toString() {
            return "Credentials[user=" + user + ", password=***]";
        }
    }
}
