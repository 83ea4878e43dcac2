package io.github.rageval.engine.retriever.langchain4j;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code langchain4j} retriever's options, checked. Two paths: the team's own {@code ContentRetriever}, built by
 * the {@code factory} it names; or, without a factory, the ready path: an in-process embedding {@code model} over an
 * in-memory store filled with the golden corpus, asked for {@code maxResults} contents above {@code minScore}.
 *
 * @param factory {@code com.acme.Rag} (a {@code Supplier<ContentRetriever>}) or {@code com.acme.Rag#method} (a public
 *     static method without parameters that returns one); null for the ready path
 * @param model the ready path's embedding model: a name of {@link InProcessModel} or the fully qualified name of an
 *     {@code EmbeddingModel} class with a public no-argument constructor; null with a factory
 * @param maxResults the ready path's number of contents asked per query; null for the evaluation's depth
 * @param minScore the ready path's lowest score a content is returned with; null for none
 * @param idMetadata the text segment's metadata key that holds a content's document id
 */
public record LangChain4jSettings(String factory, String model, Integer maxResults, Double minScore,
                                  String idMetadata) {
    static final String FACTORY = "factory";
    static final String MODEL = "model";
    static final String MAX_RESULTS = "maxResults";
    static final String MIN_SCORE = "minScore";
    static final String ID_METADATA = "idMetadata";
    /** Options in documentation order. */
    static final List<String> NAMES = List.of(FACTORY, MODEL, MAX_RESULTS, MIN_SCORE, ID_METADATA);
    /** The ready path's options: a factory's ContentRetriever sets these itself. */
    static final List<String> READY_PATH = List.of(MODEL, MAX_RESULTS, MIN_SCORE);
    /** The smallest in-process model (about 16 MB), enough to try the path. */
    static final String DEFAULT_MODEL = InProcessModel.ALL_MINILM_L6_V2_Q.optionName();
    /** The key the ready path writes, and the usual name for it in a LangChain4j ingestion. */
    static final String DEFAULT_ID_METADATA = "doc_id";

    /** Whether the options take the ready path (no factory), which loads the corpus into its store. */
    static boolean readyPath(RetrieverOptions options) {
        return options.text(FACTORY, "").isEmpty();
    }

    /** Parses and checks the options, each error naming the option, the value and what to write. */
    static LangChain4jSettings of(RetrieverOptions options) throws ConfigurationException {
        String idMetadata = options.text(ID_METADATA, DEFAULT_ID_METADATA);
        if (idMetadata.isEmpty()) {
            throw new ConfigurationException(options.words().named(ID_METADATA) + " of the langchain4j retriever is"
                    + " empty."
                    + " Name the text segment's metadata key that holds the document id (default "
                    + DEFAULT_ID_METADATA + "), or remove the option.");
        }
        if (!readyPath(options)) {
            String factory = options.text(FACTORY, "");
            requireFactory(factory, options);
            List<String> readyOnly = new ArrayList<>();
            for (String option : READY_PATH) {
                if (options.values().containsKey(option)) {
                    readyOnly.add(option);
                }
            }
            if (!readyOnly.isEmpty()) {
                throw new ConfigurationException(options.words().named(String.join(", ", readyOnly)) + " and factory"
                        + " of the langchain4j retriever are both set: " + String.join(", ", readyOnly)
                        + (readyOnly.size() == 1 ? " configures" : " configure") + " the ready path (an in-process"
                        + " model over the corpus), and the ContentRetriever your factory builds sets its own model,"
                        + " maximum results and minimum score. Remove " + String.join(", ", readyOnly) + ", or remove"
                        + " factory to try the ready path.");
            }
            return new LangChain4jSettings(factory, null, null, null, idMetadata);
        }
        String model = options.text(MODEL, DEFAULT_MODEL);
        if (InProcessModel.named(model).isEmpty() && !RetrieverOptions.isQualifiedClassName(model)) {
            throw new ConfigurationException(options.words().valued(MODEL, Shown.value(model)) + " of the"
                    + " langchain4j retriever is not an in-process model it knows (" + InProcessModel.names() + ")"
                    + " nor the fully qualified name of an EmbeddingModel class. Write one of those names, or a class"
                    + " such as"
                    + " dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel,"
                    + " whose jar is on the project's test classpath.");
        }
        Integer maxResults = options.values().containsKey(MAX_RESULTS)
                ? options.positiveInt(MAX_RESULTS, "10", "number of contents asked per query") : null;
        Double minScore = options.values().containsKey(MIN_SCORE) ? minScore(options) : null;
        return new LangChain4jSettings(null, model, maxResults, minScore, idMetadata);
    }

    /** A relevance score, as LangChain4j's embedding stores give it: from 0 to 1. */
    private static double minScore(RetrieverOptions options) throws ConfigurationException {
        double minScore = options.decimal(MIN_SCORE, "0.5");
        if (minScore < 0 || minScore > 1) {
            throw new ConfigurationException(options.words().valued(MIN_SCORE, Shown.value(options.text(MIN_SCORE,
                    ""))) + " of the langchain4j retriever is out of range: it is a relevance score from 0 to 1, as"
                    + " LangChain4j's embedding stores give it ((cosine + 1) / 2). Write for example 0.5, or remove"
                    + " it to keep every content.");
        }
        return minScore;
    }

    /** {@code com.acme.Rag} or {@code com.acme.Rag#contentRetriever}. */
    private static void requireFactory(String factory, RetrieverOptions options) throws ConfigurationException {
        int hash = factory.indexOf('#');
        String className = hash < 0 ? factory : factory.substring(0, hash);
        String method = hash < 0 ? null : factory.substring(hash + 1);
        if (!RetrieverOptions.isQualifiedClassName(className)
                || method != null && !method.matches("[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*")) {
            throw new ConfigurationException(options.words().valued(FACTORY, Shown.value(factory)) + " of the"
                    + " langchain4j retriever is neither a fully qualified class name nor one followed by #method."
                    + " Write com.acme.Rag (a class implementing Supplier<ContentRetriever>) or"
                    + " com.acme.Rag#contentRetriever (a public static method without parameters that returns a"
                    + " ContentRetriever).");
        }
    }

    /** The factory's class name, without its method. */
    public String factoryClass() {
        int hash = factory.indexOf('#');
        return hash < 0 ? factory : factory.substring(0, hash);
    }

    /** The factory's static method, or null for a {@code Supplier} class. */
    public String factoryMethod() {
        int hash = factory.indexOf('#');
        return hash < 0 ? null : factory.substring(hash + 1);
    }

    /** The ready path's model class. */
    public String modelClass() {
        return InProcessModel.named(model).map(InProcessModel::className).orElse(model);
    }

    /** Where the ready path's model class comes from, for the message when it is missing. */
    public String modelSource() {
        return InProcessModel.named(model).map(m -> "the artifact " + m.artifact())
                .orElse("the jar that holds it");
    }
}
