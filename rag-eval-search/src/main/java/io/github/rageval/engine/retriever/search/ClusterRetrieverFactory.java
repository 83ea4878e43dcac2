package io.github.rageval.engine.retriever.search;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverFactory;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What every search cluster retriever's factory does the same way: the options {@code url}, {@code request}, the
 * cluster's own, then the connection options ({@link HttpOptions}); the request template checked; no corpus needed
 * (the cluster holds it); and report.json's settings without credentials. A cluster's factory adds its default
 * request, the options only that default reads, and how its response is read.
 */
public abstract class ClusterRetrieverFactory implements RetrieverFactory {
    public static final String REQUEST = "request";
    /** The field holding a document's id as the golden set names it; read by the default request and the reader. */
    public static final String ID_FIELD = "idField";

    /** The options only the default request reads ({@code qf}, {@code field}): an error beside {@code request}. */
    protected abstract List<String> defaultRequestOptions();

    /** The id field when {@code idField} is not given ({@code id} for Solr, {@code _id} for OpenSearch). */
    protected abstract String defaultIdField();

    /** What holds the fields an option names, for messages ({@code collection}, {@code index}). */
    protected abstract String holder();

    /** What {@code url} must name, for messages, with an example. */
    protected abstract String urlMeaning();

    /** The path search requests go to below {@code url} ({@code /select}, {@code /_search}). */
    protected abstract String searchPath();

    /** The request body used when {@code request} is not given, built from the options. */
    protected abstract String defaultRequest(RetrieverOptions options) throws ConfigurationException;

    /** How a response of this cluster becomes a ranking. */
    protected abstract ResponseReader reader(RetrieverOptions options) throws ConfigurationException;

    /** What a good response is, for messages ({@code a Solr search response}). */
    protected abstract String responseName();

    /** The cluster's own settings for report.json, after {@code type}, {@code url} and {@code request}. */
    protected abstract void describeOwn(RetrieverOptions options, Map<String, Object> described)
            throws ConfigurationException;

    @Override
    public final List<String> optionNames() {
        List<String> names = new ArrayList<>(List.of(HttpOptions.URL, REQUEST));
        names.addAll(defaultRequestOptions());
        names.add(ID_FIELD);
        names.addAll(HttpOptions.NAMES);
        return List.copyOf(names);
    }

    /** The cluster holds the corpus: a build needs none, and one that has a corpus file does not send it. */
    @Override
    public final boolean needsCorpus() {
        return false;
    }

    @Override
    public final Retriever create(RetrieverOptions options) throws ConfigurationException {
        HttpSettings settings = HttpOptions.parse(options, searchPath(), urlMeaning());
        return new ClusterRetriever(new SearchClient(name(), settings), template(options), reader(options),
                responseName());
    }

    @Override
    public final Map<String, Object> describe(RetrieverOptions options) throws ConfigurationException {
        HttpSettings settings = HttpOptions.parse(options, searchPath(), urlMeaning());
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("type", name());
        described.put("url", settings.endpoint().toString());
        described.put("request", template(options).text());
        describeOwn(options, described);
        described.put("id_field", idField(options));
        HttpOptions.describe(settings, described);
        return described;
    }

    /** The id field, checked. */
    protected final String idField(RetrieverOptions options) throws ConfigurationException {
        return fieldName(options, ID_FIELD, defaultIdField());
    }

    /** A field name an option gives, or its default; an empty name is an error. */
    protected final String fieldName(RetrieverOptions options, String option, String fallback)
            throws ConfigurationException {
        String value = options.text(option, fallback).trim();
        if (value.isEmpty()) {
            throw new ConfigurationException(options.words().named(option) + " of the " + name() + " retriever is"
                    + " empty. Name a field of the " + holder() + " (default " + fallback + ").");
        }
        return value;
    }

    /** The request given, or the default; either checked. */
    protected final RequestTemplate template(RetrieverOptions options) throws ConfigurationException {
        String given = options.text(REQUEST, null);
        if (given == null) {
            return RequestTemplate.of(defaultRequest(options), options.words().named(REQUEST) + " (the default)",
                    name());
        }
        for (String option : defaultRequestOptions()) {
            if (options.values().containsKey(option)) {
                throw new ConfigurationException(options.words().named(option) + " of the " + name() + " retriever is"
                        + " read only by the default request, and request is set too, so it would be ignored. Write"
                        + " it into the request, and remove the option " + option + ".");
            }
        }
        return RequestTemplate.of(given, options.words().named(REQUEST), name());
    }
}
