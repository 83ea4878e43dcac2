package io.github.rageval.engine.retriever.search;

import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.secret.SecretUrls;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The options every search cluster retriever reads to reach its cluster: {@code url}, {@code user},
 * {@code password} (or {@code serverId}, see {@link ServerCredentials}), {@code caFile}, {@code timeout}, {@code retries}, {@code concurrency}. Each is checked when the
 * build is configured, and each error names the option and what to write; no message repeats a password (a URL with
 * credentials in it is refused without being echoed).
 */
public final class HttpOptions {
    public static final String URL = "url";
    public static final String USER = "user";
    public static final String PASSWORD = "password";
    public static final String CA_FILE = "caFile";
    public static final String TIMEOUT = "timeout";
    public static final String RETRIES = "retries";
    public static final String CONCURRENCY = "concurrency";
    /** The connection options, in documentation order, after a retriever's own. */
    public static final List<String> NAMES = List.of(USER, PASSWORD, ServerCredentials.SERVER_ID, CA_FILE, TIMEOUT,
            RETRIES, CONCURRENCY);
    public static final String DEFAULT_TIMEOUT = "30s";
    public static final String DEFAULT_RETRIES = "3";
    public static final String DEFAULT_CONCURRENCY = "4";
    /** More retries than this only hide a cluster that is down (backoff doubles: 10 retries wait minutes). */
    static final int MAX_RETRIES = 10;

    private HttpOptions() {
    }

    /**
     * The settings, with the search endpoint made from {@code url}.
     *
     * @param searchPath what is appended to the URL's path ({@code /select}, {@code /_search}) unless it already
     *     ends so; a query string in the URL is kept after it
     * @param urlMeaning what the URL names, for messages ({@code a Solr collection, e.g. http://localhost:8983/solr/docs})
     */
    public static HttpSettings parse(RetrieverOptions options, String searchPath, String urlMeaning)
            throws ConfigurationException {
        String retriever = options.retriever();
        OptionWords words = options.words();
        URI endpoint = endpoint(options, searchPath, urlMeaning);
        String user = options.text(USER, null);
        String password = options.text(PASSWORD, null);
        String serverId = options.text(ServerCredentials.SERVER_ID, null);
        if (serverId != null && user == null && password == null) {
            // The Maven plugin fills user and password in from settings.xml; nothing else reads those settings.
            throw new ConfigurationException(words.named(ServerCredentials.SERVER_ID) + " of the "
                    + retriever + " retriever names a <server> of Maven's settings.xml, which only the Maven plugin"
                    + " reads. Here, give the options " + USER + " and " + PASSWORD + " instead.");
        }
        if ((user == null) != (password == null)) {
            throw new ConfigurationException(words.options() + " of the " + retriever + " retriever set "
                    + (user == null ? PASSWORD + " without " + USER : USER + " without " + PASSWORD)
                    + ". Basic authentication needs both; set both, or neither for a cluster without authentication.");
        }
        if (user != null && user.contains(":")) {
            throw new ConfigurationException(words.named(USER) + " of the " + retriever + " retriever"
                    + " contains ':', which HTTP basic authentication cannot carry in a user name (RFC 7617).");
        }
        Optional<HttpSettings.Credentials> credentials = user == null ? Optional.empty()
                : Optional.of(new HttpSettings.Credentials(user, password));
        Optional<Path> caFile = Optional.ofNullable(options.text(CA_FILE, null)).map(String::trim).map(Path::of);
        if (caFile.isPresent() && !Files.isRegularFile(caFile.get())) {
            throw new ConfigurationException(words.valued(CA_FILE, Shown.value(caFile.get()))
                    + " of the "
                    + retriever + " retriever is not a file. Name a PEM file of the certificate(s) that signed the"
                    + " cluster's certificate.");
        }
        Duration timeout = DurationOption.parse(options.text(TIMEOUT, DEFAULT_TIMEOUT), TIMEOUT, retriever,
                words);
        int retries = retries(options);
        int concurrency = options.positiveInt(CONCURRENCY, DEFAULT_CONCURRENCY, "number of search requests in flight"
                + " at once (queries also need as many of the build's threads)");
        return new HttpSettings(endpoint, credentials, caFile, timeout, retries, concurrency, words);
    }

    private static int retries(RetrieverOptions options) throws ConfigurationException {
        String text = options.text(RETRIES, DEFAULT_RETRIES).trim();
        try {
            int retries = WholeNumbers.parseInt(text);
            if (retries >= 0 && retries <= MAX_RETRIES) {
                return retries;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ConfigurationException(options.words().valued(RETRIES, Shown.value(text)) + " of the "
                + options.retriever() + " retriever is not a whole number from 0 to " + MAX_RETRIES + ". It is how"
                + " many times a request that failed to connect or got HTTP 429 or 503 is sent again; write for"
                + " example " + DEFAULT_RETRIES + ".");
    }

    private static URI endpoint(RetrieverOptions options, String searchPath, String urlMeaning)
            throws ConfigurationException {
        String retriever = options.retriever();
        OptionWords words = options.words();
        String text = options.text(URL, null);
        if (text == null || text.isBlank()) {
            throw new ConfigurationException("the " + retriever + " retriever needs " + words.named(URL) + ": "
                    + urlMeaning + ".");
        }
        URI uri;
        try {
            uri = new URI(text.trim());
        } catch (URISyntaxException e) {
            throw new ConfigurationException(words.named(URL) + " of the " + retriever + " retriever is not a"
                    + " URL (" + e.getReason() + "). It names " + urlMeaning + ".", e);
        }
        if (uri.getRawUserInfo() != null) {
            // Never echoed: it holds a password.
            throw new ConfigurationException(words.named(URL) + " of the " + retriever + " retriever holds"
                    + " credentials (user:password@). Put them in the options " + USER + " and " + PASSWORD
                    + " instead, which are never written to logs or reports.");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
            throw new ConfigurationException(words.valued(URL, shownUrl(text)) + " of the"
                    + " " + retriever
                    + " retriever is not an http:// or https:// URL with a host. It names " + urlMeaning + ".");
        }
        if (uri.getRawFragment() != null) {
            throw new ConfigurationException(words.valued(URL, shownUrl(text)) + " of the"
                    + " " + retriever
                    + " retriever has a fragment (#...), which HTTP never sends. Remove it.");
        }
        // A query string (?search_type=dfs_query_then_fetch, ?shards.tolerant=true) is kept after the search path.
        String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
        String path = uri.getRawPath() == null ? "" : uri.getRawPath().replaceAll("/+$", "");
        String base = uri.getScheme() + "://" + uri.getRawAuthority() + path;
        return URI.create((base.endsWith(searchPath) ? base : base + searchPath) + query);
    }

    /** The URL as a message quotes it: a secret query parameter's value masked ({@link SecretUrls}). */
    private static String shownUrl(String text) {
        return Shown.value(SecretUrls.masked(text));
    }

    /** The settings as report.json records them (never the credentials). */
    public static void describe(HttpSettings settings, java.util.Map<String, Object> described) {
        described.put("timeout", DurationOption.format(settings.timeout()));
        described.put("retries", settings.retries());
        described.put("concurrency", settings.concurrency());
    }
}
