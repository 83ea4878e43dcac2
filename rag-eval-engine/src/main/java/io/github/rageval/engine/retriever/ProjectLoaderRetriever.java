package io.github.rageval.engine.retriever;

import io.github.rageval.api.Document;
import io.github.rageval.api.Query;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.io.IOException;
import java.net.URLClassLoader;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The adapter of a retriever that runs on the project's own libraries ({@link ProjectSideAdapter}), called with the
 * project's class loader as the thread's context loader (Spring, LangChain4j and the libraries of the application
 * look classes and resources up through it), and that loader closed after the adapter: once the adapter is closed,
 * nothing of the project's classes is used any more.
 */
final class ProjectLoaderRetriever implements Retriever {
    private final Retriever adapter;
    private final URLClassLoader loader;

    ProjectLoaderRetriever(Retriever adapter, URLClassLoader loader) {
        this.adapter = adapter;
        this.loader = loader;
    }

    @Override
    public void index(List<Document> corpus) throws Exception {
        inProject(() -> {
            adapter.index(corpus);
            return null;
        });
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) throws Exception {
        return inProject(() -> adapter.retrieve(query, k));
    }

    @Override
    public List<ScoredDocument> retrieve(Query query, int k) throws Exception {
        return inProject(() -> adapter.retrieve(query, k));
    }

    @Override
    public boolean threadSafe() {
        return adapter.threadSafe();
    }

    @Override
    public void close() throws Exception {
        try {
            inProject(() -> {
                adapter.close();
                return null;
            });
        } finally {
            try {
                loader.close();
            } catch (IOException e) {
                // Only open jar files are released here; nothing the user can act on.
            }
        }
    }

    private <T> T inProject(Callable<T> call) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return call.call();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
