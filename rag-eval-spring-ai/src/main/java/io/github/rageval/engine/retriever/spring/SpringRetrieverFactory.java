package io.github.rageval.engine.retriever.spring;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.ProjectSideAdapter;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverFactory;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The built-in {@code spring} retriever: the project's own Spring application context, started once for the build
 * without a web server, and its Spring AI {@code VectorStore} (or {@code DocumentRetriever}) bean under the gate.
 *
 * <p>Options ({@link SpringSettings}): {@code application} (required), {@code bean}, {@code beanType},
 * {@code profiles}, {@code properties}, {@code index} (default true) and {@code idMetadata}.
 *
 * <p>The adapter that touches Spring ({@code io.github.rageval.spring}) is loaded in a class loader over the
 * project's test classpath, so that it runs on the project's Spring and Spring AI, whatever their versions; it
 * shares the API and the engine with this side, and hands back a {@link Retriever}.
 */
public final class SpringRetrieverFactory implements RetrieverFactory {
    public static final String NAME = "spring";
    /**
     * The adapter's entry point, on the project's side: {@code static Retriever start(SpringSettings,
     * RetrieverOptions)}, the options for their class path and how the front end names it.
     */
    static final String ADAPTER = "io.github.rageval.spring.SpringContextRetriever";
    /** Served by this side to the adapter: the engine's exceptions and these settings. */
    static final List<String> SHARED = List.of("io.github.rageval.engine.");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> optionNames() {
        return SpringSettings.NAMES;
    }

    /** The corpus is read only when it is loaded into the store ({@code index} = true). */
    @Override
    public boolean needsCorpus(RetrieverOptions options) {
        return SpringSettings.indexes(options);
    }

    @Override
    public boolean readsClasspath(RetrieverOptions options) {
        return true;
    }

    @Override
    public Retriever create(RetrieverOptions options) throws ConfigurationException, RetrieverException {
        SpringSettings settings = SpringSettings.of(options);
        return ProjectSideAdapter.start(options, SpringRetrieverFactory.class, SHARED, ADAPTER,
                missing -> springMissing(missing, options), settings, options);
    }

    /** The adapter could not link against Spring: the project lacks Spring Boot or Spring AI. */
    private static ConfigurationException springMissing(LinkageError error, RetrieverOptions options) {
        String missing = String.valueOf(error.getMessage()).replace('/', '.');
        return new ConfigurationException("the spring retriever runs on the project's own Spring Boot and Spring AI,"
                + " and " + missing + " is not on " + options.classpathAdvice().place() + ". Add Spring Boot"
                + " (org.springframework.boot:spring-boot) and Spring AI's vector store"
                + " (org.springframework.ai:spring-ai-vector-store; spring-ai-rag for a DocumentRetriever) to the"
                + " project's dependencies (test scope is enough).", error);
    }

    @Override
    public Map<String, Object> describe(RetrieverOptions options) throws ConfigurationException {
        SpringSettings settings = SpringSettings.of(options);
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("type", NAME);
        described.put("application", settings.application());
        described.put("bean", settings.bean() == null ? "" : settings.bean());
        described.put("bean_type", settings.beanType() == null ? "" : settings.beanType());
        described.put("profiles", String.join(",", settings.profiles()));
        // One entry per property, so that a secret one is recorded as the marker (Retrievers.describe masks by name).
        settings.properties().forEach((name, value) -> described.put("property." + name, value));
        described.put("index", settings.index());
        described.put("id_metadata", settings.idMetadata() == null ? "" : settings.idMetadata());
        return described;
    }
}
