package io.github.rageval.engine.retriever.langchain4j;

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
 * The built-in {@code langchain4j} retriever: a LangChain4j {@code ContentRetriever} under the gate, either the
 * team's own, built by the {@code factory} it names, or the ready path's, an in-process embedding model over an
 * in-memory store filled with the golden corpus.
 *
 * <p>Options ({@link LangChain4jSettings}): {@code factory}, or {@code model}, {@code maxResults} and
 * {@code minScore}; and {@code idMetadata} for either.
 *
 * <p>The adapter that touches LangChain4j ({@code io.github.rageval.langchain4j}) is loaded in a class loader over
 * the project's test classpath ({@link ProjectSideAdapter}), so that it runs on the project's LangChain4j, whatever
 * its version, and a factory's {@code ContentRetriever} is the very interface it calls.
 */
public final class LangChain4jRetrieverFactory implements RetrieverFactory {
    public static final String NAME = "langchain4j";
    /**
     * The adapter's entry point, on the project's side:
     * {@code static Retriever start(LangChain4jSettings, RetrieverOptions)}.
     */
    static final String ADAPTER = "io.github.rageval.langchain4j.LangChain4jAdapter";
    /** Served by this side to the adapter: the engine's exceptions, these settings and the options' messages. */
    static final List<String> SHARED = List.of("io.github.rageval.engine.");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> optionNames() {
        return LangChain4jSettings.NAMES;
    }

    /** The ready path loads the corpus into its store; a factory's retriever answers from its own. */
    @Override
    public boolean needsCorpus(RetrieverOptions options) {
        return LangChain4jSettings.readyPath(options);
    }

    /** Both paths run on the project's LangChain4j, from its test classpath. */
    @Override
    public boolean readsClasspath(RetrieverOptions options) {
        return true;
    }

    @Override
    public Retriever create(RetrieverOptions options) throws ConfigurationException, RetrieverException {
        LangChain4jSettings settings = LangChain4jSettings.of(options);
        return ProjectSideAdapter.start(options, LangChain4jRetrieverFactory.class, SHARED, ADAPTER,
                missing -> langChain4jMissing(missing, options), settings, options);
    }

    /** The adapter could not link against LangChain4j: the project lacks it. */
    static ConfigurationException langChain4jMissing(LinkageError error, RetrieverOptions options) {
        String missing = String.valueOf(error.getMessage()).replace('/', '.');
        return new ConfigurationException("the langchain4j retriever runs on the project's own LangChain4j, and "
                + missing + " is not on " + options.classpathAdvice().place() + ". Add LangChain4j"
                + " (dev.langchain4j:langchain4j; a factory's retriever needs only dev.langchain4j:langchain4j-core)"
                + " to the project's dependencies (test scope is enough).", error);
    }

    @Override
    public Map<String, Object> describe(RetrieverOptions options) throws ConfigurationException {
        LangChain4jSettings settings = LangChain4jSettings.of(options);
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("type", NAME);
        described.put("factory", settings.factory() == null ? "" : settings.factory());
        described.put("model", settings.model() == null ? "" : InProcessModel.named(settings.model())
                .map(InProcessModel::optionName).orElse(settings.model()));
        // the ready path asks for the evaluation's depth unless set; a factory's retriever sets its own
        described.put("max_results", settings.factory() != null ? "" : settings.maxResults() == null ? "depth"
                : settings.maxResults());
        described.put("min_score", settings.minScore() == null ? "" : settings.minScore());
        described.put("id_metadata", settings.idMetadata());
        return described;
    }
}
