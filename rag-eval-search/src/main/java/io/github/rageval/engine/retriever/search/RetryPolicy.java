package io.github.rageval.engine.retriever.search;

import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Optional;

/**
 * Which failures are worth sending a request again for, and how long to wait before each retry.
 *
 * <p>Retried: a connection that could not be made or broke before the response (a node restarting, a load balancer
 * dropping it), and HTTP 429 (Too Many Requests) and 503 (Service Unavailable: Solr's answer when no replica of a
 * shard is up, an overloaded node's). Never retried: any other 4xx (the request or the URL is wrong and stays wrong),
 * other 5xx (a query that crashes the search handler crashes it again), a TLS failure (an untrusted certificate stays
 * untrusted), and a request that timed out after connecting (the same query would take as long again; raise
 * {@code timeout} instead).
 *
 * <p>Waits double from {@link #base}: 250 ms, 0.5 s, 1 s, 2 s ... up to {@link #CAP} (exponential backoff, so a
 * restarting node is not hammered); a {@code Retry-After} header in seconds (RFC 9110, 10.2.3) is honoured when
 * longer, up to the same cap.
 */
public final class RetryPolicy {
    static final Duration BASE = Duration.ofMillis(250);
    static final Duration CAP = Duration.ofSeconds(30);

    private final int retries;
    private final Duration base;

    public RetryPolicy(int retries) {
        this(retries, BASE);
    }

    RetryPolicy(int retries, Duration base) {
        this.retries = retries;
        this.base = base;
    }

    public int retries() {
        return retries;
    }

    /** Whether an HTTP status is worth a retry. */
    static boolean retryable(int status) {
        return status == 429 || status == 503;
    }

    /** Whether a failure to get any response is worth a retry: a connection failure, not a slow answer. */
    static boolean retryable(IOException failure) {
        if (failure instanceof HttpConnectTimeoutException || failure instanceof ConnectException) {
            return true;
        }
        // A certificate that is not trusted stays untrusted; a slow answer would be as slow again.
        return !(failure instanceof HttpTimeoutException || failure instanceof javax.net.ssl.SSLException);
    }

    /**
     * How long to wait before retry number {@code retry} (1 for the first).
     *
     * @param retryAfter the response's {@code Retry-After} header, when it had one
     */
    Duration delay(int retry, Optional<String> retryAfter) {
        long millis = base.toMillis() << Math.min(retry - 1, 20);
        Duration backoff = Duration.ofMillis(Math.min(millis, CAP.toMillis()));
        Optional<Duration> asked = retryAfter.flatMap(RetryPolicy::seconds);
        if (asked.isPresent() && asked.get().compareTo(backoff) > 0) {
            return asked.get().compareTo(CAP) > 0 ? CAP : asked.get();
        }
        return backoff;
    }

    private static Optional<Duration> seconds(String header) {
        try {
            long seconds = Long.parseLong(header.trim());
            return seconds >= 0 ? Optional.of(Duration.ofSeconds(seconds)) : Optional.empty();
        } catch (NumberFormatException e) {
            // An HTTP date: rare from a search cluster; the backoff applies.
            return Optional.empty();
        }
    }
}
