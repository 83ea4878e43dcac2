package io.github.rageval.spring;

import io.github.rageval.api.Document;
import io.github.rageval.api.Query;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.spring.SpringSettings;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The project's application context and the adapter of its bean under the gate, as one retriever: started by
 * {@link #start}, closed (adapter, then context) by {@link #close}. The entry point rag-eval's side calls, by name,
 * in the project's class loader.
 */
public final class SpringContextRetriever implements Retriever {
    /** Classes the adapter cannot run without, checked before anything starts. */
    private static final List<String> REQUIRED = List.of("org.springframework.boot.SpringApplication",
            "org.springframework.ai.vectorstore.VectorStore");
    private final ConfigurableApplicationContext context;
    private final Retriever adapter;

    private SpringContextRetriever(ConfigurableApplicationContext context, Retriever adapter) {
        this.context = context;
        this.adapter = adapter;
    }

    /**
     * Starts the context the settings name and adapts its bean.
     *
     * @param options the options as given, for the classpath a class they name is looked up on and the front end's
     *     advice when it is not there
     *
     * @throws NoClassDefFoundError when Spring Boot or Spring AI is not on the project's classpath
     * @throws ConfigurationException when the application class or the bean is not found, or is of no usable type
     * @throws RetrieverException when the context fails to start
     */
    public static Retriever start(SpringSettings settings, RetrieverOptions options)
            throws ConfigurationException, RetrieverException {
        ClassLoader loader = SpringContextRetriever.class.getClassLoader();
        for (String required : REQUIRED) {
            try {
                Class.forName(required, false, loader);
            } catch (ClassNotFoundException e) {
                throw new NoClassDefFoundError(required);
            }
        }
        ConfigurableApplicationContext context = ApplicationStarter.start(settings, options, loader);
        try {
            return new SpringContextRetriever(context, BeanChoice.adapter(context, settings, options, loader));
        } catch (ConfigurationException | RuntimeException | Error e) {
            context.close();
            throw e;
        }
    }

    @Override
    public void index(List<Document> corpus) throws Exception {
        adapter.index(corpus);
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) throws Exception {
        return adapter.retrieve(query, k);
    }

    @Override
    public List<ScoredDocument> retrieve(Query query, int k) throws Exception {
        return adapter.retrieve(query, k);
    }

    @Override
    public void close() throws Exception {
        try {
            adapter.close();
        } finally {
            context.close();
        }
    }
}
