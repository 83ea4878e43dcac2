package io.github.rageval.engine.retriever;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.chunking.ChunkedRetriever;
import io.github.rageval.engine.secret.SecretNames;
import io.github.rageval.engine.secret.SecretText;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * Finds the retriever a {@link RetrieverSpec} names: a built-in one by its name, through the
 * {@link RetrieverFactory} services on rag-eval's classpath, or the team's own class on the project's test
 * classpath, created with its options through a public {@code Map<String, String>} constructor, else a public
 * no-argument one.
 */
public final class Retrievers {
    private static final Map<String, RetrieverFactory> BUILT_IN = load();

    private Retrievers() {
    }

    private static Map<String, RetrieverFactory> load() {
        Map<String, RetrieverFactory> factories = new TreeMap<>();
        for (RetrieverFactory factory : ServiceLoader.load(RetrieverFactory.class, Retrievers.class.getClassLoader())) {
            factories.put(factory.name(), factory);
        }
        return factories;
    }

    /** The built-in retrievers' names, in alphabetical order. */
    public static List<String> builtInNames() {
        return List.copyOf(BUILT_IN.keySet());
    }

    /** Every built-in name, those on the class path and those that ship as modules, in alphabetical order. */
    public static List<String> allNames() {
        java.util.Set<String> names = new java.util.TreeSet<>(BUILT_IN.keySet());
        names.addAll(RetrieverModules.names());
        return List.copyOf(names);
    }

    /** The factory of a built-in retriever: on rag-eval's class path, else in the spec's resolved module. */
    private static RetrieverFactory factory(RetrieverSpec spec) {
        RetrieverFactory factory = BUILT_IN.get(spec.name());
        if (factory == null && !spec.modulePath().isEmpty()) {
            factory = RetrieverModules.factories(spec.modulePath()).get(spec.name());
        }
        return factory;
    }

    /**
     * Whether the retriever needs a corpus, known before it is created: a built-in one unless its factory says it
     * queries an index of its own (a search cluster's); the team's class never (it may search its own index).
     */
    public static boolean needsCorpus(RetrieverSpec spec) {
        if (spec.isClassName()) {
            return false;
        }
        RetrieverFactory factory = factory(spec);
        return factory == null || factory.needsCorpus(RetrieverOptions.of(spec));
    }

    /**
     * Whether the retriever reads the classpath it is given: a class of the project, a built-in retriever's module
     * jars, or a class a built-in retriever's option names. A classpath given beside retrievers that read none of it
     * would be ignored.
     */
    public static boolean readsClasspath(RetrieverSpec spec) {
        if (spec.isClassName() || !spec.modulePath().isEmpty()) {
            return true;
        }
        RetrieverFactory factory = factory(spec);
        return factory != null && factory.readsClasspath(RetrieverOptions.of(spec));
    }

    public static Optional<RetrieverFactory> builtIn(String name) {
        return Optional.ofNullable(BUILT_IN.get(name));
    }

    /**
     * Checks what can be checked without loading anything: a built-in name exists and its options are known.
     *
     * @throws ConfigurationException naming the retriever or option, with the nearest known name
     */
    public static void check(RetrieverSpec spec) throws ConfigurationException {
        check(spec, SettingWords.PARAMETERS);
    }

    /**
     * As {@link #check(RetrieverSpec)}, messages naming the settings as the user wrote them ({@code retriever = 'x'},
     * {@code --retriever x}).
     */
    public static void check(RetrieverSpec spec, SettingWords words) throws ConfigurationException {
        if (spec.instance() != null && !spec.options().isEmpty()) {
            throw new ConfigurationException(words.name(GoalSettings.RETRIEVER_OPTIONS) + " are set ("
                    + String.join(", ",
                    spec.options().keySet()) + ") but the retriever " + spec.name() + " is given as an object, already"
                    + " created: options reach a retriever only through its constructor. Pass them to the object you"
                    + " create, and remove " + words.name(GoalSettings.RETRIEVER_OPTIONS) + ".");
        }
        String named = words.valued(GoalSettings.RETRIEVER, spec.name());
        if (spec.isClassName()) {
            return;
        }
        RetrieverFactory factory = factory(spec);
        if (factory == null && !spec.modulePath().isEmpty() && RetrieverModules.module(spec.name()).isPresent()) {
            // Jars given by hand (the command line's --classpath), without the module's among them.
            throw RetrieverModules.notAmong(spec.name(), spec.modulePath(), spec.classpathAdvice());
        }
        if (factory == null && RetrieverModules.artifactOf(spec.name()).isPresent()) {
            throw new ConfigurationException(named + " ships in the module "
                    + RetrieverModules.GROUP_ID + ":" + RetrieverModules.artifactOf(spec.name()).get() + ", which is"
                    + " not on rag-eval's class path. The Maven plugin resolves it by itself; on the command line, add"
                    + " that module's jars and their dependencies to the class path.");
        }
        if (factory == null) {
            String suggestion = RetrieverOptions.closest(spec.name(), allNames())
                    .map(s -> " Did you mean " + s + "?").orElse("");
            throw new ConfigurationException(named + " is neither a built-in retriever ("
                    + String.join(", ", allNames()) + ") nor the fully qualified name of a class." + suggestion
                    + " Name a built-in retriever, or your own class implementing io.github.rageval.api.Retriever"
                    + " (e.g. com.acme.SupportSearch).");
        }
        RetrieverOptions.of(spec).requireKnown(factory.optionNames());
        if (spec.chunking() != null && !factory.needsCorpus(RetrieverOptions.of(spec))) {
            throw new ConfigurationException(words.name(GoalSettings.CHUNKING) + " is set for the " + spec.name()
                    + " retriever,"
                    + " which queries an index of its own and is handed no documents to cut: the chunking would be"
                    + " ignored. Chunk the documents where that index is built, and remove "
                    + words.name(GoalSettings.CHUNKING)
                    + ".");
        }
        factory.describe(RetrieverOptions.of(spec));
    }

    /**
     * The settings report.json and the baseline record for the retriever: a built-in one's effective options,
     * or a class's name and the options given to it ({@code options.<name>}), by name; then the chunking, if any.
     * A secret's value is recorded as the marker {@code ***} ({@link SecretNames}), so no report, baseline or log
     * holds it.
     */
    public static Map<String, Object> describe(RetrieverSpec spec) throws ConfigurationException {
        Map<String, Object> settings = new LinkedHashMap<>();
        if (!spec.isClassName()) {
            check(spec);
            settings.putAll(factory(spec).describe(RetrieverOptions.of(spec)));
        } else {
            settings.put("type", spec.name());
            // By name: Maven hands a POM map over in no particular order, and reports must not depend on it.
            new TreeMap<>(spec.options()).forEach((name, value) -> settings.put("options." + name, value));
        }
        if (spec.chunking() != null) {
            settings.putAll(spec.chunking().describe());
        }
        return SecretNames.masked(settings);
    }

    /**
     * Creates the retriever, not yet indexed.
     *
     * @throws ConfigurationException when the class cannot be found or is not a usable retriever
     * @throws RetrieverException when its constructor throws, or the constructor of a class its options name
     */
    public static LoadedRetriever open(RetrieverSpec spec) throws ConfigurationException, RetrieverException {
        check(spec);
        if (!spec.isClassName()) {
            RetrieverFactory factory = factory(spec);
            Retriever retriever;
            try {
                retriever = chunked(factory.create(new RetrieverOptions(spec.name(), spec.options(),
                        spec.classpath(), spec.classpathAdvice(), spec.optionWords())), spec);
            } catch (ProjectCodeFailure e) {
                // A class the project named in the options (a bm25 analyzer) failed while the retriever was built.
                throw RetrieverFailures.of("retriever " + spec.name() + " cannot be created: " + e.getMessage(),
                        e.getCause(), SecretText.ofOptions(spec.options()));
            }
            return new LoadedRetriever(spec.name(), retriever,
                    factory.needsCorpus(RetrieverOptions.of(spec)), describe(spec), null,
                    SecretText.ofOptions(spec.options()));
        }
        if (spec.instance() != null) {
            // Created by the caller: evaluated, guarded and closed at the end as a created one is.
            return new LoadedRetriever(spec.name(), chunked(spec.instance(), spec), false, describe(spec), null,
                    SecretText.ofOptions(spec.options()));
        }
        ProjectClassLoader loader = ProjectClassLoader.of(spec.classpath(), Retriever.class.getClassLoader());
        try {
            Retriever retriever = chunked(instantiate(spec, retrieverClass(spec, loader), loader), spec);
            return new LoadedRetriever(spec.name(), retriever, false, describe(spec), loader,
                    SecretText.ofOptions(spec.options()));
        } catch (ConfigurationException | RetrieverException | RuntimeException | Error e) {
            LoadedRetriever.closeQuietly(loader);
            throw e;
        }
    }

    /** The retriever over chunks when the spec chunks documents, else the retriever itself. */
    private static Retriever chunked(Retriever retriever, RetrieverSpec spec) throws ConfigurationException {
        return spec.chunking() == null ? retriever : ChunkedRetriever.of(retriever, spec.chunking());
    }

    private static Class<? extends Retriever> retrieverClass(RetrieverSpec spec, ClassLoader loader)
            throws ConfigurationException {
        Class<?> type;
        try {
            type = Class.forName(spec.name(), false, loader);
        } catch (ClassNotFoundException e) {
            Optional<String> reserved = ProjectClassLoader.reservedPackage(spec.name(), List.of());
            if (reserved.isPresent()) {
                throw new ConfigurationException("retriever class " + spec.name() + " cannot be loaded: "
                        + reserved.get() + ".", e);
            }
            throw new ConfigurationException("retriever class " + spec.name() + " was not found on "
                    + spec.classpathAdvice().place() + " (" + describe(spec.classpath()) + "). "
                    + spec.classpathAdvice().todo() + " Built-in retrievers: " + String.join(", ", allNames()) + ".",
                    e);
        } catch (LinkageError e) {
            throw new ConfigurationException("retriever class " + spec.name() + " cannot be loaded: "
                    + RetrieverFailures.describe(e) + ". Check that the dependencies it needs are test-scope"
                    + " dependencies of the project.", e);
        }
        if (!Retriever.class.isAssignableFrom(type)) {
            throw new ConfigurationException("retriever class " + spec.name() + " does not implement "
                    + Retriever.class.getName() + ". Implement that interface (artifact io.github.rageval:rag-eval-api,"
                    + " test scope), or name a class that does.");
        }
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            throw new ConfigurationException("retriever class " + spec.name() + " is abstract. Name a concrete"
                    + " class implementing " + Retriever.class.getName() + ".");
        }
        return type.asSubclass(Retriever.class);
    }

    private static Retriever instantiate(RetrieverSpec spec, Class<? extends Retriever> type, ClassLoader loader)
            throws ConfigurationException, RetrieverException {
        Constructor<? extends Retriever> withOptions = publicConstructor(type, Map.class);
        Constructor<? extends Retriever> plain = publicConstructor(type);
        if (withOptions == null && plain == null) {
            throw new ConfigurationException("retriever class " + spec.name() + " has neither a public constructor"
                    + " taking Map<String, String> (the " + spec.optionWords().options() + ") nor a public no-argument"
                    + " constructor, or the class itself is not public. Add one of them.");
        }
        if (withOptions == null && !spec.options().isEmpty()) {
            throw new ConfigurationException(spec.optionWords().options() + " are set (" + String.join(", ",
                    spec.options().keySet())
                    + ") but retriever class " + spec.name() + " has no public constructor taking Map<String, String>"
                    + " to receive them. Add that constructor, or remove the options.");
        }
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return RetrieverExitGuard.during(spec.name(), "its constructor",
                    () -> withOptions != null ? withOptions.newInstance(spec.options()) : plain.newInstance());
        } catch (InvocationTargetException e) {
            throw RetrieverFailures.of("retriever " + spec.name() + " failed in its constructor", e.getCause(),
                    SecretText.ofOptions(spec.options()));
        } catch (ReflectiveOperationException e) {
            throw new ConfigurationException("retriever class " + spec.name() + " cannot be created: "
                    + RetrieverFailures.describe(e) + ".", e);
        } catch (LinkageError e) {
            throw RetrieverFailures.of("retriever " + spec.name() + " failed in its constructor", e,
                    SecretText.ofOptions(spec.options()));
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private static <T> Constructor<T> publicConstructor(Class<T> type, Class<?>... parameters) {
        if (!Modifier.isPublic(type.getModifiers())) {
            return null;
        }
        try {
            return type.getConstructor(parameters);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** {@code 1 entry}, {@code 3 entries}. */
    static String entries(int count) {
        return count + (count == 1 ? " entry" : " entries");
    }

    private static String describe(List<java.nio.file.Path> classpath) {
        if (classpath.isEmpty()) {
            return "empty";
        }
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < Math.min(3, classpath.size()); i++) {
            shown.add(String.valueOf(classpath.get(i).getFileName()));
        }
        return entries(classpath.size()) + ": " + String.join(", ", shown) + (classpath.size() > 3 ? ", ..." : "");
    }
}
