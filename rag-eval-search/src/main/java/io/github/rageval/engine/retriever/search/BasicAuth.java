package io.github.rageval.engine.retriever.search;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The {@code Authorization} header of HTTP basic authentication (RFC 7617): {@code Basic} and the base64 of
 * {@code user:password} in UTF-8. It is sent with every request (preemptively), as search clusters expect: the
 * JDK's {@code Authenticator} would first send each request without it and wait for a 401 challenge, which Solr's
 * and OpenSearch's security plugins answer differently.
 */
final class BasicAuth {
    static final String HEADER = "Authorization";

    private BasicAuth() {
    }

    static String value(HttpSettings.Credentials credentials) {
        String pair = credentials.user() + ":" + credentials.password();
        return "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
    }
}
