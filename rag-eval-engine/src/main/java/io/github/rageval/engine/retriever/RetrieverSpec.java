package io.github.rageval.engine.retriever;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The retriever a build evaluates, as configured: a built-in name ({@code tfidf}) or the fully qualified name of a
 * class implementing {@link io.github.rageval.api.Retriever}, its options, and where such a class is looked up.
 *
 * @param name a built-in retriever's name, or a class name (it has a dot)
 * @param options {@code retrieverOptions} as written, in the order given
 * @param classpath the project's test classpath (compiled test classes, test-scope dependencies), searched for a
 *     class name, and for a class a built-in retriever's option names
 * @param chunking how documents are cut into chunks before the retriever indexes them; null for whole documents
 * @param modulePath the jars of a built-in retriever that ships as a module of its own ({@link RetrieverModules}),
 *     resolved for this build; empty when it is on rag-eval's class path or not needed
 * @param classpathAdvice how messages name the classpath and what they advise when a class is not on it, as the
 *     front end says it
 * @param instance the retriever itself, already created by the caller (a test's gate hands over its object), named
 *     by its class; null when the name says what to create
 * @param optionWords how messages name its options, as the front end writes them
 */
public record RetrieverSpec(String name, Map<String, String> options, List<Path> classpath,
                            ChunkingSettings chunking, List<Path> modulePath, ClasspathAdvice classpathAdvice,
                            Retriever instance, OptionWords optionWords) {
    /** The retriever used when none is configured. */
    public static final String DEFAULT_NAME = "tfidf";
    public static final RetrieverSpec DEFAULT = new RetrieverSpec(DEFAULT_NAME, Map.of(), List.of());

    /** A retriever over whole documents. */
    public RetrieverSpec(String name, Map<String, String> options, List<Path> classpath) {
        this(name, options, classpath, null);
    }

    /** A retriever found on rag-eval's class path or the project's. */
    public RetrieverSpec(String name, Map<String, String> options, List<Path> classpath, ChunkingSettings chunking) {
        this(name, options, classpath, chunking, List.of());
    }

    /** A retriever whose classes are looked up on the project's test classpath. */
    public RetrieverSpec(String name, Map<String, String> options, List<Path> classpath,
                         ChunkingSettings chunking, List<Path> modulePath) {
        this(name, options, classpath, chunking, modulePath, ClasspathAdvice.TEST_CLASSPATH);
    }

    /** A retriever the name says how to create. */
    public RetrieverSpec(String name, Map<String, String> options, List<Path> classpath, ChunkingSettings chunking,
                         List<Path> modulePath, ClasspathAdvice classpathAdvice) {
        this(name, options, classpath, chunking, modulePath, classpathAdvice, null);
    }

    /** A retriever whose options messages name by the parameter's own name. */
    public RetrieverSpec(String name, Map<String, String> options, List<Path> classpath, ChunkingSettings chunking,
                         List<Path> modulePath, ClasspathAdvice classpathAdvice, Retriever instance) {
        this(name, options, classpath, chunking, modulePath, classpathAdvice, instance, OptionWords.PARAMETERS);
    }

    public RetrieverSpec {
        name = name == null || name.isBlank() ? DEFAULT_NAME : name.trim();
        options = options == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(options));
        classpath = classpath == null ? List.of() : List.copyOf(classpath);
        modulePath = modulePath == null ? List.of() : List.copyOf(modulePath);
        classpathAdvice = classpathAdvice == null ? ClasspathAdvice.TEST_CLASSPATH : classpathAdvice;
        optionWords = optionWords == null ? OptionWords.PARAMETERS : optionWords;
    }

    /**
     * Whether the name is a class name rather than a built-in one: class names are qualified, built-ins never; a
     * retriever given as an object is named by its class, even one of the unnamed package.
     */
    public boolean isClassName() {
        return instance != null || name.contains(".");
    }

    public boolean isDefault() {
        return DEFAULT_NAME.equals(name);
    }

    public RetrieverSpec withOptions(Map<String, String> newOptions) {
        return new RetrieverSpec(name, newOptions, classpath, chunking, modulePath, classpathAdvice, instance,
                optionWords);
    }

    /** The same retriever, with its module's jars resolved. */
    public RetrieverSpec withModulePath(List<Path> jars) {
        return new RetrieverSpec(name, options, classpath, chunking, jars, classpathAdvice, instance, optionWords);
    }

    /** The same retriever, its class-not-found messages in the front end's words. */
    public RetrieverSpec withClasspathAdvice(ClasspathAdvice advice) {
        return new RetrieverSpec(name, options, classpath, chunking, modulePath, advice, instance, optionWords);
    }

    /** The same retriever, its options' messages in the front end's words. */
    public RetrieverSpec withOptionWords(OptionWords words) {
        return new RetrieverSpec(name, options, classpath, chunking, modulePath, classpathAdvice, instance, words);
    }

    /** The same retriever, given as the object to evaluate rather than created from its name. */
    public RetrieverSpec withInstance(Retriever retriever) {
        return new RetrieverSpec(name, options, classpath, chunking, modulePath, classpathAdvice, retriever,
                optionWords);
    }
}
