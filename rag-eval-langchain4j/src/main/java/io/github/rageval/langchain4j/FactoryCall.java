package io.github.rageval.langchain4j;

import dev.langchain4j.rag.content.retriever.ContentRetriever;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.langchain4j.LangChain4jSettings;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.function.Supplier;

/**
 * The team's ContentRetriever, from the factory {@code factory} names on the project's test classpath: a class
 * implementing {@code Supplier<ContentRetriever>} with a public no-argument constructor, or a public static method
 * without parameters that returns a ContentRetriever ({@code com.acme.Rag#contentRetriever}). Called once per
 * retriever; each mistake is a message that names the factory and what to write.
 */
final class FactoryCall {
    private static final String CONTRACT = "Implement java.util.function.Supplier<ContentRetriever> in a public"
            + " class with a public no-argument constructor (factory=com.acme.Rag), or write a public static method"
            + " without parameters that returns a ContentRetriever (factory=com.acme.Rag#contentRetriever).";

    private FactoryCall() {
    }

    static ContentRetriever contentRetriever(LangChain4jSettings settings, RetrieverOptions options, ClassLoader loader)
            throws ConfigurationException, RetrieverException {
        Class<?> type = factoryClass(settings, options, loader);
        Object built = settings.factoryMethod() == null ? fromSupplier(settings, type, options.words())
                : fromMethod(settings, type, options.words());
        if (built == null) {
            throw new RetrieverException("retriever langchain4j: the factory " + settings.factory() + " returned null"
                    + " instead of a ContentRetriever. Return the retriever your application builds.", null);
        }
        if (!(built instanceof ContentRetriever retriever)) {
            throw refused(settings, options.words(), "returned a " + built.getClass().getName() + ", not a"
                    + " dev.langchain4j.rag.content.retriever.ContentRetriever");
        }
        return retriever;
    }

    private static Class<?> factoryClass(LangChain4jSettings settings, RetrieverOptions options, ClassLoader loader)
            throws ConfigurationException {
        try {
            return options.loadClass("factory", settings.factoryClass(), loader);
        } catch (LinkageError e) {
            throw refused(settings, options.words(), "cannot be loaded (" + e.getClass().getName() + ": "
                    + Shown.value(String.valueOf(e.getMessage())) + "): a class it needs is not on the project's"
                    + " test classpath");
        }
    }

    private static Object fromSupplier(LangChain4jSettings settings, Class<?> type, OptionWords words)
            throws ConfigurationException, RetrieverException {
        if (!Supplier.class.isAssignableFrom(type)) {
            throw refused(settings, words, "is not a java.util.function.Supplier");
        }
        Constructor<?> constructor;
        try {
            constructor = type.getConstructor();
        } catch (NoSuchMethodException e) {
            constructor = null;
        }
        if (constructor == null || Modifier.isAbstract(type.getModifiers())
                || !Modifier.isPublic(type.getModifiers())) {
            throw refused(settings, words, "has no public no-argument constructor to create it with (or is abstract, or"
                    + " not public)");
        }
        Constructor<?> create = constructor;
        return ProjectCode.call("the factory " + settings.factory(),
                () -> ((Supplier<?>) create.newInstance()).get());
    }

    private static Object fromMethod(LangChain4jSettings settings, Class<?> type, OptionWords words)
            throws ConfigurationException, RetrieverException {
        Method method;
        try {
            method = type.getMethod(settings.factoryMethod());
        } catch (NoSuchMethodException e) {
            throw refused(settings, words, "names no public method " + settings.factoryMethod() + "() without"
                    + " parameters in " + type.getName());
        }
        if (!Modifier.isStatic(method.getModifiers())) {
            throw refused(settings, words, "names a method that is not static");
        }
        if (!ContentRetriever.class.isAssignableFrom(method.getReturnType())) {
            throw refused(settings, words, "names a method that returns " + method.getReturnType().getName() + ", not a"
                    + " dev.langchain4j.rag.content.retriever.ContentRetriever");
        }
        return ProjectCode.call("the factory " + settings.factory(), () -> method.invoke(null));
    }

    private static ConfigurationException refused(LangChain4jSettings settings, OptionWords words, String why) {
        return new ConfigurationException(words.valued("factory", Shown.value(settings.factory()))
                + " of the langchain4j retriever " + why + ". " + CONTRACT);
    }
}
