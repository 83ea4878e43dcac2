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
 * dependencies: a project on another Jackson version gets its own. One package is shared: the API,
 * {@code io.github.rageval.api}, comes from the loader that loaded rag-eval, so that the project's
 * {@code Retriever} is the very interface the engine calls (the project's copy of the API jar, if any, is never
 * read). Everything else is the project's classpath over the JDK's platform classes.
 */
final class ProjectClassLoader extends URLClassLoader {
    static final String API_PACKAGE = "io.github.rageval.api.";

    static {
        ClassLoader.registerAsParallelCapable();
    }

    private final ClassLoader apiLoader;

    private ProjectClassLoader(URL[] urls, ClassLoader apiLoader) {
        super("rag-eval project test classpath", urls, ClassLoader.getPlatformClassLoader());
        this.apiLoader = apiLoader;
    }

    /** @param apiLoader the loader of {@link io.github.rageval.api.Retriever} on rag-eval's side */
    static ProjectClassLoader of(List<Path> classpath, ClassLoader apiLoader) {
        List<URL> urls = new ArrayList<>();
        for (Path entry : classpath) {
            try {
                urls.add(entry.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new UncheckedIOException(new IOException("classpath entry " + entry + " is not a URL", e));
            }
        }
        return new ProjectClassLoader(urls.toArray(URL[]::new), apiLoader);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(API_PACKAGE)) {
            return apiLoader.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }

    @Override
    public URL getResource(String name) {
        // The API's classes and resources come from rag-eval's side, as its classes do.
        if (name.startsWith(API_PACKAGE.replace('.', '/'))) {
            return apiLoader.getResource(name);
        }
        return super.getResource(name);
    }
}
