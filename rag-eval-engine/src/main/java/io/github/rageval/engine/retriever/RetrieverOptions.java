package io.github.rageval.engine.retriever;

import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.format.PlainDecimal;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.ConfigurationException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code retrieverOptions} of one retriever, as written, with typed readers whose errors name the option, the
 * value and what to write instead: a typo never falls back to a default silently.
 *
 * @param retriever the retriever's name, for messages
 * @param values option values by name, in the order given
 * @param classpath the project's test classpath, where an option may name a class (empty when there is none)
 * @param classpathAdvice how a message names that classpath and what it advises when the class is not on it
 * @param words how a message names an option, as the user wrote it ({@code retrieverOptions k1 = 'abc'},
 *     {@code --retriever-options k1=abc})
 */
public record RetrieverOptions(String retriever, Map<String, String> values, List<Path> classpath,
                               ClasspathAdvice classpathAdvice, OptionWords words) {
    private static final java.util.regex.Pattern QUALIFIED_CLASS_NAME = java.util.regex.Pattern.compile(
            "[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*"
                    + "(\\.[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*)+");

    public RetrieverOptions {
        values = values == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(values));
        classpath = classpath == null ? List.of() : List.copyOf(classpath);
        classpathAdvice = classpathAdvice == null ? ClasspathAdvice.TEST_CLASSPATH : classpathAdvice;
        words = words == null ? OptionWords.PARAMETERS : words;
    }

    /** Options named by the parameter's own name in messages. */
    public RetrieverOptions(String retriever, Map<String, String> values, List<Path> classpath,
                            ClasspathAdvice classpathAdvice) {
        this(retriever, values, classpath, classpathAdvice, OptionWords.PARAMETERS);
    }

    /** The options of a configured retriever, without its classpath: for checking and describing them. */
    public static RetrieverOptions of(RetrieverSpec spec) {
        return new RetrieverOptions(spec.name(), spec.options(), List.of(), spec.classpathAdvice(), spec.optionWords());
    }

    /** Options with a project's test classpath. */
    public RetrieverOptions(String retriever, Map<String, String> values, List<Path> classpath) {
        this(retriever, values, classpath, ClasspathAdvice.TEST_CLASSPATH);
    }

    /** Options without a project classpath. */
    public RetrieverOptions(String retriever, Map<String, String> values) {
        this(retriever, values, List.of());
    }

    /**
     * A new instance of a class an option names, from the project's test classpath, created with its public
     * no-argument constructor. The class loader shares the given package prefixes with rag-eval (so that, say, a
     * project's Lucene {@code Analyzer} is the very class the retriever uses) and stays open for the instance's
     * life; the caller closes it with {@link #closeLoader(Object)}.
     *
     * @param name the option, for messages
     * @param type what the class must be
     * @param sharedPackages package prefixes that come from rag-eval's side, e.g. {@code org.apache.lucene.}
     * @throws ConfigurationException when the class is missing, of another type, or has no public no-argument
     *     constructor
     * @throws ProjectCodeFailure when its constructor or static initialiser throws
     */
    public <T> T instance(String name, String className, Class<T> type, List<String> sharedPackages)
            throws ConfigurationException {
        ProjectClassLoader loader = ProjectClassLoader.of(classpath, type.getClassLoader(), sharedPackages);
        try {
            Class<?> loaded = Class.forName(className, false, loader);
            if (!type.isAssignableFrom(loaded)) {
                throw new ConfigurationException(words.valued(name, Shown.value(className))
                        + " of the "
                        + retriever + " retriever is not a " + type.getName() + ". Name a subclass of it.");
            }
            T instance = type.cast(loaded.getConstructor().newInstance());
            if (loaded.getClassLoader() != loader) {
                // A shared class (one of rag-eval's own): the project's loader holds nothing it needs.
                LoadedRetriever.closeQuietly(loader);
            }
            return instance;
        } catch (ClassNotFoundException e) {
            LoadedRetriever.closeQuietly(loader);
            Optional<String> reserved = ProjectClassLoader.reservedPackage(className, sharedPackages);
            if (reserved.isPresent()) {
                throw new ConfigurationException(words.valued(name, Shown.value(className)) + " of"
                        + " the " + retriever + " retriever cannot be loaded: " + reserved.get() + ".", e);
            }
            throw classNotFound(name, className, e);
        } catch (java.lang.reflect.InvocationTargetException | ExceptionInInitializerError e) {
            // The class has its constructor, which threw (or its static initialiser did): the project's bug, told
            // as a retriever failure with its frames, not as a constructor to add.
            LoadedRetriever.closeQuietly(loader);
            throw new ProjectCodeFailure("its " + name + " " + className + " threw in its "
                    + (e instanceof ExceptionInInitializerError ? "static initialiser" : "constructor"), e.getCause());
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            LoadedRetriever.closeQuietly(loader);
            throw new ConfigurationException(words.valued(name, Shown.value(className)) + " of"
                    + " the " + retriever
                    + " retriever cannot be created: " + RetrieverFailures.describe(e) + ". It needs a public"
                    + " no-argument constructor.", e);
        } catch (ConfigurationException e) {
            LoadedRetriever.closeQuietly(loader);
            throw e;
        }
    }

    /**
     * A class loader over the project's classpath, then the jar (or folder) that holds {@code moduleClass}: for a
     * module whose classes must run on the project's own libraries (the spring retriever's adapter on the project's
     * Spring), not on copies of rag-eval's. The API's packages and {@code sharedPackages} come from
     * {@code moduleClass}'s loader, so that both sides see the very same classes of them. The caller closes it.
     *
     * @param sharedPackages package prefixes served by the module's side, e.g. {@code io.github.rageval.engine.}
     */
    public java.net.URLClassLoader projectLoader(Class<?> moduleClass, List<String> sharedPackages) {
        List<Path> entries = new java.util.ArrayList<>(classpath);
        try {
            entries.add(Path.of(moduleClass.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("the location of " + moduleClass.getName() + " is not a path", e);
        }
        return ProjectClassLoader.of(entries, moduleClass.getClassLoader(), sharedPackages);
    }

    /**
     * The class an option names, loaded (not initialised) by the loader over the project's classpath; one that is not
     * there is {@link #classNotFound}, in the front end's words. A class found whose own dependencies are missing
     * throws the {@link LinkageError}, for the caller to tell what that means for its retriever.
     *
     * @param name the option, e.g. {@code application}
     * @param className the class it names
     */
    public Class<?> loadClass(String name, String className, ClassLoader loader) throws ConfigurationException {
        try {
            return Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw classNotFound(name, className, e);
        }
    }

    /**
     * The error for an option that names a class not on the project's classpath: the option, the class, the
     * classpath searched (its size) and what to do.
     */
    public ConfigurationException classNotFound(String name, String className, Throwable cause) {
        return new ConfigurationException(words.valued(name, Shown.value(className)) + " of"
                + " the " + retriever
                + " retriever names a class that is not on " + classpathAdvice.place() + " ("
                + Retrievers.entries(classpath.size()) + "). " + classpathAdvice.todo(), cause);
    }

    /** Whether the text is a fully qualified Java class name ({@code com.acme.SupportApp}; a package is required). */
    public static boolean isQualifiedClassName(String text) {
        return QUALIFIED_CLASS_NAME.matcher(text).matches();
    }

    /** Closes the class loader of an instance from {@link #instance}, once the instance is no longer used. */
    public static void closeLoader(Object instance) {
        if (instance.getClass().getClassLoader() instanceof ProjectClassLoader loader) {
            LoadedRetriever.closeQuietly(loader);
        }
    }

    /** The option's text, surrounding spaces removed, or the default when it is not given. */
    public String text(String name, String defaultValue) {
        String value = values.get(name);
        return value == null ? defaultValue : value.trim();
    }

    /**
     * The option's text exactly as written, spaces included, or the default when it is not given: for a text put
     * before another, where a trailing space is part of the value (E5's {@code queryPrefix} is {@code "query: "}).
     */
    public String verbatim(String name, String defaultValue) {
        return values.getOrDefault(name, defaultValue);
    }

    /** The option as {@code true} or {@code false} (any case); anything else is an error, not false. */
    public boolean bool(String name, boolean defaultValue) throws ConfigurationException {
        String value = values.get(name);
        if (value == null) {
            return defaultValue;
        }
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new ConfigurationException(words.valued(name, Shown.value(value)) + " of the "
                    + retriever + " retriever is not a boolean. Write true or false.");
        };
    }

    /**
     * The option as a whole number above 0, or the fallback when it is not given; anything else is an error that says
     * what the option is.
     *
     * @param meaning what the number counts, for the message ({@code texts per model run})
     */
    public int positiveInt(String name, String fallback, String meaning) throws ConfigurationException {
        String text = text(name, fallback).trim();
        try {
            int value = WholeNumbers.parseInt(text);
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ConfigurationException(words.valued(name, Shown.value(text)) + " of the"
                + " " + retriever
                + " retriever " + (WholeNumbers.looksWhole(text) && !text.startsWith("-")
                ? "is out of range: it is a whole number from 1 to 2147483647." : "is not a whole number above 0.")
                + " It is the " + meaning + "; write for example " + fallback
                + ".");
    }

    /**
     * The option as a plain, finite decimal ({@link PlainDecimal}), or the fallback when it is not given; hexadecimal,
     * suffixed ({@code 1.2d}), NaN, infinite or overflowing values are errors that name the option.
     *
     * @param fallback the default, also the message's example
     */
    public double decimal(String name, String fallback) throws ConfigurationException {
        String text = text(name, fallback).trim();
        try {
            return PlainDecimal.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new ConfigurationException(words.valued(name, Shown.value(text)) + " of the"
                    + " " + retriever + " retriever " + e.getMessage() + ". Write a decimal number"
                    + " such as " + fallback + ".", e);
        }
    }

    /** Fails on an option the retriever does not read, suggesting the closest known name. */
    public void requireKnown(Collection<String> known) throws ConfigurationException {
        for (String name : values.keySet()) {
            if (!known.contains(name)) {
                String suggestion = closest(name, known).map(s -> " Did you mean " + s + "?").orElse("");
                throw new ConfigurationException(words.options() + " has '" + name + "', which the " + retriever
                        + " retriever does not read." + suggestion + " Its options: "
                        + (known.isEmpty() ? "none" : String.join(", ", known)) + ".");
            }
        }
    }

    /** The known name nearest to a misspelt one, when it is near enough to be a typo. */
    public static Optional<String> closest(String name, Collection<String> known) {
        return typoOf(name, known).or(() -> onlyExtension(name, known));
    }

    /**
     * The known name a misspelt one is a typo of: the nearest, case ignored, when a few letters apart (at most 2, or
     * a third of its length). Unlike {@link #closest}, a shortening or lengthening ({@code corpusDir}) is no match.
     */
    public static Optional<String> typoOf(String name, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int distance = distance(name.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        if (best != null && bestDistance <= Math.max(2, best.length() / 3)) {
            return Optional.of(best);
        }
        return Optional.empty();
    }

    /**
     * The one known name that the written one is a shortening or a lengthening of ({@code <golden>} for
     * {@code goldenDataset}, {@code <corpusFile>} for {@code corpus}), case ignored: too far for a typo, but what was
     * meant. Nothing when several names fit, or the written name is under three characters.
     */
    private static Optional<String> onlyExtension(String name, Collection<String> known) {
        String written = name.toLowerCase(Locale.ROOT);
        if (written.length() < 3) {
            return Optional.empty();
        }
        List<String> fits = known.stream().filter(candidate -> {
            String lower = candidate.toLowerCase(Locale.ROOT);
            return lower.length() >= 3 && (lower.startsWith(written) || written.startsWith(lower));
        }).distinct().toList();
        return fits.size() == 1 ? Optional.of(fits.get(0)) : Optional.empty();
    }

    /** Levenshtein distance. */
    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
