package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.api.Document;
import io.github.rageval.engine.model.RankingOrder;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.TextRetriever;
import io.github.rageval.engine.retriever.index.HeapSize;
import io.github.rageval.engine.retriever.index.IndexStats;
import io.github.rageval.engine.retriever.scoring.ScoreAccumulator;
import io.github.rageval.engine.retriever.scoring.TopK;
import io.github.rageval.engine.retriever.text.Analyzer;
import io.github.rageval.engine.retriever.text.TokenSink;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
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
public final class TfidfRetriever implements TextRetriever {
    private final Analyzer analyzer;
    private final boolean sublinearTf;
    private final Vocabulary vocabulary;
    private final String[] docIds;
    private final PostingLists postings;
    private final ConcurrentLinkedQueue<ScoreAccumulator> accumulators = new ConcurrentLinkedQueue<>();
    private Map<String, Integer> positions;

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

    /**
     * The l2-normalised tf-idf weight of each vocabulary term of a text, as the retriever weighs a query or a
     * document: the dot product of two such vectors is their score. For explanations, not for ranking.
     */
    public SortedMap<String, Double> termWeights(String text) {
        return termWeights(weigh(text));
    }

    SortedMap<String, Double> termWeights(TermVector vector) {
        SortedMap<String, Double> weights = new TreeMap<>(RankingOrder.BY_CODE_POINT);
        for (int i = 0; i < vector.size(); i++) {
            weights.put(vocabulary.termAt(vector.indices[i]), vector.values[i]);
        }
        return weights;
    }

    /**
     * A document's weight for each of the given terms it holds, read from the index: the very numbers its scores
     * are summed from, without its text. Empty for a document not in the corpus. For explanations.
     */
    public SortedMap<String, Double> documentWeights(String docId, Collection<String> terms) {
        SortedMap<String, Double> weights = new TreeMap<>(RankingOrder.BY_CODE_POINT);
        Integer doc = documentPositions().get(docId);
        if (doc == null) {
            return weights;
        }
        for (String term : terms) {
            int t = vocabulary.indexOf(term);
            if (t >= 0) {
                int p = Arrays.binarySearch(postings.docs, postings.offsets[t], postings.offsets[t + 1], doc);
                if (p >= 0) {
                    weights.put(term, postings.weights[p]);
                }
            }
        }
        return weights;
    }

    /**
     * Where chosen documents stand for a query: each one's score, and its rank among all documents scoring above
     * zero in {@link RankingOrder}. Counted over the documents the query touches, not the whole corpus. Documents
     * not in the corpus are left out. For explanations.
     */
    public Map<String, Placement> placements(String query, Collection<String> chosen) {
        return placements(weigh(query), chosen);
    }

    Map<String, Placement> placements(TermVector query, Collection<String> chosen) {
        ScoreAccumulator accumulator = accumulate(query);
        Map<String, Integer> positions = documentPositions();
        // The chosen documents that score, best first: a touched document ranks ahead of a suffix of them.
        List<Integer> scoring = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (String id : chosen) {
            Integer doc = positions.get(id);
            if (doc != null && accumulator.score(doc) > 0 && seen.add(doc)) {
                scoring.add(doc);
            }
        }
        scoring.sort((a, b) -> RankingOrder.compare(accumulator.score(a), docIds[a], accumulator.score(b), docIds[b]));
        int[] aheadFrom = new int[scoring.size() + 1];
        accumulator.forEachTouched(other -> aheadFrom[firstRankedBelow(accumulator, scoring, other)]++);
        Map<Integer, Integer> ranks = new HashMap<>();
        int ahead = 0;
        for (int i = 0; i < scoring.size(); i++) {
            // Documents ahead of target i (earlier targets included): those counted at 0..i.
            ahead += aheadFrom[i];
            ranks.put(scoring.get(i), ahead + 1);
        }
        Map<String, Placement> placements = new LinkedHashMap<>();
        for (String id : chosen) {
            Integer doc = positions.get(id);
            if (doc != null) {
                Integer rank = ranks.get(doc);
                placements.put(id, new Placement(accumulator.score(doc),
                        rank == null ? OptionalInt.empty() : OptionalInt.of(rank)));
            }
        }
        accumulator.clear();
        accumulators.offer(accumulator);
        return placements;
    }

    /** The first of the sorted targets that {@code doc} ranks ahead of; the size when it is ahead of none. */
    private int firstRankedBelow(ScoreAccumulator accumulator, List<Integer> targets, int doc) {
        double score = accumulator.score(doc);
        int low = 0;
        int high = targets.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            int target = targets.get(middle);
            if (RankingOrder.compare(score, docIds[doc], accumulator.score(target), docIds[target]) < 0) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        return low;
    }

    /**
     * A document's score for a query and its rank, when it scores above zero.
     *
     * @param rank 1 for the best document; empty when the score is 0
     */
    public record Placement(double score, OptionalInt rank) {
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
        ScoreAccumulator accumulator = accumulate(q);
        TopK top = new TopK(k, docIds);
        accumulator.drainInto(top);
        // Back to the pool only when clean: an exception above leaves it to the garbage collector.
        accumulators.offer(accumulator);
        return top.bestFirst();
    }

    /** A pooled accumulator holding the query's scores; the caller clears it and gives it back. */
    private ScoreAccumulator accumulate(TermVector q) {
        ScoreAccumulator accumulator = accumulators.poll();
        if (accumulator == null) {
            accumulator = new ScoreAccumulator(docIds.length);
        }
        for (int i = 0; i < q.size(); i++) {
            int term = q.indices[i];
            accumulator.add(postings.docs, postings.weights, postings.offsets[term], postings.offsets[term + 1],
                    q.values[i]);
        }
        return accumulator;
    }

    /** Document id to corpus position, built on first use: only explanations need it. */
    private synchronized Map<String, Integer> documentPositions() {
        if (positions == null) {
            positions = new HashMap<>(docIds.length * 2);
            for (int d = 0; d < docIds.length; d++) {
                positions.put(docIds[d], d);
            }
        }
        return positions;
    }

    private TermVector weigh(String query) {
        QueryTerms found = new QueryTerms();
        analyzer.forEachToken(query, found);
        return TermVector.of(found.indices, found.size, vocabulary, sublinearTf);
    }

    /** The query's vector from the vocabulary indices of its tokens, as an explanation found them. */
    TermVector weigh(AnalysedQuery query) {
        int[] indices = query.termIndices();
        return TermVector.of(indices, indices.length, vocabulary, sublinearTf);
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
                    indices = Arrays.copyOf(indices, size * 2);
                }
                indices[size++] = index;
            }
        }
    }
}
