package io.github.rageval.engine.retriever.search;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.model.ConfigurationException;

/**
 * A search request body with two placeholders: {@code {{query}}}, replaced by the query text JSON-escaped (so it
 * goes inside a JSON string: {@code "q": "{{query}}"}), and {@code {{k}}}, replaced by the number of results asked.
 * Plain text substitution keeps the body exactly as the team wrote it (key order, the cluster's own syntax); the
 * template is checked once, when the retriever is configured, by substituting a query full of characters that need
 * escaping and parsing the result as JSON: a template that is not JSON after substitution, or that has no
 * {@code {{query}}} (every query would get the same ranking), is a configuration error naming the option.
 */
public final class RequestTemplate {
    public static final String QUERY = "{{query}}";
    public static final String K = "{{k}}";
    /** A query with every kind of character the escape must handle, used to check the template. */
    static final String PROBE = "probe \"quoted\" back\\slash\nnew line\ttab \u0001 caf\u00e9 \u2028";
    private static final ObjectMapper STRICT = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final String template;

    private RequestTemplate(String template) {
        this.template = template;
    }

    /**
     * A checked template.
     *
     * @param option the option as messages name it ({@code retrieverOptions request}, {@code --retriever-options
     *     request})
     * @param retriever the retriever's name, for messages
     * @throws ConfigurationException when the template has no {@code {{query}}} or is not one JSON object after
     *     substitution
     */
    public static RequestTemplate of(String template, String option, String retriever)
            throws ConfigurationException {
        if (!template.contains(QUERY)) {
            throw new ConfigurationException(option + " of the " + retriever + " retriever has"
                    + " no " + QUERY + " placeholder, so every query would get the same ranking. Put " + QUERY
                    + " inside a JSON string where the query text goes, e.g. \"q\": \"" + QUERY + "\".");
        }
        RequestTemplate checked = new RequestTemplate(template);
        String probe = checked.render(PROBE, 10);
        try {
            JsonNode parsed = STRICT.readTree(probe);
            if (parsed == null || !parsed.isObject()) {
                throw new ConfigurationException(option + " of the " + retriever + " retriever"
                        + " is not a JSON object. Write the request body as one JSON object {...}.");
            }
        } catch (JsonProcessingException e) {
            throw new ConfigurationException(option + " of the " + retriever + " retriever is"
                    + " not valid JSON once " + QUERY + " and " + K + " are replaced (" + e.getOriginalMessage()
                    + "). " + QUERY + " is replaced by the JSON-escaped query text, so it belongs inside quotes (\""
                    + QUERY + "\"); " + K + " is replaced by a bare number (\"rows\": " + K + ").", e);
        }
        return checked;
    }

    /** The template as written (report.json records it). */
    public String text() {
        return template;
    }

    /** The body for one query. */
    public String render(String query, int k) {
        return template.replace(K, Integer.toString(k)).replace(QUERY, escape(query));
    }

    /**
     * The text as the content of a JSON string (RFC 8259, section 7): quotation mark, reverse solidus and the
     * control characters U+0000 to U+001F escaped ({@code \n}, {@code \t}... or {@code \\u00XX}), and U+2028/U+2029
     * too (valid JSON, but line terminators to JavaScript-based tools); everything else, non-ASCII included, as is
     * (the body is sent as UTF-8).
     */
    public static String escape(String text) {
        return Escape.json(text);
    }
}
