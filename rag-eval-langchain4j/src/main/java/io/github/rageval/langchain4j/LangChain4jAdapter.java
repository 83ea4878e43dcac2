package io.github.rageval.langchain4j;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.langchain4j.LangChain4jSettings;

/**
 * The entry point rag-eval's side calls, by name, in the project's class loader: the factory's ContentRetriever, or
 * the ready path's, as a retriever.
 */
public final class LangChain4jAdapter {
    /** The class the adapter cannot run without, checked before anything is loaded. */
    static final String REQUIRED = "dev.langchain4j.rag.content.retriever.ContentRetriever";

    private LangChain4jAdapter() {
    }

    /**
     * @throws NoClassDefFoundError when LangChain4j is not on the project's classpath
     * @throws ConfigurationException when the factory or the model cannot be loaded, or is of no usable type
     * @throws RetrieverException when the factory or the model's constructor throws
     */
    public static Retriever start(LangChain4jSettings settings, RetrieverOptions options)
            throws ConfigurationException, RetrieverException {
        ClassLoader loader = LangChain4jAdapter.class.getClassLoader();
        try {
            Class.forName(REQUIRED, false, loader);
        } catch (ClassNotFoundException e) {
            throw new NoClassDefFoundError(REQUIRED);
        }
        if (settings.factory() != null) {
            return new ContentRetrieverAdapter(FactoryCall.contentRetriever(settings, options, loader),
                    settings.idMetadata(), options.words());
        }
        return new InMemoryModelRetriever(InProcessModels.load(settings, options.words(), loader), settings);
    }
}
