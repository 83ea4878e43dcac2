package io.github.rageval.engine.retriever.search;

import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.secret.SecretText;
import io.github.rageval.engine.secret.SecretUrls;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpTimeoutException;
import java.time.Duration;

/**
 * One paragraph for a search that still failed after its retries: the retriever, the query, the URL, what went wrong
 * (the HTTP status and the first {@value #BODY_CHARS} characters of the body, or the connection failure), how many
 * attempts were made, and what to check. The URL never holds a user and password (they are refused in it), its secret
 * query parameters' values are masked ({@code ?api_key=***}), and those values, the user name and password are
 * masked in any encoding should the cluster or a library echo them, before a body is cut.
 */
final class SearchFailures {
    /** How much of an error body a message quotes: enough for Solr's or OpenSearch's error reason. */
    static final int BODY_CHARS = 300;

    /** A cluster's words for a sort on a field it cannot sort on (OpenSearch/Elasticsearch, then Solr). */
    private static final java.util.regex.Pattern UNSORTABLE = java.util.regex.Pattern.compile(
            "(?i)fielddata|id_field_data|can ?not sort on");
    private final String retriever;
    private final URI endpoint;
    private final SecretText secrets;
    private final Duration timeout;
    /** How advice names the options as written: {@code retrieverOptions url}, {@code --retriever-options url}. */
    private final OptionWords words;

    SearchFailures(String retriever, HttpSettings settings) {
        this.retriever = retriever;
        this.endpoint = settings.endpoint();
        // The URL's secret query parameters (?api_key=...) too: the URL is quoted, and a server may echo them.
        this.secrets = settings.credentials().map(c -> SecretText.ofCredentials(c.user(), c.password()))
                .orElse(SecretText.NONE).and(SecretText.of(SecretUrls.secrets(endpoint.toString())));
        this.timeout = settings.timeout();
        this.words = settings.words();
    }

    /** The cluster answered with an error status. */
    RetrieverException status(int status, String body, String query, int attempts) {
        return new RetrieverException(prefix(query) + "HTTP " + status + attempts(attempts) + ". Response: "
                + quote(body) + " " + (status == 400 && UNSORTABLE.matcher(body).find() ? sortHint() : hint(status)),
                null);
    }

    /** No response at all: the connection failed, or the response took longer than the timeout. */
    RetrieverException connection(IOException failure, String query, int attempts) {
        if (failure instanceof HttpTimeoutException && !(failure instanceof java.net.http.HttpConnectTimeoutException)) {
            return new RetrieverException(prefix(query) + "no response within " + DurationOption.format(timeout)
                    + attempts(attempts) + ". Raise " + words.named(HttpOptions.TIMEOUT) + ", or check the"
                    + " cluster's load.", null);
        }
        if (failure instanceof javax.net.ssl.SSLException) {
            return new RetrieverException(prefix(query) + "TLS failed (" + mask(failure.getClass().getSimpleName() + ": "
                    + failure.getMessage()) + ")" + attempts(attempts) + ". A cluster whose certificate a private CA"
                    + " signed, or that signs its own, needs that CA's certificate in "
                    + words.named(HttpOptions.CA_FILE) + " (a PEM file), or in the JVM's trust store.", null);
        }
        String what = failure.getClass().getSimpleName()
                + (failure.getMessage() == null || failure.getMessage().isBlank() ? "" : ": " + failure.getMessage());
        return new RetrieverException(prefix(query) + "could not get a response (" + mask(what) + ")"
                + attempts(attempts) + ". Check that the cluster is running and reachable at that URL"
                + " (" + words.named(HttpOptions.URL) + ").", null);
    }

    /** A 200 response that is not the search response expected. */
    RetrieverException unreadable(String problem, String body, String query) {
        return new RetrieverException(prefix(query) + "the response is not " + problem + ". Response: " + quote(body)
                + " Check that " + words.named(HttpOptions.URL) + " names what the " + retriever
                + " retriever expects, and that the request option asks for that response.", null);
    }

    /**
     * A 200 response that the cluster marks as partial: not retried, since a timeout or a failed shard is the
     * cluster's state, which the user must look at.
     *
     * @param what what was partial, in the cluster's field names ({@code timed_out is true: ...})
     */
    RetrieverException partial(String what, String query) {
        return new RetrieverException(prefix(query) + "the cluster answered with partial results (" + mask(what)
                + "). A partial answer would be judged as if it were whole, so the gate stops here: check the"
                + " cluster's health, or raise the request's timeout, and run again.", null);
    }

    /** The thread was interrupted while waiting (the build was stopped). */
    RetrieverException interrupted(String query) {
        return new RetrieverException(prefix(query) + "interrupted while waiting for the cluster.", null);
    }

    private String prefix(String query) {
        return "the " + retriever + " retriever's search for query '" + query + "' at "
                + SecretUrls.masked(endpoint.toString()) + " failed: ";
    }

    private static String attempts(int attempts) {
        return attempts == 1 ? " (1 attempt)" : " (" + attempts + " attempts)";
    }

    private String quote(String body) {
        String flat = body == null ? "" : body.strip().replaceAll("\\s+", " ");
        // Masked before the cut: a cut first could leave the start of a password that straddles it.
        return flat.isEmpty() ? "(empty)" : secrets.maskAndCut(flat, BODY_CHARS);
    }

    /**
     * The text with the user name, the password and the basic auth token masked in each encoding a server or a
     * library may echo them in ({@link SecretText#ofCredentials}).
     */
    private String mask(String text) {
        return secrets.mask(text);
    }

    /** A 400 for a sort on a field the cluster cannot sort on. */
    private String sortHint() {
        return "The cluster cannot sort on a field the request sorts by. The default request breaks score ties by "
                + words.named(ClusterRetrieverFactory.ID_FIELD) + " ascending, which must be a keyword (string)"
                + " field with doc values, or _id where the cluster allows it (Elasticsearch 8 does not by default):"
                + " set " + ClusterRetrieverFactory.ID_FIELD + " to such a field, or write a request of your own.";
    }

    private String hint(int status) {
        return switch (status) {
            case 400 -> "The cluster rejected the request: check " + words.named(ClusterRetrieverFactory.REQUEST)
                    + " (and that the query parser accepts any text).";
            case 401, 403 -> "Check " + words.named(HttpOptions.USER) + " and " + HttpOptions.PASSWORD
                    + " (or the <server> of settings.xml that " + ServerCredentials.SERVER_ID + " names), and that the"
                    + " user may search there.";
            case 404 -> "Check " + words.named(HttpOptions.URL) + ": nothing of that name exists there (a"
                    + " misspelt collection or index?).";
            case 429, 503 -> "The cluster was overloaded or a shard had no live replica: check the cluster's health,"
                    + " lower " + words.named(HttpOptions.CONCURRENCY) + ", or raise " + HttpOptions.RETRIES + ".";
            default -> status >= 500 ? "The cluster failed on this query: its log says why."
                    : "Check " + words.named(HttpOptions.URL) + " and request.";
        };
    }
}
