package io.github.rageval.engine.retriever;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import io.github.rageval.engine.settings.table.OptionWords;
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
    public static final RetrieverSpec DEFAULT = builder(DEFAULT_NAME).build();

    /** A spec built field by field: the retriever's name, every other field at its default until set. */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** Builds {@link RetrieverSpec}; what is not set keeps the default the canonical constructor gives it. */
    public static final class Builder {
        private final String name;
        private Map<String, String> options;
        private List<Path> classpath;
        private ChunkingSettings chunking;
        private List<Path> modulePath;
        private ClasspathAdvice classpathAdvice;
        private Retriever instance;
        private OptionWords optionWords;

        private Builder(String name) {
            this.name = name;
        }

        public Builder options(Map<String, String> value) {
            this.options = value;
            return this;
        }

        public Builder classpath(List<Path> value) {
            this.classpath = value;
            return this;
        }

        public Builder chunking(ChunkingSettings value) {
            this.chunking = value;
            return this;
        }

        public Builder modulePath(List<Path> value) {
            this.modulePath = value;
            return this;
        }

        public Builder classpathAdvice(ClasspathAdvice value) {
            this.classpathAdvice = value;
            return this;
        }

        public Builder instance(Retriever value) {
            this.instance = value;
            return this;
        }

        public Builder optionWords(OptionWords value) {
            this.optionWords = value;
            return this;
        }

        public RetrieverSpec build() {
            return new RetrieverSpec(name, options, classpath, chunking, modulePath, classpathAdvice, instance,
                    optionWords);
        }
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
