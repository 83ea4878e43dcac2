package io.github.rageval.engine.retriever;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.List;

/**
 * A built-in retriever, found by its name ({@code tfidf}) through {@link java.util.ServiceLoader}: each built-in
 * retriever is one package holding its factory, which owns the retriever's options, their defaults and their
 * parsing. A factory is listed in {@code META-INF/services/io.github.rageval.engine.retriever.RetrieverFactory}.
 */
public interface RetrieverFactory {

    /** The name {@code <retriever>} selects it by: lowercase, no dots (a dotted name is a class name). */
    String name();

    /** The options it reads from {@code retrieverOptions}, in documentation order; any other is an error. */
    List<String> optionNames();

    /** Whether it needs a corpus to index (a retriever that queries its own index does not). */
    default boolean needsCorpus() {
        return true;
    }

    /**
     * Whether it needs a corpus with these options: by default {@link #needsCorpus()}; a retriever that may load the
     * corpus into a store, or gate the store as it is already filled, says which its options ask for.
     */
    default boolean needsCorpus(RetrieverOptions options) {
        return needsCorpus();
    }

    /**
     * Whether these options name a class the retriever loads from the project's classpath (a {@code bm25}
     * {@code analyzer}); most built-in retrievers load none.
     */
    default boolean readsClasspath(RetrieverOptions options) {
        return false;
    }

    /**
     * A retriever with these options, not yet indexed.
     *
     * @param options only names from {@link #optionNames()} (checked before this is called)
     * @throws ConfigurationException for an option value it cannot use, naming the option and what to do
     * @throws RetrieverException when what the options name fails to start (the project's application context of
     *     the {@code spring} retriever): a message for the user as it is, with the root cause
     */
    Retriever create(RetrieverOptions options) throws ConfigurationException, RetrieverException;

    /**
     * The settings report.json records for these options, and the baseline fingerprint compares: the name under
     * {@code type} first, then every option with its effective value, defaults included, in a fixed order.
     */
    java.util.Map<String, Object> describe(RetrieverOptions options) throws ConfigurationException;
}
