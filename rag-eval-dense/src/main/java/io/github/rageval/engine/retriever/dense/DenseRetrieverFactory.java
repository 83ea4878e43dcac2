package io.github.rageval.engine.retriever.dense;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverFactory;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.OptionWords;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The built-in {@code dense} retriever: a sentence-embedding model (all-MiniLM-L6-v2 unless {@code model} names
 * another) encodes documents and queries, and documents are ranked by the cosine of their vector with the query's.
 *
 * <p>Options: {@code model} (a folder or jar holding an ONNX export and its tokenizer.json; default
 * all-MiniLM-L6-v2), {@code maxTokens}, {@code pooling} ({@code mean}, {@code cls}) and {@code normalize}, each
 * defaulting to the model's sentence-transformers configuration (all-MiniLM-L6-v2: 256, mean, true; a model without
 * one: 512, mean, true), {@code queryPrefix} and {@code documentPrefix} (default empty; E5 and BGE models need them),
 * {@code batchSize} (default {@value #DEFAULT_BATCH_SIZE}), and the embedding cache's {@code cacheDirectory} (default
 * {@code ~/.cache/rag-eval}, {@code none} for none) and {@code cacheMaxSize} (default {@value #DEFAULT_CACHE_MAX_SIZE}),
 * which are not settings of the ranking and so not described. Ties are broken by document id ascending.
 */
public final class DenseRetrieverFactory implements RetrieverFactory {
    public static final String NAME = "dense";
    static final String MODEL = "model";
    static final String MAX_TOKENS = "maxTokens";
    static final String POOLING = "pooling";
    static final String NORMALIZE = "normalize";
    static final String QUERY_PREFIX = "queryPrefix";
    static final String DOCUMENT_PREFIX = "documentPrefix";
    static final String BATCH_SIZE = "batchSize";
    // The options the settings of the same names set (a setting that is an option's shortcut, named once).
    static final String CACHE_DIRECTORY = GoalSettings.CACHE_DIRECTORY.name();
    static final String CACHE_MAX_SIZE = GoalSettings.CACHE_MAX_SIZE.name();
    /** Under the user's home, so that {@code mvn clean} keeps it and a CI cache step can save it. */
    static final String DEFAULT_CACHE_DIRECTORY = Defaults.CACHE_DIRECTORY;
    static final String DEFAULT_CACHE_MAX_SIZE = Defaults.CACHE_MAX_SIZE;
    static final String DEFAULT_BATCH_SIZE = "32";
    /** What a model without a sentence-transformers configuration is read with: BERT's length. */
    static final int FALLBACK_MAX_TOKENS = 512;
    /** The most tokens a model is read with: BERT's positions, where the Hugging Face tokenizer (DJL's) cuts. */
    static final int MAX_POSITIONS = 512;
    /** [CLS], [SEP] and at least one token of the text. */
    static final int MIN_MAX_TOKENS = 3;
    public static final String TIES = "doc_id ascending";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> optionNames() {
        return List.of(MODEL, MAX_TOKENS, POOLING, NORMALIZE, QUERY_PREFIX, DOCUMENT_PREFIX, BATCH_SIZE,
                CACHE_DIRECTORY, CACHE_MAX_SIZE);
    }

    @Override
    public Retriever create(RetrieverOptions options) throws ConfigurationException {
        DenseSettings settings = settings(options);
        return new DenseRetriever(settings, new SentenceEncoder(settings.model(), settings.maxTokens(),
                settings.pooling(), settings.normalize()));
    }

    @Override
    public Map<String, Object> describe(RetrieverOptions options) throws ConfigurationException {
        DenseSettings settings = settings(options);
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("type", NAME);
        described.put("model", settings.model().name());
        described.put("model_sha256", settings.model().sha256());
        described.put("max_tokens", settings.maxTokens());
        described.put("pooling", settings.pooling().key());
        described.put("normalize", settings.normalize());
        described.put("query_prefix", settings.queryPrefix());
        described.put("document_prefix", settings.documentPrefix());
        described.put("similarity", settings.normalize() ? "cosine" : "dot product");
        described.put("ties", TIES);
        return described;
    }

    /** Parses and checks the options, each error naming the option, the value and what to write. */
    static DenseSettings settings(RetrieverOptions options) throws ConfigurationException {
        ModelFiles model = ModelFiles.load(options.text(MODEL, ""), options.words());
        int fallbackLength = model.maxTokens() != null ? model.maxTokens() : FALLBACK_MAX_TOKENS;
        int maxTokens = options.positiveInt(MAX_TOKENS, Integer.toString(fallbackLength), "tokens the model reads of a"
                + " text, [CLS] and [SEP] included (the model's max_seq_length; all-MiniLM-L6-v2: 256)");
        checkMaxTokens(maxTokens, options.values().containsKey(MAX_TOKENS), model, options.words());
        String poolingText = options.text(POOLING, (model.pooling() != null ? model.pooling() : Pooling.MEAN).key());
        Pooling pooling = Pooling.byKey(poolingText).orElseThrow(() -> new ConfigurationException(options.words()
                .valued(POOLING, Shown.value(poolingText)) + " of the dense retriever is not one it knows. Use"
                + " mean or cls (the"
                + " model's 1_Pooling/config.json says which it was trained with)."));
        boolean normalize = options.bool(NORMALIZE, model.normalize() == null || model.normalize());
        int batchSize = options.positiveInt(BATCH_SIZE, DEFAULT_BATCH_SIZE, "texts per model run");
        // Prefixes as written: E5's "query: " and "passage: " end in a space the model was trained with.
        return new DenseSettings(model, maxTokens, pooling, normalize, options.verbatim(QUERY_PREFIX, ""),
                options.verbatim(DOCUMENT_PREFIX, ""), batchSize, cacheDirectory(options),
                CacheSize.parse(options.text(CACHE_MAX_SIZE, DEFAULT_CACHE_MAX_SIZE), CACHE_MAX_SIZE));
    }

    /**
     * Fails on a length the model cannot read as asked: above {@value #MAX_POSITIONS} the tokenizer would cut at
     * {@value #MAX_POSITIONS} anyway (the report would record a length the scores were not made with), and below
     * {@value #MIN_MAX_TOKENS} [CLS] and [SEP] leave no room for the text.
     *
     * @param written whether maxTokens was set, else the length is the model configuration's max_seq_length
     * @param words how the message names the option as the user wrote it
     */
    private static void checkMaxTokens(int maxTokens, boolean written, ModelFiles model, OptionWords words)
            throws ConfigurationException {
        if (maxTokens >= MIN_MAX_TOKENS && maxTokens <= MAX_POSITIONS) {
            return;
        }
        String given = written ? words.entry() + words.stated(MAX_TOKENS, String.valueOf(maxTokens))
                + " of the dense retriever"
                : "the max_seq_length " + maxTokens + " of model " + model.name() + "'s sentence_bert_config.json";
        throw new ConfigurationException(given + (maxTokens > MAX_POSITIONS
                ? " is more than the " + MAX_POSITIONS + " tokens the model reads at most (its position embeddings;"
                + " the tokenizer cuts there). Set maxTokens to " + MAX_POSITIONS + " or less, and chunk longer"
                + " texts (chunking size=" + (MAX_POSITIONS - 2) + ",unit=tokens)."
                : " leaves no room for the text: [CLS] and [SEP] take 2 tokens. Set maxTokens to " + MIN_MAX_TOKENS
                + " or more (the model's max_seq_length when unset)."));
    }

    /** The cache folder, {@code none} for no cache; {@code ${user.home}} stands for the user's home. */
    private static java.nio.file.Path cacheDirectory(RetrieverOptions options) {
        String text = options.text(CACHE_DIRECTORY, DEFAULT_CACHE_DIRECTORY).trim();
        if (text.isEmpty() || text.equalsIgnoreCase("none")) {
            return null;
        }
        return java.nio.file.Path.of(text.replace("${user.home}", System.getProperty("user.home")));
    }
}
