package io.github.rageval.engine.retriever.bm25;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.RankingOrder;
import io.github.rageval.engine.retriever.ProjectCodeFailure;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import io.github.rageval.engine.retriever.capability.TokenCounter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.Weight;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.BytesRef;

/**
 * BM25 as Anserini runs it on Lucene, over an in-memory index of the corpus.
 *
 * <p>Each document is indexed as it streams from the corpus file: its text in the field {@value #CONTENTS}
 * (analysed), its id as sorted doc values. A query is Anserini's bag of words: the query analysed with
 * the same chain, each distinct term once as a SHOULD {@code TermQuery} boosted by its count in the query, in the
 * order Anserini's {@code BagOfWordsQueryGenerator} adds them (the key order of Java's {@code HashMap}), so that
 * scores are summed in the same order. Scores are Lucene's {@code BM25Similarity(k1, b)}; the ranking is score
 * descending, ties by document id ascending (byte order of UTF-8, which is code point order), Anserini's
 * {@code BREAK_SCORE_TIES_BY_DOCID}. A query whose every word the analyzer drops (stop words) returns nothing.
 *
 * <p>Ranking compares each document's precomputed place in id order rather than its id's bytes
 * ({@link TopByScoreThenId}): the lists and scores are those of a search sorted by score then by the id field,
 * at half the cost. (Sorting the index itself by id would make Lucene's own tie rule the id rule, but costs heap
 * when the index is flushed: a chunked Debian corpus no longer fit in 64 MB.)
 *
 * <p>Thread-safe once indexed: Lucene's searcher and analyzers are.
 */
final class Bm25Retriever implements Retriever, StreamingIndexer, ExplainingRetriever, TokenCounter {
    /** The field documents are indexed in, as Anserini names it. */
    static final String CONTENTS = "contents";
    static final String ID = "id";
    private static final double RAM_BUFFER_MB = 256;
    /**
     * Analysed, with term frequencies and norms (document lengths) as BM25 needs them, and without positions, which
     * only phrase queries would read: a bag-of-words query scores the same either way.
     */
    private static final FieldType CONTENTS_TYPE = contentsType();

    private final Bm25Settings settings;
    private final Analyzer analyzer;
    /** Documents per segment, or 0 for as many as {@link #RAM_BUFFER_MB} holds (tests make several segments). */
    private final int maxBufferedDocuments;
    private final ByteBuffersDirectory directory = new ByteBuffersDirectory();
    private IndexWriter writer;
    private DirectoryReader reader;
    private IndexSearcher searcher;
    /** The same index for explanations, whose weights are made once and shared; retrieval keeps Lucene's own. */
    private WeightSharingSearcher explaining;
    /**
     * Each document's id by Lucene's document number, read once from the id's doc values (reading them per hit cost
     * a fifth of query time). Ids are not stored: doc values are enough, and take less heap while indexing.
     */
    private String[] ids;
    /** Each document number's place when all documents are sorted by id: the tie rule, as ints. */
    private int[] idOrder;

    Bm25Retriever(Bm25Settings settings, Analyzer analyzer) {
        this(settings, analyzer, 0);
    }

    Bm25Retriever(Bm25Settings settings, Analyzer analyzer, int maxBufferedDocuments) {
        this.settings = settings;
        this.analyzer = analyzer;
        this.maxBufferedDocuments = maxBufferedDocuments;
    }

    private static FieldType contentsType() {
        FieldType type = new FieldType(TextField.TYPE_NOT_STORED);
        type.setIndexOptions(IndexOptions.DOCS_AND_FREQS);
        type.freeze();
        return type;
    }

    @Override
    public void index(List<Document> corpus) {
        addAll(corpus);
    }

    @Override
    public void add(Document document) {
        try {
            if (writer == null) {
                IndexWriterConfig config = new IndexWriterConfig(analyzer)
                        .setSimilarity(new BM25Similarity(settings.k1(), settings.b()))
                        .setOpenMode(IndexWriterConfig.OpenMode.CREATE);
                if (maxBufferedDocuments > 0) {
                    config.setMaxBufferedDocs(maxBufferedDocuments)
                            .setRAMBufferSizeMB(IndexWriterConfig.DISABLE_AUTO_FLUSH)
                            .setMergePolicy(NoMergePolicy.INSTANCE);
                } else {
                    config.setRAMBufferSizeMB(RAM_BUFFER_MB);
                }
                writer = new IndexWriter(directory, config);
            }
            org.apache.lucene.document.Document indexed = new org.apache.lucene.document.Document();
            indexed.add(new SortedDocValuesField(ID, new BytesRef(document.id())));
            indexed.add(new Field(CONTENTS, document.text(), CONTENTS_TYPE));
            try {
                writer.addDocument(indexed);
            } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
                throw projectAnalyzerFailure(e, "document '" + Shown.value(document.id()) + "'");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot index document " + document.id() + " in memory", e);
        }
    }

    @Override
    public void finishIndexing() {
        try {
            if (writer == null) {
                writer = new IndexWriter(directory, new IndexWriterConfig(analyzer));
            }
            writer.commit();
            writer.close();
            writer = null;
            reader = DirectoryReader.open(directory);
            searcher = new IndexSearcher(reader);
            explaining = new WeightSharingSearcher(reader);
            ids = new String[reader.maxDoc()];
            for (LeafReaderContext leaf : reader.leaves()) {
                SortedDocValues values = leaf.reader().getSortedDocValues(ID);
                for (int doc = 0; doc < leaf.reader().maxDoc(); doc++) {
                    values.advanceExact(doc);
                    ids[leaf.docBase + doc] = values.lookupOrd(values.ordValue()).utf8ToString();
                }
            }
            idOrder = RankingOrder.placesById(ids);
            searcher.setSimilarity(new BM25Similarity(settings.k1(), settings.b()));
            explaining.setSimilarity(new BM25Similarity(settings.k1(), settings.b()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the in-memory index", e);
        }
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) throws IOException {
        Query bagOfWords = query(query);
        if (bagOfWords == null) {
            return List.of();
        }
        TopDocs top = search(bagOfWords, k);
        List<ScoredDocument> results = new ArrayList<>(top.scoreDocs.length);
        for (org.apache.lucene.search.ScoreDoc hit : top.scoreDocs) {
            results.add(new ScoredDocument(ids[hit.doc], hit.score));
        }
        return results;
    }

    /** A match of a query: the document's id, its score, and its number in the index (for its explanation). */
    record Hit(String id, float score, int doc) {
    }

    /**
     * The query's weight, made once for an explanation's ranking and its documents' explanations: making it looks
     * every term of the query up in the index. Null for a query the analyzer keeps no term of.
     */
    Weight weight(Query bagOfWords) throws IOException {
        return bagOfWords == null ? null : explaining().weight(bagOfWords);
    }

    /**
     * Every document the query matches, in the ranking's order (score descending, ties by id ascending): the whole
     * list an explanation counts ranks in. Empty for a query the analyzer keeps no term of (a null weight).
     */
    List<Hit> rankAll(Weight weight) throws IOException {
        if (weight == null) {
            return List.of();
        }
        int everyDocument = Math.max(1, searcher().getIndexReader().maxDoc());
        TopDocs all = explaining().search(weight, new TopByScoreThenId(everyDocument, idOrder));
        List<Hit> ranking = new ArrayList<>(all.scoreDocs.length);
        for (org.apache.lucene.search.ScoreDoc hit : all.scoreDocs) {
            ranking.add(new Hit(ids[hit.doc], hit.score, hit.doc));
        }
        return ranking;
    }

    /** The top {@code k} matches, score descending, ties by id ascending, every match scored. */
    private TopDocs search(Query bagOfWords, int k) throws IOException {
        // Capped as IndexSearcher caps its own searches: the queue is allocated at this size.
        int size = Math.max(1, Math.min(k, searcher().getIndexReader().maxDoc()));
        return searcher().search(bagOfWords, new TopByScoreThenId(size, idOrder));
    }

    /** Lucene's explanation of one matching document's score under the query's weight. */
    Explanation explain(Weight weight, int doc) throws IOException {
        return explaining().explain(weight, doc);
    }

    /** Looks many terms up in the index, for one thread (see {@link TermLookup}). */
    TermLookup termLookup() throws IOException {
        return new TermLookup(searcher().getIndexReader(), CONTENTS);
    }

    /** For each document, the clauses of the query it matches (see {@link DocumentClauses}). */
    Map<Integer, BooleanQuery> documentClauses(BooleanQuery bagOfWords, int[] docs) throws IOException {
        return DocumentClauses.of(bagOfWords, docs, searcher().getIndexReader(), CONTENTS);
    }

    /** How many documents hold the term (its document frequency). */
    static int documentFrequency(String term, TermLookup lookup) throws IOException {
        return lookup.documentFrequency(new Term(CONTENTS, term));
    }

    String analyzerName() {
        return settings.analyzer();
    }

    @Override
    public Explainer explainer(Map<String, String> judgedTexts, int k) {
        return new Bm25Explainer(this, judgedTexts, k);
    }

    /** Anserini's bag-of-words query, or null when the analyzer keeps no term of the text. */
    BooleanQuery query(String text) throws IOException {
        return query(text, null);
    }

    /**
     * As {@link #query(String)}, each term looked up ahead through the lookup when there is one: the same query,
     * scored and explained alike, whose weight is made without looking its terms up again.
     */
    BooleanQuery query(String text, TermLookup lookup) throws IOException {
        Map<String, Long> counts = terms(text).stream()
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        if (counts.isEmpty()) {
            return null;
        }
        allowClauses(counts.size());
        BooleanQuery.Builder builder = new BooleanQuery.Builder();
        for (String term : counts.keySet()) {
            Term indexed = new Term(CONTENTS, term);
            TermQuery termQuery = lookup == null ? new TermQuery(indexed) : lookup.termQuery(indexed);
            builder.add(new BoostQuery(termQuery, (float) counts.get(term)), BooleanClause.Occur.SHOULD);
        }
        return builder.build();
    }

    /**
     * Raises Lucene's limit on a query's clauses (1,024 by default, one JVM-wide setting) to what a query of that
     * many distinct terms needs, or else a long query (a pasted document) fails with {@code TooManyClauses} where
     * Anserini's bag of words simply has more clauses. Only ever raised, so nothing else in the JVM is refused what
     * it was allowed.
     */
    private static synchronized void allowClauses(int clauses) {
        if (clauses > IndexSearcher.getMaxClauseCount()) {
            IndexSearcher.setMaxClauseCount(clauses);
        }
    }

    /** The text's terms as the analyzer makes them, in order, repeats kept. */
    List<String> terms(String text) throws IOException {
        List<String> terms = new ArrayList<>();
        try (TokenStream stream = analyzer.tokenStream(CONTENTS, text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                terms.add(term.toString());
            }
            stream.end();
        } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
            throw projectAnalyzerFailure(e, "the text '" + Shown.value(text) + "'");
        }
        return terms;
    }

    /**
     * A failure of the analysis chain: the project's own when its {@code analyzer} option names a class of the
     * project, reported as such ({@link ProjectCodeFailure}) rather than as Lucene's or rag-eval's failure; else
     * rethrown as it is (a bug of a built-in chain).
     */
    private RuntimeException projectAnalyzerFailure(Throwable failure, String analysed) {
        if (settings.builtInAnalyzer().isEmpty()) {
            return new ProjectCodeFailure("its analyzer " + settings.analyzer() + " threw on " + analysed, failure);
        }
        if (failure instanceof RuntimeException runtime) {
            return runtime;
        }
        throw (Error) failure;
    }

    @Override
    public int tokens(String text) {
        try {
            return terms(text).size();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Weights Lucene made for explanations, each query's and each clause's: their work, for tests. */
    long weightsMade() {
        return explaining().weightsMade();
    }

    /** Segments of the index (one unless the corpus outgrew the writer's buffer). */
    int segments() {
        return searcher().getIndexReader().leaves().size();
    }

    /** Documents indexed. */
    int documents() {
        return searcher().getIndexReader().numDocs();
    }

    /** Analysed tokens in the whole corpus: Lucene's sum of total term frequencies, Anserini's "total terms". */
    long totalTerms() throws IOException {
        return searcher().getIndexReader().getSumTotalTermFreq(CONTENTS);
    }

    @Override
    public boolean threadSafe() {
        return true;
    }

    @Override
    public void close() throws IOException {
        try {
            if (writer != null) {
                writer.rollback();
            }
            if (reader != null) {
                reader.close();
            }
        } finally {
            analyzer.close();
            directory.close();
            RetrieverOptions.closeLoader(analyzer);
        }
    }

    private IndexSearcher searcher() {
        if (searcher == null) {
            throw new IllegalStateException("the bm25 retriever was queried before its corpus was indexed");
        }
        return searcher;
    }

    private WeightSharingSearcher explaining() {
        searcher();
        return explaining;
    }
}
