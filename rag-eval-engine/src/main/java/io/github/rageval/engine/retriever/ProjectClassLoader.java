package io.github.rageval.engine.retriever;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The project's test classpath as a class loader for its own retriever, isolated from rag-eval's own
 * dependencies: a project on another Jackson version gets its own. Some packages are shared: always the API,
 * {@code io.github.rageval.api}, which comes from the loader that loaded rag-eval, so that the project's
 * {@code Retriever} is the very interface the engine calls (the project's copy of the API jar, if any, is never
 * read), and those a built-in retriever names for the classes it lets a project supply (Lucene's, for a
 * {@code bm25} analyzer). Everything else is the project's classpath over the JDK's platform classes.
 */
final class ProjectClassLoader extends URLClassLoader {
    static final String API_PACKAGE = "io.github.rageval.api.";

    static {
        ClassLoader.registerAsParallelCapable();
    }

    private final ClassLoader apiLoader;
    private final List<String> sharedPackages;

    private ProjectClassLoader(URL[] urls, ClassLoader apiLoader, List<String> sharedPackages) {
        super("rag-eval project test classpath", urls, ClassLoader.getPlatformClassLoader());
        this.apiLoader = apiLoader;
        this.sharedPackages = sharedPackages;
    }

    /** @param apiLoader the loader of {@link io.github.rageval.api.Retriever} on rag-eval's side */
    static ProjectClassLoader of(List<Path> classpath, ClassLoader apiLoader) {
        return of(classpath, apiLoader, List.of());
    }

    /**
     * @param sharedLoader rag-eval's loader, which serves the API and the shared packages
     * @param sharedPackages more package prefixes served by {@code sharedLoader}, e.g. {@code org.apache.lucene.}
     */
    static ProjectClassLoader of(List<Path> classpath, ClassLoader sharedLoader, List<String> sharedPackages) {
        List<URL> urls = new ArrayList<>();
        for (Path entry : classpath) {
            try {
                urls.add(entry.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new UncheckedIOException(new IOException("classpath entry " + entry + " is not a URL", e));
            }
        }
        List<String> shared = new java.util.ArrayList<>(List.of(API_PACKAGE));
        shared.addAll(sharedPackages);
        return new ProjectClassLoader(urls.toArray(URL[]::new), sharedLoader, List.copyOf(shared));
    }

    private boolean shared(String name) {
        for (String prefix : sharedPackages) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (shared(name)) {
            return apiLoader.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }

    @Override
    public URL getResource(String name) {
        // The API's classes and resources come from rag-eval's side, as its classes do.
        if (shared(name.replace('/', '.'))) {
            return apiLoader.getResource(name);
        }
        return super.getResource(name);
    }
}
