package io.github.rageval.langchain4j;

import dev.langchain4j.model.embedding.EmbeddingModel;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.langchain4j.LangChain4jSettings;
import java.lang.reflect.Constructor;

/**
 * The ready path's embedding model, created from the project's test classpath with its public no-argument
 * constructor: an in-process model's jar holds the model itself, so nothing is downloaded at run time.
 */
final class InProcessModels {
    private InProcessModels() {
    }

    static EmbeddingModel load(LangChain4jSettings settings, OptionWords words, ClassLoader loader)
            throws ConfigurationException, RetrieverException {
        Class<?> type;
        try {
            type = Class.forName(settings.modelClass(), false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new ConfigurationException(words.valued("model", Shown.value(settings.model()))
                    + " of the langchain4j retriever needs the class " + settings.modelClass() + ", from "
                    + settings.modelSource() + ", which is not on the project's test classpath. Add it to the"
                    + " project's dependencies (test scope is enough), in the version that matches its LangChain4j"
                    + " (1.19.0-beta29 for LangChain4j 1.19.0).", e);
        }
        if (!EmbeddingModel.class.isAssignableFrom(type)) {
            throw new ConfigurationException(words.valued("model", Shown.value(settings.model()))
                    + " of the langchain4j retriever is not a dev.langchain4j.model.embedding.EmbeddingModel. Name an"
                    + " in-process embedding model's class.");
        }
        Constructor<?> constructor;
        try {
            constructor = type.getConstructor();
        } catch (NoSuchMethodException e) {
            throw new ConfigurationException(words.valued("model", Shown.value(settings.model()))
                    + " of the langchain4j retriever has no public no-argument constructor. Name an in-process model"
                    + " (its model inside its jar), or build the model in a factory of yours (option factory).", e);
        }
        return (EmbeddingModel) ProjectCode.call("the model " + settings.modelClass(), constructor::newInstance);
    }
}
