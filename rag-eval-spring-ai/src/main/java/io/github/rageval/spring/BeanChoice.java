package io.github.rageval.spring;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.spring.SpringSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The bean under the gate: the one named by {@code bean}, else the only bean of {@code beanType}, else the only
 * VectorStore, else the only DocumentRetriever; never a guess among several. A DocumentRetriever is looked up by name
 * only, so that a project without spring-ai-rag needs none.
 */
final class BeanChoice {
    static final String DOCUMENT_RETRIEVER = "org.springframework.ai.rag.retrieval.search.DocumentRetriever";

    private BeanChoice() {
    }

    static Retriever adapter(ConfigurableApplicationContext context, SpringSettings settings,
                             RetrieverOptions options, ClassLoader loader) throws ConfigurationException {
        Optional<Class<?>> documentRetriever = optionalClass(DOCUMENT_RETRIEVER, loader);
        Object bean = bean(context, settings, options, loader, documentRetriever);
        if (bean instanceof VectorStore store) {
            return new VectorStoreAdapter(store, settings.index(), settings.idMetadata());
        }
        if (documentRetriever.isPresent() && documentRetriever.get().isInstance(bean)) {
            VectorStore loadInto = settings.index() ? storeToLoad(context, settings, options) : null;
            return DocumentRetrieverAdapter.of(bean, loadInto, settings.idMetadata());
        }
        throw new ConfigurationException("the spring retriever's bean " + described(settings) + " in the context of "
                + settings.application() + " is a " + bean.getClass().getName() + ", neither a Spring AI VectorStore"
                + " nor a DocumentRetriever. Name one of those: " + candidates(context, documentRetriever) + ".");
    }

    private static Object bean(ConfigurableApplicationContext context, SpringSettings settings,
                               RetrieverOptions options, ClassLoader loader, Optional<Class<?>> documentRetriever)
            throws ConfigurationException {
        Class<?> type = settings.beanType() == null ? null
                : options.loadClass("beanType", settings.beanType(), loader);
        if (settings.bean() != null) {
            if (!context.containsBean(settings.bean())) {
                throw new ConfigurationException(options.words().valued("bean", Shown.value(settings.bean()))
                        + " of the spring retriever names no bean of the context of " + settings.application()
                        + ". Its beans to gate: " + candidates(context, documentRetriever) + ".");
            }
            Object bean = context.getBean(settings.bean());
            if (type != null && !type.isInstance(bean)) {
                throw new ConfigurationException(options.words().valued("bean", Shown.value(settings.bean()))
                        + " of the spring retriever is a " + bean.getClass().getName() + ", not a " + type.getName()
                        + " as beanType says. Correct one of the two, or remove beanType.");
            }
            return bean;
        }
        if (type != null) {
            return only(context, type, options.words().valued("beanType", type.getName()), settings,
                    documentRetriever);
        }
        if (!names(context, VectorStore.class).isEmpty() || documentRetriever.isEmpty()
                || names(context, documentRetriever.get()).isEmpty()) {
            return only(context, VectorStore.class, "the spring retriever, with neither bean nor beanType set,",
                    settings, documentRetriever);
        }
        return only(context, documentRetriever.get(), "the spring retriever, with no VectorStore bean and neither"
                + " bean nor beanType set,", settings, documentRetriever);
    }

    /** The only bean of the type, else an error that lists what there is. */
    private static Object only(ConfigurableApplicationContext context, Class<?> type, String who,
                               SpringSettings settings, Optional<Class<?>> documentRetriever)
            throws ConfigurationException {
        List<String> names = names(context, type);
        if (names.size() == 1) {
            return context.getBean(names.get(0));
        }
        throw new ConfigurationException(who + " looks for the one " + type.getSimpleName() + " bean of the context of "
                + settings.application() + ", and it has " + (names.isEmpty() ? "none" : names.size() + ": "
                + String.join(", ", names)) + ". " + (names.isEmpty()
                ? "Its beans to gate: " + candidates(context, documentRetriever) + "; name one with bean, or check"
                + " the profiles and properties that create it."
                : "Name the one to gate with bean."));
    }

    /** With a DocumentRetriever, the corpus goes into the context's one VectorStore. */
    private static VectorStore storeToLoad(ConfigurableApplicationContext context, SpringSettings settings,
                                           RetrieverOptions options)
            throws ConfigurationException {
        List<String> stores = names(context, VectorStore.class);
        if (stores.size() != 1) {
            throw new ConfigurationException(options.words().entry() + options.words().stated("index", "true")
                    + " of the spring retriever loads the corpus"
                    + " into the VectorStore behind the DocumentRetriever " + described(settings) + ", and the context"
                    + " of " + settings.application() + " has " + (stores.isEmpty() ? "no VectorStore bean"
                    : stores.size() + ": " + String.join(", ", stores)) + ". Set "
                    + options.words().setTo("index", "false") + " to gate the store as it is filled, or gate the"
                    + " VectorStore itself (bean).");
        }
        return context.getBean(stores.get(0), VectorStore.class);
    }

    /** Bean names of the type, sorted. */
    private static List<String> names(ConfigurableApplicationContext context, Class<?> type) {
        return new ArrayList<>(new TreeSet<>(List.of(context.getBeanNamesForType(type))));
    }

    /** The VectorStore and DocumentRetriever beans, sorted, for a message. */
    private static String candidates(ConfigurableApplicationContext context, Optional<Class<?>> documentRetriever) {
        TreeSet<String> names = new TreeSet<>(names(context, VectorStore.class));
        documentRetriever.ifPresent(type -> names.addAll(names(context, type)));
        return names.isEmpty() ? "none (no VectorStore or DocumentRetriever bean)" : String.join(", ", names);
    }

    private static String described(SpringSettings settings) {
        return settings.bean() != null ? "'" + settings.bean() + "'" : settings.beanType() != null
                ? "of type " + settings.beanType() : "chosen by type";
    }

    private static Optional<Class<?>> optionalClass(String name, ClassLoader loader) {
        try {
            return Optional.of(Class.forName(name, false, loader));
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
    }
}
