package io.github.rageval.engine.retriever;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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

    /**
     * Why a class of a shared package is never found on the project's classpath, or empty for a class of another
     * package: its package is served by rag-eval's side only, so the project's copy is never read.
     *
     * @param sharedPackages the prefixes shared beside the API's, as given to {@link #of(List, ClassLoader, List)}
     */
    static Optional<String> reservedPackage(String className, List<String> sharedPackages) {
        List<String> shared = new ArrayList<>(List.of(API_PACKAGE));
        shared.addAll(sharedPackages);
        for (String prefix : shared) {
            if (className.startsWith(prefix)) {
                String owner = prefix.equals(API_PACKAGE) ? "rag-eval's API" : "rag-eval's own class path";
                return Optional.of("the package " + prefix.substring(0, prefix.length() - 1) + " is"
                        + " reserved: its classes always come from " + owner + ", never from the project's classpath,"
                        + " so a class of the project in it is not seen. Move the class to a package of your own"
                        + " (e.g. com.acme)");
            }
        }
        return Optional.empty();
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
