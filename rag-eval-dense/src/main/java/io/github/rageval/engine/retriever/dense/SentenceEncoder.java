package io.github.rageval.engine.retriever.dense;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import io.github.rageval.engine.model.ConfigurationException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.IntConsumer;

/**
 * Texts to vectors as sentence-transformers makes them: the Hugging Face tokenizer truncating at the model's max
 * length ([CLS] and [SEP] included), the ONNX graph's last hidden state, pooled over the attention mask, and
 * L2-normalised when the model says so.
 *
 * <p>The tokenizer file's own truncation and padding are overridden: LangChain4j's all-MiniLM-L6-v2 tokenizer.json
 * truncates at 128 and pads to 128, where sentence-transformers reads the model at 256. Texts are encoded in
 * batches of similar length (sorted by token count, longest first) so that little is padding; ONNX Runtime spreads
 * each batch over every processor. Thread-safe: the tokenizer and the session are.
 */
final class SentenceEncoder implements AutoCloseable {
    private static final String INPUT_IDS = "input_ids";
    private static final String ATTENTION_MASK = "attention_mask";
    private static final String TOKEN_TYPE_IDS = "token_type_ids";
    private static final long BATCH_ORDER_SEED = 42;

    static {
        // DJL probes for a GPU it is not asked to use and warns when a CUDA library answers oddly; a build log is no
        // place for that. Maven's logger reads levels from system properties; a user's own setting is kept.
        if (System.getProperty("org.slf4j.simpleLogger.log.ai.djl") == null) {
            System.setProperty("org.slf4j.simpleLogger.log.ai.djl", "error");
        }
    }

    private final OrtEnvironment environment;
    private final OrtSession session;
    private final HuggingFaceTokenizer truncating;
    private final HuggingFaceTokenizer counting;
    private final Set<String> inputs;
    private final int maxTokens;
    private final Pooling pooling;
    private final boolean normalize;

    SentenceEncoder(ModelFiles model, int maxTokens, Pooling pooling, boolean normalize)
            throws ConfigurationException {
        this.maxTokens = maxTokens;
        this.pooling = pooling;
        this.normalize = normalize;
        // DJL finds its native library's properties through the context class loader: in Maven that is the plugin's,
        // which does not see this module's jars.
        Thread thread = Thread.currentThread();
        ClassLoader context = thread.getContextClassLoader();
        thread.setContextClassLoader(SentenceEncoder.class.getClassLoader());
        try {
            truncating = tokenizer(model, Map.of("truncation", "true", "padding", "false",
                    "maxLength", Integer.toString(maxTokens)));
            counting = tokenizer(model, Map.of("truncation", "false", "padding", "false"));
        } catch (IOException | RuntimeException | LinkageError | AssertionError e) {
            throw new ConfigurationException("the dense retriever cannot load the tokenizer of model " + model.name()
                    + " (" + e + "). Its tokenizer.json must be a Hugging Face tokenizers file, and the tokenizers'"
                    + " native library must exist for this platform (" + System.getProperty("os.name") + ", "
                    + System.getProperty("os.arch") + ").", e);
        } finally {
            thread.setContextClassLoader(context);
        }
        try {
            environment = OrtEnvironment.getEnvironment();
            OrtSession.SessionOptions options = new OrtSession.SessionOptions();
            options.setIntraOpNumThreads(Runtime.getRuntime().availableProcessors());
            session = environment.createSession(model.onnx(), options);
            inputs = session.getInputNames();
        } catch (OrtException | RuntimeException | LinkageError e) {
            truncating.close();
            counting.close();
            throw new ConfigurationException("ONNX Runtime cannot load the model " + model.name() + ": "
                    + e.getMessage() + ". It must be an ONNX export of a transformer taking input_ids and"
                    + " attention_mask.", e);
        }
        if (!inputs.contains(INPUT_IDS) || !inputs.contains(ATTENTION_MASK)) {
            close();
            throw new ConfigurationException("the ONNX model " + model.name() + " takes " + inputs + ", not input_ids"
                    + " and attention_mask: it is not a transformer encoder rag-eval can run.");
        }
    }

    private static HuggingFaceTokenizer tokenizer(ModelFiles model, Map<String, String> options) throws IOException {
        return HuggingFaceTokenizer.newInstance(new ByteArrayInputStream(model.tokenizer()), options);
    }

    /** The token ids of one text as the model reads it: truncated to the max length, special tokens added. */
    long[] ids(String text) {
        return truncating.encode(text).getIds();
    }

    /** How many tokens the whole text makes, special tokens included, truncation aside. */
    int fullLength(String text) {
        return counting.encode(text).getIds().length;
    }

    /** How many tokens the text makes without special tokens: a word's weight when chunking in tokens. */
    int wordPieces(String text) {
        return counting.encode(text, false, false).getIds().length;
    }

    int maxTokens() {
        return maxTokens;
    }

    /**
     * The vectors of tokenized texts ({@link #ids}), in their order.
     *
     * @param batchSize texts per model run
     * @param done called with how many texts each finished batch held
     */
    float[][] encode(long[][] ids, int batchSize, IntConsumer done) throws OrtException {
        Integer[] order = new Integer[ids.length];
        Arrays.setAll(order, i -> i);
        // Longest first, ties in text order: batches of similar length, the same batches every run.
        Arrays.sort(order, Comparator.comparingInt((Integer i) -> -ids[i].length).thenComparingInt(i -> i));
        float[][] vectors = new float[ids.length][];
        // The batches run in a shuffled (seeded) order, so that documents per second stay steady and the time left
        // that progress lines estimate holds (longest first, it came out twice too high). A vector does not depend
        // on its batch's neighbours or order.
        List<Integer> starts = new ArrayList<>();
        for (int start = 0; start < order.length; start += batchSize) {
            starts.add(start);
        }
        Collections.shuffle(starts, new Random(BATCH_ORDER_SEED));
        for (int start : starts) {
            int end = Math.min(order.length, start + batchSize);
            long[][] batch = new long[end - start][];
            for (int j = start; j < end; j++) {
                batch[j - start] = ids[order[j]];
            }
            float[][] encoded = run(batch);
            for (int j = start; j < end; j++) {
                vectors[order[j]] = encoded[j - start];
            }
            done.accept(end - start);
        }
        return vectors;
    }

    /** One text's vector. */
    float[] encode(String text) throws OrtException {
        return run(new long[][] {ids(text)})[0];
    }

    /** One model run over a batch of token id lists, padded to the longest with a zero attention mask. */
    private float[][] run(long[][] batch) throws OrtException {
        int rows = batch.length;
        int tokens = 1;
        for (long[] row : batch) {
            tokens = Math.max(tokens, row.length);
        }
        long[] inputIds = new long[rows * tokens];
        long[] mask = new long[rows * tokens];
        for (int r = 0; r < rows; r++) {
            System.arraycopy(batch[r], 0, inputIds, r * tokens, batch[r].length);
            Arrays.fill(mask, r * tokens, r * tokens + batch[r].length, 1L);
        }
        long[] shape = {rows, tokens};
        Map<String, OnnxTensor> feed = new HashMap<>();
        try {
            feed.put(INPUT_IDS, OnnxTensor.createTensor(environment, LongBuffer.wrap(inputIds), shape));
            feed.put(ATTENTION_MASK, OnnxTensor.createTensor(environment, LongBuffer.wrap(mask), shape));
            if (inputs.contains(TOKEN_TYPE_IDS)) {
                feed.put(TOKEN_TYPE_IDS, OnnxTensor.createTensor(environment,
                        LongBuffer.wrap(new long[rows * tokens]), shape));
            }
            try (OrtSession.Result result = session.run(feed)) {
                OnnxValue output = result.get(0);
                OnnxTensor hidden = (OnnxTensor) output;
                long[] outShape = hidden.getInfo().getShape();
                int dimensions = (int) outShape[outShape.length - 1];
                FloatBuffer buffer = hidden.getFloatBuffer();
                float[] values = new float[buffer.remaining()];
                buffer.get(values);
                float[][] vectors = new float[rows][];
                for (int r = 0; r < rows; r++) {
                    float[] vector = pooling.pool(values, r, tokens, dimensions, batch[r].length);
                    vectors[r] = normalize ? VectorMath.normalized(vector) : vector;
                }
                return vectors;
            }
        } finally {
            feed.values().forEach(OnnxTensor::close);
        }
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            // Native memory is released with the process anyway; nothing the user can act on.
        } finally {
            truncating.close();
            counting.close();
        }
    }
}
