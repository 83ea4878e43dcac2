package io.github.rageval.engine.retriever.dense;

import ai.onnxruntime.OrtException;
import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import io.github.rageval.engine.retriever.capability.ReportingRetriever;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import io.github.rageval.engine.retriever.capability.TokenCounter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Dense retrieval over the corpus: each document (or chunk) encoded once, with {@code documentPrefix}, when the
 * corpus has streamed in; each query encoded with {@code queryPrefix} and compared with every document vector
 * ({@link VectorIndex}). Counts the texts the model reads only in part, for a warning.
 *
 * <p>Thread-safe once indexed: the encoder and the index are.
 */
final class DenseRetriever implements Retriever, StreamingIndexer, ExplainingRetriever, TokenCounter,
        ReportingRetriever {
    private final DenseSettings settings;
    private final SentenceEncoder encoder;
    private List<String> pendingIds = new ArrayList<>();
    private List<String> pendingTexts = new ArrayList<>();
    private ProgressListener progress = ProgressListener.NONE;
    private VectorIndex index;
    private final Truncation truncation = new Truncation();
    private final List<String> cacheProblems = new ArrayList<>();
    private int encodedTexts;

    DenseRetriever(DenseSettings settings, SentenceEncoder encoder) {
        this.settings = settings;
        this.encoder = encoder;
    }

    @Override
    public void index(List<Document> corpus) {
        addAll(corpus);
    }

    @Override
    public void add(Document document) {
        pendingIds.add(document.id());
        pendingTexts.add(settings.documentPrefix() + document.text());
    }

    @Override
    public void finishIndexing() {
        int count = pendingTexts.size();
        String modelKey = EmbeddingCache.modelKey(settings);
        String[] keys = new String[count];
        for (int i = 0; i < count; i++) {
            keys[i] = EmbeddingCache.textKey(pendingTexts.get(i));
        }
        EmbeddingCache cache = settings.cacheDirectory() == null ? null
                : new EmbeddingCache(settings.cacheDirectory(), settings.cacheMaxBytes());
        Map<String, CacheShard.Entry> cached = cache == null ? Map.of()
                : cache.lookUp(modelKey, new HashSet<>(Arrays.asList(keys)), this::dimensions);

        float[][] vectors = new float[count][];
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            CacheShard.Entry entry = cached.get(keys[i]);
            if (entry != null) {
                vectors[i] = entry.vector();
                truncation.count(entry.tokens() - encoder.maxTokens());
            } else {
                missing.add(i);
            }
        }
        long[][] ids = new long[missing.size()][];
        int[] tokens = new int[missing.size()];
        ProgressMeter tokenizing = ProgressMeter.start("documents tokenized", ids.length, progress);
        for (int j = 0; j < ids.length; j++) {
            tokenizing.advance();
            String text = pendingTexts.get(missing.get(j));
            ids[j] = encoder.ids(text);
            // Only a text the model reads in part is tokenized again whole, to say by how much.
            tokens[j] = ids[j].length >= encoder.maxTokens() ? encoder.fullLength(text) : ids[j].length;
            truncation.count(tokens[j] - encoder.maxTokens());
        }
        tokenizing.finish();
        truncation.texts = count;
        float[][] encoded = encode(ids);
        List<CacheShard.Entry> fresh = new ArrayList<>();
        Set<String> kept = new HashSet<>();
        for (int j = 0; j < ids.length; j++) {
            int i = missing.get(j);
            vectors[i] = encoded[j];
            if (kept.add(keys[i])) {
                fresh.add(new CacheShard.Entry(keys[i], tokens[j], encoded[j]));
            }
        }
        encodedTexts = ids.length;
        if (cache != null) {
            cache.store(modelKey, fresh);
            cacheProblems.addAll(cache.problems());
            progress.onNote(String.format(Locale.ROOT, "dense: %d of %d document vectors from the embedding cache"
                    + " (%s), %d encoded", count - ids.length, count, cache.folder(), ids.length));
        }
        index = new VectorIndex(pendingIds, vectors);
        pendingIds = List.of();
        pendingTexts = List.of();
    }

    /** Encodes the texts not cached, with progress (documents per second, time left). */
    private float[][] encode(long[][] ids) {
        ProgressMeter meter = ProgressMeter.start("documents encoded", ids.length, progress);
        try {
            float[][] encoded = encoder.encode(ids, settings.batchSize(), done -> {
                for (int i = 0; i < done; i++) {
                    meter.advance();
                }
            });
            meter.finish();
            return encoded;
        } catch (OrtException e) {
            throw new IllegalStateException("ONNX Runtime failed to encode the corpus with model "
                    + settings.model().name() + ": " + e.getMessage(), e);
        }
    }

    /** The size of the model's vectors, from one run of it: what every cached vector must have. */
    private int dimensions() {
        try {
            return encoder.encode("").length;
        } catch (OrtException e) {
            throw new IllegalStateException("ONNX Runtime failed to run model " + settings.model().name() + ": "
                    + e.getMessage(), e);
        }
    }

    /** How many texts the last indexing encoded (the rest came from the cache). */
    int encodedTexts() {
        return encodedTexts;
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) throws OrtException {
        List<ScoredDocument> results = new ArrayList<>();
        for (VectorIndex.Hit hit : index().search(vector(query), k)) {
            results.add(new ScoredDocument(index.id(hit.position()), hit.score()));
        }
        return results;
    }

    /** The query's vector, prefixed as the settings say. */
    float[] vector(String query) throws OrtException {
        return encoder.encode(settings.queryPrefix() + query);
    }

    /** Every document, best first: the whole ranking explanations count ranks in. */
    List<VectorIndex.Hit> rankAll(float[] query) {
        return index().search(query, index().size());
    }

    String id(int position) {
        return index().id(position);
    }

    /** A document's vector as encoded, or null for an id not indexed. */
    float[] documentVector(String id) {
        return index().vector(id);
    }

    /** The count of texts longer than the model reads, after indexing. */
    int truncatedTexts() {
        return truncation.cut;
    }

    @Override
    public Explainer explainer(Map<String, String> judgedTexts, int k) {
        return new DenseExplainer(this, k);
    }

    @Override
    public int tokens(String text) {
        return encoder.wordPieces(text);
    }

    @Override
    public void progressTo(ProgressListener listener) {
        progress = listener;
    }

    @Override
    public List<String> warnings() {
        List<String> warnings = new ArrayList<>(cacheProblems);
        truncation.warning(settings).ifPresent(warnings::add);
        return warnings;
    }

    @Override
    public boolean threadSafe() {
        return true;
    }

    @Override
    public void close() {
        encoder.close();
    }

    private VectorIndex index() {
        if (index == null) {
            throw new IllegalStateException("the dense retriever was queried before its corpus was encoded");
        }
        return index;
    }

    /** How many texts were longer than the model reads, and by how much. */
    static final class Truncation {
        int texts;
        int cut;
        long tokensCut;
        int mostCut;

        void count(int beyond) {
            if (beyond > 0) {
                cut++;
                tokensCut += beyond;
                mostCut = Math.max(mostCut, beyond);
            }
        }

        java.util.Optional<String> warning(DenseSettings settings) {
            if (cut == 0) {
                return java.util.Optional.empty();
            }
            return java.util.Optional.of(String.format(Locale.ROOT, "dense: %d of %d texts (documents or chunks) are"
                    + " longer than the %d tokens model %s reads, by %d tokens on average and %d at most: their ends"
                    + " are not encoded. Chunk the corpus (chunking size %d, unit tokens) to have every word read.",
                    cut, texts, settings.maxTokens(), settings.model().name(), Math.round((double) tokensCut / cut),
                    mostCut, settings.maxTokens() - 2));
        }
    }
}
