package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.api.Document;
import io.github.rageval.api.Query;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.format.Excerpt;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import io.github.rageval.engine.retriever.capability.ReportingRetriever;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import io.github.rageval.engine.retriever.capability.TokenCounter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Any retriever over chunks instead of whole documents: the corpus is cut by a {@link Chunker}, the chunks are
 * indexed by the retriever, and a query's chunk ranking becomes a document ranking by MaxP (a document's score is
 * its best chunk's): each document at the place of its first chunk in the ranking. Metrics so see document ids,
 * and the golden set keeps labelling documents; a golden set that labels chunk ids instead gets chunks ranked as they
 * are ({@link #rankChunks()}).
 *
 * <p>Explanations of misses are the wrapped retriever's, of each document's best chunk ({@link ChunkExplainer}).
 *
 * <p>To find k documents it asks the retriever for 4 k chunks, and for twice as many again while fewer than k
 * distinct documents came back and the retriever had more to give. A built-in retriever that indexes as the
 * corpus streams keeps doing so ({@link Streaming}).
 */
public class ChunkedRetriever implements Retriever, ExplainingRetriever, ReportingRetriever {
    private static final int FIRST_ASK = 4;
    /** How much of a chunk's text the report shows. */
    static final int EXCERPT = 300;

    private final Retriever chunks;
    private final Chunker chunker;
    private final Map<String, String> documentOfChunk = new HashMap<>();
    private final Map<String, String> excerpts = new HashMap<>();
    private final Map<String, CharSpan> spans = new HashMap<>();
    /** Chunks of Chroma's chunkers whose text could not be found in their document, in the order cut. */
    private final List<String> unplaced = new ArrayList<>();
    private volatile boolean chunkLevel;
    private final List<Document> pending = new ArrayList<>();

    ChunkedRetriever(Retriever chunks, Chunker chunker) {
        this.chunks = chunks;
        this.chunker = chunker;
    }

    /** The retriever over chunks; streaming when the one it wraps indexes as the corpus streams. */
    public static ChunkedRetriever of(Retriever retriever, ChunkingSettings settings) throws ConfigurationException {
        TokenCounter tokens = retriever instanceof TokenCounter counter ? counter : null;
        if (settings.unit() == ChunkingSettings.Unit.TOKENS && tokens == null) {
            throw new ConfigurationException("chunking unit = 'tokens' counts the tokens of a built-in retriever's"
                    + " analyzer, and this retriever has none rag-eval can use. Use words or sentences.");
        }
        TokenEncoding encoding = settings.unit() == ChunkingSettings.Unit.CL100K
                ? TokenEncodings.named(TokenEncodings.CL100K_BASE) : null;
        Chunker chunker = new Chunker(settings, tokens, encoding);
        return retriever instanceof StreamingIndexer ? new Streaming(retriever, chunker)
                : new ChunkedRetriever(retriever, chunker);
    }

    /** Whether the id names a chunk of the indexed corpus ({@code doc_id#n}). */
    public boolean isChunk(String id) {
        return documentOfChunk.containsKey(id);
    }

    /**
     * Rank chunks as chunks, not documents: for a golden set that labels chunk ids. Set once, after indexing and
     * before any query.
     */
    public void rankChunks() {
        chunkLevel = true;
    }

    /** The retriever the chunks go to, for the capabilities a built-in one adds. */
    public Retriever chunkRetriever() {
        return chunks;
    }

    /** The chunks of a document, remembering whose they are. */
    List<Document> cut(Document document) {
        List<Document> cut = new ArrayList<>();
        for (Chunker.Chunk piece : chunker.cut(document)) {
            Document chunk = piece.document();
            documentOfChunk.put(chunk.id(), document.id());
            excerpts.put(chunk.id(), excerpt(chunk.text()));
            if (piece.span() != null) {
                spans.put(chunk.id(), piece.span());
            } else {
                unplaced.add(chunk.id());
            }
            cut.add(chunk);
        }
        return cut;
    }

    /** Where a chunk lies in its document, or null for an id that is not a chunk. */
    public CharSpan spanOf(String chunkId) {
        return spans.get(chunkId);
    }

    /** Every chunk's range, by chunk id: the whole chunking, for span labels (see {@link #unplacedChunks()}). */
    public Map<String, CharSpan> chunkSpans() {
        return java.util.Collections.unmodifiableMap(spans);
    }

    /**
     * The chunks whose place in their document is not known: chunks of Chroma's chunkers whose text none of its
     * search's steps finds (a window that cuts a character, a recursive chunk joined across a separator it dropped),
     * which span metrics cannot score.
     */
    public List<String> unplacedChunks() {
        return List.copyOf(unplaced);
    }

    @Override
    public void index(List<Document> corpus) throws Exception {
        for (Document document : corpus) {
            pending.addAll(cut(document));
        }
        chunks.index(List.copyOf(pending));
        pending.clear();
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) throws Exception {
        return retrieve(new Query(null, query, List.of()), k);
    }

    @Override
    public List<ScoredDocument> retrieve(Query query, int k) throws Exception {
        List<ScoredDocument> documents = new ArrayList<>();
        retrieveMatches(query, k).forEach(match -> documents.add(match.document()));
        return documents;
    }

    /**
     * The document ranking with, for each document, the chunk that placed it.
     *
     * @throws Exception what the retriever over chunks throws
     */
    public List<Match> retrieveMatches(Query query, int k) throws Exception {
        if (chunkLevel) {
            List<Match> matches = new ArrayList<>();
            for (ScoredDocument chunk : chunks.retrieve(query, k)) {
                if (chunk != null && chunk.id() != null) {
                    matches.add(new Match(chunk, chunk.id(), excerpts.getOrDefault(chunk.id(), ""),
                            spans.get(chunk.id())));
                }
            }
            return matches;
        }
        int ask = (int) Math.min(Integer.MAX_VALUE, Math.max(k, (long) k * FIRST_ASK));
        while (true) {
            List<ScoredDocument> ranked = chunks.retrieve(query, ask);
            Map<String, Match> best = maxP(ranked);
            if (best.size() >= k || ranked.size() < ask || ask >= documentOfChunk.size()) {
                return new ArrayList<>(best.values()).subList(0, Math.min(k, best.size()));
            }
            ask = (int) Math.min((long) ask * 2, documentOfChunk.size());
        }
    }

    /** Each document once, at its best (first) chunk's place, in the chunks' order. */
    private Map<String, Match> maxP(List<ScoredDocument> ranked) {
        Map<String, Match> best = new LinkedHashMap<>();
        for (ScoredDocument chunk : ranked) {
            if (chunk == null || chunk.id() == null) {
                continue;
            }
            String document = documentOfChunk.getOrDefault(chunk.id(), chunk.id());
            best.putIfAbsent(document, new Match(new ScoredDocument(document, chunk.score()), chunk.id(),
                    excerpts.getOrDefault(chunk.id(), ""), spans.get(chunk.id())));
        }
        return best;
    }

    /** Whether chunks are ranked as chunks (the golden set labels chunk ids). */
    boolean ranksChunks() {
        return chunkLevel;
    }

    /** The document a chunk id belongs to, or null for an id that is not a chunk. */
    String documentOf(String chunkId) {
        return documentOfChunk.get(chunkId);
    }

    /** The chunks a document is cut into, as indexing cut it. */
    List<Document> chunksOf(Document document) {
        return chunker.chunks(document);
    }

    /**
     * Every document any chunk matches, at its best chunk's place: the whole ranking explanations count ranks in.
     *
     * @throws Exception what the retriever over chunks throws
     */
    List<Match> rankAll(Query query) throws Exception {
        return new ArrayList<>(maxP(chunks.retrieve(query, Math.max(1, documentOfChunk.size()))).values());
    }

    @Override
    public void progressTo(ProgressListener listener) {
        if (chunks instanceof ReportingRetriever reporting) {
            reporting.progressTo(listener);
        }
    }

    @Override
    public List<String> warnings() {
        return chunks instanceof ReportingRetriever reporting ? reporting.warnings() : List.of();
    }

    @Override
    public boolean explains() {
        return chunks instanceof ExplainingRetriever explaining && explaining.explains();
    }

    @Override
    public Explainer explainer(Map<String, String> judgedTexts, int k) {
        return new ChunkExplainer(this, ((ExplainingRetriever) chunks), judgedTexts, k);
    }

    /**
     * A document at its best chunk's place.
     *
     * @param document the document's id and its best chunk's score
     * @param chunkId the best chunk's id
     * @param excerpt the best chunk's text, trimmed
     * @param span the best chunk's range of its document; null for an id the chunking did not make
     */
    public record Match(ScoredDocument document, String chunkId, String excerpt, CharSpan span) {
    }

    /** The text with its whitespace folded, cut at a word boundary near {@value #EXCERPT} characters. */
    static String excerpt(String text) {
        return Excerpt.of(text, EXCERPT);
    }

    @Override
    public boolean threadSafe() {
        return chunks.threadSafe();
    }

    @Override
    public void close() throws Exception {
        chunks.close();
    }

    /** Chunking over a retriever that indexes as the corpus streams: each document's chunks go to it at once. */
    static final class Streaming extends ChunkedRetriever implements StreamingIndexer {
        private final StreamingIndexer indexer;

        Streaming(Retriever chunks, Chunker chunker) {
            super(chunks, chunker);
            this.indexer = (StreamingIndexer) chunks;
        }

        @Override
        public void index(List<Document> corpus) {
            addAll(corpus);
        }

        @Override
        public void add(Document document) {
            cut(document).forEach(indexer::add);
        }

        @Override
        public void finishIndexing() {
            indexer.finishIndexing();
        }
    }
}
