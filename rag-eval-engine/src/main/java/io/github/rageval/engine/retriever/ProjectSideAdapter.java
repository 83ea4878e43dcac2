package io.github.rageval.engine.retriever;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.model.ConfigurationException;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URLClassLoader;
import java.util.List;
import java.util.function.Function;

/**
 * Starts the adapter of a built-in retriever that must run on the project's own libraries, whatever their versions
 * (the {@code spring} retriever on the project's Spring, {@code langchain4j} on its LangChain4j): the adapter's
 * classes, which link against those libraries, are loaded in a class loader over the project's test classpath and
 * the module's jar ({@link RetrieverOptions#projectLoader}), and its entry point {@code static Retriever start(...)}
 * is called by name. Nothing on rag-eval's side links against the library, so a build on another retriever never
 * needs it.
 */
public final class ProjectSideAdapter {
    private ProjectSideAdapter() {
    }

    /**
     * The adapter's retriever, called in the project's class loader from then on and closing it when closed.
     *
     * @param moduleClass a class of the module's rag-eval side, whose jar also holds the adapter
     * @param sharedPackages package prefixes the adapter takes from rag-eval's side (the engine's, for its
     *     exceptions and the settings it is handed)
     * @param adapter the adapter's class, with {@code public static Retriever start(...)} taking {@code arguments}
     *     (their exact classes)
     * @param libraryMissing the error for a project without the library: the adapter could not link against it
     * @throws ConfigurationException the adapter's own, as it is, or the library missing
     * @throws RetrieverException the adapter's own, as it is (what the options name failed to start)
     */
    public static Retriever start(RetrieverOptions options, Class<?> moduleClass, List<String> sharedPackages,
                                  String adapter, Function<LinkageError, ConfigurationException> libraryMissing,
                                  Object... arguments) throws ConfigurationException, RetrieverException {
        URLClassLoader loader = options.projectLoader(moduleClass, sharedPackages);
        Class<?>[] types = new Class<?>[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            types[i] = arguments[i].getClass();
        }
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        boolean started = false;
        try {
            Retriever retriever = (Retriever) Class.forName(adapter, true, loader).getMethod("start", types)
                    .invoke(null, arguments);
            started = true;
            return new ProjectLoaderRetriever(retriever, loader);
        } catch (InvocationTargetException e) {
            // The adapter's own errors are paragraphs for the user already; a class it cannot link is the library
            // missing.
            if (e.getCause() instanceof ConfigurationException configuration) {
                throw configuration;
            }
            if (e.getCause() instanceof RetrieverException failure) {
                throw failure;
            }
            if (e.getCause() instanceof LinkageError missing) {
                throw libraryMissing.apply(missing);
            }
            throw new IllegalStateException("the retriever's adapter " + adapter + " failed", e.getCause());
        } catch (LinkageError e) {
            throw libraryMissing.apply(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the retriever's adapter " + adapter + " is not in its module", e);
        } finally {
            thread.setContextClassLoader(previous);
            if (!started) {
                try {
                    loader.close();
                } catch (IOException e) {
                    // Only open jar files are released here; nothing the user can act on.
                }
            }
        }
    }
}
