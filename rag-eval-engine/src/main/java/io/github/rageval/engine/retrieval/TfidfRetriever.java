package io.github.rageval.engine.retrieval;

import io.github.rageval.engine.data.Document;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * scikit-learn's {@code TfidfVectorizer} (default settings, or the {@link TfidfOptions} chosen) followed by
 * {@code cosine_similarity}, over an inverted index.
 *
 * <p>Each document is tf x idf per term, l2-normalised (see {@link TermVector}); a query is weighed the same way
 * (terms outside the vocabulary ignored) and scored term at a time: for each of its terms in vocabulary order,
 * every posting adds query weight x document weight to that document's accumulator. Each document's score is so
 * summed in term order, as a dense dot product would sum it, which keeps scores equal to the reference
 * implementation's bit for bit. Only documents sharing a term with the query are touched, and the best k of them
 * are kept in a bounded heap ({@link TopK}): a query costs its postings, not the corpus size. Documents sharing
 * no term score exactly 0 and are never returned.
 *
 * <p>Thread-safe: concurrent queries each take their own accumulator from a pool, which holds at most one per
 * thread that ever queried at once.
 */
public final class TfidfRetriever implements Retriever {
    private final Analyzer analyzer;
    private final boolean sublinearTf;
    private final Vocabulary vocabulary;
    private final String[] docIds;
    private final PostingLists postings;
    private final ConcurrentLinkedQueue<ScoreAccumulator> accumulators = new ConcurrentLinkedQueue<>();

    TfidfRetriever(Analyzer analyzer, boolean sublinearTf, Vocabulary vocabulary, String[] docIds,
                   PostingLists postings) {
        this.analyzer = analyzer;
        this.sublinearTf = sublinearTf;
        this.vocabulary = vocabulary;
        this.docIds = docIds;
        this.postings = postings;
    }

    /**
     * Fits the retriever on documents already in memory; {@link IndexBuilder} fits one from a stream.
     *
     * @throws IllegalArgumentException when the token pattern is invalid (see {@link Analyzer#of})
     */
    public static TfidfRetriever fit(List<Document> documents, TfidfOptions options) {
        IndexBuilder builder = new IndexBuilder(options);
        for (Document document : documents) {
            builder.add(document.id(), document.text());
        }
        return builder.build();
    }

    public Vocabulary vocabulary() {
        return vocabulary;
    }

    public Analyzer analyzer() {
        return analyzer;
    }

    public IndexStats stats() {
        long ids = HeapSize.referenceArray(docIds.length);
        for (String id : docIds) {
            ids += HeapSize.string(id);
        }
        return new IndexStats(docIds.length, vocabulary.size(), postings.size(), PostingLists.BYTES_PER_POSTING,
                postings.estimatedBytes() + vocabulary.estimatedBytes() + ids);
    }

    /** @return the cosine score of the query against every document, in corpus order */
    public double[] scores(String query) {
        TermVector q = weigh(query);
        double[] scores = new double[docIds.length];
        for (int i = 0; i < q.size(); i++) {
            double weight = q.values[i];
            for (int p = postings.offsets[q.indices[i]], end = postings.offsets[q.indices[i] + 1]; p < end; p++) {
                scores[postings.docs[p]] += weight * postings.weights[p];
            }
        }
        return scores;
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, was " + k);
        }
        TermVector q = weigh(query);
        if (q.size() == 0) {
            return List.of();
        }
        ScoreAccumulator accumulator = accumulators.poll();
        if (accumulator == null) {
            accumulator = new ScoreAccumulator(docIds.length);
        }
        for (int i = 0; i < q.size(); i++) {
            int term = q.indices[i];
            accumulator.add(postings.docs, postings.weights, postings.offsets[term], postings.offsets[term + 1],
                    q.values[i]);
        }
        TopK top = new TopK(k, docIds);
        accumulator.drainInto(top);
        // Back to the pool only when clean: an exception above leaves it to the garbage collector.
        accumulators.offer(accumulator);
        return top.bestFirst();
    }

    private TermVector weigh(String query) {
        QueryTerms found = new QueryTerms();
        analyzer.forEachToken(query, found);
        return TermVector.of(found.indices, found.size, vocabulary, sublinearTf);
    }

    /** Collects the vocabulary index of each query token, ignoring tokens outside the vocabulary. */
    private final class QueryTerms implements TokenSink {
        int[] indices = new int[16];
        int size;

        @Override
        public void token(String text, int start, int end) {
            int index = vocabulary.indexOf(text, start, end);
            if (index >= 0) {
                if (size == indices.length) {
                    indices = java.util.Arrays.copyOf(indices, size * 2);
                }
                indices[size++] = index;
            }
        }
    }
}
