package io.github.rageval.engine.retriever.search;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverException;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Semaphore;

/**
 * Sends search requests to one endpoint: a JSON body POSTed with basic auth when configured, at most
 * {@code concurrency} requests in flight (a fair semaphore, held while a request is on the wire and released during
 * backoff), each bounded by {@code timeout}, and retried by the {@link RetryPolicy}. Thread-safe: the JDK's
 * {@link HttpClient} is, and it keeps connections alive between requests.
 *
 * <p>The in-flight bound applies within one retriever; the gate's {@code threads} decides how many queries are asked
 * at once, so the requests in flight are at most the smaller of the two.
 */
public final class SearchClient {
    private final HttpSettings settings;
    private final RetryPolicy retryPolicy;
    private final SearchFailures failures;
    private final HttpClient client;
    private final Semaphore inFlight;
    private final Optional<String> authorization;

    /**
     * @param retriever the retriever's name, for messages
     * @throws ConfigurationException when the CA file cannot be used
     */
    public SearchClient(String retriever, HttpSettings settings) throws ConfigurationException {
        this(retriever, settings, new RetryPolicy(settings.retries()));
    }

    SearchClient(String retriever, HttpSettings settings, RetryPolicy retryPolicy) throws ConfigurationException {
        this.settings = settings;
        this.retryPolicy = retryPolicy;
        this.failures = new SearchFailures(retriever, settings);
        this.client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(settings.timeout())
                .sslContext(TrustedCertificates.context(settings.caFile(), retriever, settings.words()))
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        this.inFlight = new Semaphore(settings.concurrency(), true);
        this.authorization = settings.credentials().map(BasicAuth::value);
    }

    /** Requests the cluster may have in flight at most. */
    public int concurrency() {
        return settings.concurrency();
    }

    /** What failed, shaped for the user. */
    SearchFailures failures() {
        return failures;
    }

    /**
     * The body of the cluster's 200 response to one search.
     *
     * @param query the query's text, for messages
     * @throws RetrieverException when the last attempt still failed, or an error is not worth retrying
     */
    public String search(String body, String query) throws RetrieverException {
        HttpRequest.Builder builder = HttpRequest.newBuilder(settings.endpoint())
                .timeout(settings.timeout())
                .header("Content-Type", "application/json; charset=utf-8")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        authorization.ifPresent(value -> builder.header(BasicAuth.HEADER, value));
        HttpRequest request = builder.build();
        for (int attempt = 1; ; attempt++) {
            Optional<String> retryAfter = Optional.empty();
            try {
                HttpResponse<String> response = send(request);
                int status = response.statusCode();
                if (status == 200) {
                    return response.body();
                }
                if (!RetryPolicy.retryable(status) || attempt > retryPolicy.retries()) {
                    throw failures.status(status, response.body(), query, attempt);
                }
                retryAfter = response.headers().firstValue("Retry-After");
            } catch (IOException e) {
                if (!RetryPolicy.retryable(e) || attempt > retryPolicy.retries()) {
                    throw failures.connection(e, query, attempt);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw failures.interrupted(query);
            }
            sleep(retryPolicy.delay(attempt, retryAfter), query);
        }
    }

    private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        inFlight.acquire();
        try {
            return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } finally {
            inFlight.release();
        }
    }

    private void sleep(Duration delay, String query) throws RetrieverException {
        try {
            Thread.sleep(delay.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failures.interrupted(query);
        }
    }
}
