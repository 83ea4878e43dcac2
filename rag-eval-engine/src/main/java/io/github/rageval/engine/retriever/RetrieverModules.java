package io.github.rageval.engine.retriever;

import io.github.rageval.engine.model.ConfigurationException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Built-in retrievers that ship as modules of their own, because what they need is heavy or must be the project's
 * own: {@code dense} brings ONNX Runtime, the tokenizers' native library and a model, 180 MB that a build on tfidf or
 * bm25 must never download; {@code spring} runs on the project's Spring and Spring AI, and {@code langchain4j} on its
 * LangChain4j, which no other build needs.
 * The Maven plugin resolves such a module (same group and version as the plugin) only for a build that names it, and
 * hands its jars over in {@link RetrieverSpec#modulePath()}; on the command line the module's jars go on the class
 * path, where it is found like any built-in retriever.
 *
 * <p>A module's class loader is made once per JVM and set of jars, and never closed: a native library loads once per
 * JVM, so a second loader of ONNX Runtime's classes could not load it again (Maven runs every module of a build, and
 * every execution, in one JVM).
 */
public final class RetrieverModules {
    /** The group id of rag-eval's modules. */
    public static final String GROUP_ID = "io.github.rageval";
    private static final Map<String, Module> MODULES = Map.of(
            "dense", new Module("rag-eval-dense", "ONNX Runtime, tokenizers and a model: about 180 MB", true),
            "spring", new Module("rag-eval-spring-ai", "the spring retriever's adapter, which runs on the project's"
                    + " own Spring and Spring AI", false),
            "langchain4j", new Module("rag-eval-langchain4j", "the langchain4j retriever's adapter, which runs on the"
                    + " project's own LangChain4j", false));
    private static final Map<List<Path>, Map<String, RetrieverFactory>> LOADED = new ConcurrentHashMap<>();

    private RetrieverModules() {
    }

    /**
     * A module a built-in retriever ships in.
     *
     * @param artifactId its artifact id (the group and version are the plugin's)
     * @param brings what it brings, for the messages that say why it is not bundled
     * @param vectorCache whether its retriever reads the vector cache's settings ({@code cacheDirectory},
     *     {@code cacheMaxSize})
     */
    public record Module(String artifactId, String brings, boolean vectorCache) {
    }

    /** The artifact id of the module a built-in retriever ships in, when it ships in one. */
    public static Optional<String> artifactOf(String retriever) {
        return module(retriever).map(Module::artifactId);
    }

    /** The module a built-in retriever ships in, when it ships in one. */
    public static Optional<Module> module(String retriever) {
        return Optional.ofNullable(MODULES.get(retriever));
    }

    /** Names of the retrievers that ship as modules, in alphabetical order. */
    public static List<String> names() {
        return List.copyOf(new TreeMap<>(MODULES).keySet());
    }

    /** Names of the retrievers whose module reads the vector cache's settings, in alphabetical order. */
    public static List<String> vectorCacheNames() {
        return new TreeMap<>(MODULES).entrySet().stream().filter(e -> e.getValue().vectorCache())
                .map(Map.Entry::getKey).toList();
    }

    /** Whether the retriever reads the vector cache's settings ({@code dense}). */
    public static boolean readsVectorCache(String retriever) {
        return module(retriever).map(Module::vectorCache).orElse(false);
    }

    /**
     * What to say when a module cannot be resolved: what it brings, why it failed, and what to do. A development
     * version ({@code -SNAPSHOT}) is in no public repository, since rag-eval is not on Maven Central yet: the module
     * must be where the plugin came from, and the advice is the three ways docs/ci.md gives; a release only needs one
     * online build.
     *
     * @param retriever the retriever's name, as written
     * @param version the plugin's version, which the module shares
     * @param cause the resolver's own words
     */
    public static String unresolvedMessage(String retriever, String version, String cause) {
        Module module = module(retriever).orElseThrow();
        String coordinates = GROUP_ID + ":" + module.artifactId() + ":" + version;
        String advice = version.endsWith("-SNAPSHOT")
                ? "rag-eval is not on Maven Central yet, so every module of it must be in a repository the build"
                        + " reads, as the plugin is: install them from a checkout of rag-eval on this machine ('mvn -B"
                        + " install -DskipTests' there, or 'mvn -B install -DskipTests -pl " + module.artifactId()
                        + " -am' for this module alone), deploy them all to your team's repository ('mvn -B deploy"
                        + " -DskipTests -DaltDeploymentRepository=<id>::<url>' in the checkout), or build rag-eval from"
                        + " source in the CI job before this build. rag-eval's docs/ci.md, \"Get rag-eval into CI\","
                        + " shows each."
                : "Run the build once online (or with a repository that has them) so that they land in the local"
                        + " repository; later builds work offline.";
        return "retriever = '" + retriever + "' needs the module " + coordinates + " and its dependencies ("
                + module.brings() + "), which could not be resolved: " + cause + ". " + advice;
    }

    /**
     * The error for jars given by hand (the command line's {@code --classpath}, which it hands over as the module's
     * jars) that hold no factory of the retriever: the module's jar was left out. It names the place and the jar to
     * add there; that the retriever is unknown would send the user looking for a typo.
     *
     * @param retriever the retriever's name, one that ships as a module
     * @param jars the jars given
     * @param advice how the front end names the place the jars were given in
     */
    static ConfigurationException notAmong(String retriever, List<Path> jars, ClasspathAdvice advice) {
        String artifactId = module(retriever).orElseThrow().artifactId();
        return new ConfigurationException("the " + retriever + " retriever ships in the module " + GROUP_ID + ":"
                + artifactId + ", which " + advice.place() + " (" + Retrievers.entries(jars.size()) + ") does not"
                + " hold. Add the module's jar, " + artifactId + "-<version>.jar of the rag-eval version you run, to "
                + advice.place() + ".");
    }

    /** The retriever factories a module's jars hold, by name. */
    static Map<String, RetrieverFactory> factories(List<Path> jars) {
        return LOADED.computeIfAbsent(List.copyOf(jars), RetrieverModules::load);
    }

    private static Map<String, RetrieverFactory> load(List<Path> jars) {
        URL[] urls = new URL[jars.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = jars.get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new UncheckedIOException(e);
            }
        }
        // Parent first: the engine and the API are the plugin's own classes, shared with the module.
        ClassLoader loader = new URLClassLoader("rag-eval retriever module", urls, Retrievers.class.getClassLoader());
        Map<String, RetrieverFactory> factories = new TreeMap<>();
        for (RetrieverFactory factory : ServiceLoader.load(RetrieverFactory.class, loader)) {
            factories.put(factory.name(), factory);
        }
        return factories;
    }
}
