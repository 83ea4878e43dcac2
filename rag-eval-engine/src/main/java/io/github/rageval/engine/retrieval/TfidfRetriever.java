package io.github.rageval.engine.retrieval;

import io.github.rageval.engine.data.Document;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * scikit-learn's {@code TfidfVectorizer} (default settings, or the {@link TfidfOptions} chosen) followed by
 * {@code cosine_similarity}, over an inverted index.
 *
 * <p>Each document becomes tf x idf per term, l2-normalised; a query is weighted the same way (terms outside the
 * vocabulary ignored) and scored against the postings of its terms only, in term order, which is the order
 * scipy's sparse product adds them in. Like {@code cosine_similarity}, vectors are normalised a second time
 * before the product, so that scores agree with scikit-learn's to the last digits rather than merely closely.
 * Documents sharing no term with the query score exactly 0 and are never returned.
 */
public final class TfidfRetriever implements Retriever {
    private final Analyzer analyzer;
    private final boolean sublinearTf;
    private final Vocabulary vocabulary;
    private final String[] docIds;
    private final Postings[] postings;

    private TfidfRetriever(Analyzer analyzer, boolean sublinearTf, Vocabulary vocabulary, String[] docIds,
                           Postings[] postings) {
        this.analyzer = analyzer;
        this.sublinearTf = sublinearTf;
        this.vocabulary = vocabulary;
        this.docIds = docIds;
        this.postings = postings;
    }

    /**
     * @throws IllegalArgumentException when the token pattern is invalid (see {@link Analyzer#of})
     */
    public static TfidfRetriever fit(List<Document> documents, TfidfOptions options) {
        Analyzer analyzer = Analyzer.of(options);
        List<Map<String, Integer>> counts = new ArrayList<>(documents.size());
        Map<String, Integer> documentFrequency = new HashMap<>();
        for (Document document : documents) {
            Map<String, Integer> termCounts = countTerms(analyzer.tokens(document.text()));
            termCounts.keySet().forEach(term -> documentFrequency.merge(term, 1, Integer::sum));
            counts.add(termCounts);
        }
        String[] terms = documentFrequency.keySet().toArray(String[]::new);
        Arrays.sort(terms, RankingOrder::compareCodePoints);
        int[] df = new int[terms.length];
        for (int i = 0; i < terms.length; i++) {
            df[i] = documentFrequency.get(terms[i]);
        }
        Vocabulary vocabulary = new Vocabulary(terms, df, documents.size());

        PostingsBuilder builder = new PostingsBuilder(df);
        for (int d = 0; d < documents.size(); d++) {
            SparseVector vector = weigh(counts.get(d), vocabulary, options.sublinearTf());
            for (int i = 0; i < vector.indices.length; i++) {
                builder.add(vector.indices[i], d, vector.values[i]);
            }
            counts.set(d, null);
        }
        String[] docIds = documents.stream().map(Document::id).toArray(String[]::new);
        return new TfidfRetriever(analyzer, options.sublinearTf(), vocabulary, docIds, builder.build());
    }

    public Vocabulary vocabulary() {
        return vocabulary;
    }

    public Analyzer analyzer() {
        return analyzer;
    }

    /** @return the cosine score of the query against every document, in corpus order */
    public double[] scores(String query) {
        SparseVector q = weigh(countTerms(analyzer.tokens(query)), vocabulary, sublinearTf);
        double[] scores = new double[docIds.length];
        for (int i = 0; i < q.indices.length; i++) {
            Postings list = postings[q.indices[i]];
            double weight = q.values[i];
            for (int p = 0; p < list.docs.length; p++) {
                scores[list.docs[p]] += weight * list.weights[p];
            }
        }
        return scores;
    }

    /**
     * The l2-normalised tf-idf weight of each vocabulary term of a text, as the retriever weighs a query or a
     * document: the dot product of two such vectors is their score. For explanations, not for ranking.
     */
    public java.util.SortedMap<String, Double> termWeights(String text) {
        SparseVector vector = weigh(countTerms(analyzer.tokens(text)), vocabulary, sublinearTf);
        java.util.SortedMap<String, Double> weights = new java.util.TreeMap<>(RankingOrder::compareCodePoints);
        for (int i = 0; i < vector.indices.length; i++) {
            weights.put(vocabulary.termAt(vector.indices[i]), vector.values[i]);
        }
        return weights;
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, was " + k);
        }
        double[] scores = scores(query);
        List<ScoredDocument> hits = new ArrayList<>();
        for (int d = 0; d < scores.length; d++) {
            if (scores[d] > 0) {
                hits.add(new ScoredDocument(docIds[d], scores[d]));
            }
        }
        hits.sort(RankingOrder.BEST_FIRST);
        return List.copyOf(hits.subList(0, Math.min(k, hits.size())));
    }

    private static Map<String, Integer> countTerms(List<String> tokens) {
        Map<String, Integer> counts = new HashMap<>();
        for (String token : tokens) {
            counts.merge(token, 1, Integer::sum);
        }
        return counts;
    }

    /** tf x idf for the terms in the vocabulary, sorted by term index, l2-normalised twice (see class doc). */
    private static SparseVector weigh(Map<String, Integer> counts, Vocabulary vocabulary, boolean sublinearTf) {
        int[] indices = counts.keySet().stream().mapToInt(vocabulary::indexOf).filter(i -> i >= 0).sorted()
                .toArray();
        double[] values = new double[indices.length];
        for (int i = 0; i < indices.length; i++) {
            int count = counts.get(vocabulary.termAt(indices[i]));
            double tf = sublinearTf ? Math.log(count) + 1.0 : count;
            values[i] = tf * vocabulary.idfAt(indices[i]);
        }
        normalize(values);
        normalize(values);
        return new SparseVector(indices, values);
    }

    /** scikit-learn's l2 row normalisation: squares summed in index order, a zero vector left as it is. */
    private static void normalize(double[] values) {
        double sumOfSquares = 0;
        for (double v : values) {
            sumOfSquares += v * v;
        }
        if (sumOfSquares == 0) {
            return;
        }
        double norm = Math.sqrt(sumOfSquares);
        for (int i = 0; i < values.length; i++) {
            values[i] /= norm;
        }
    }

    private record SparseVector(int[] indices, double[] values) {
    }

    /** The documents containing one term, in corpus order, with the term's normalised weight in each. */
    private record Postings(int[] docs, double[] weights) {
    }

    /** Fills each term's postings in compact arrays sized from the document frequencies. */
    private static final class PostingsBuilder {
        private final int[][] docs;
        private final double[][] weights;
        private final int[] filled;

        PostingsBuilder(int[] documentFrequency) {
            docs = new int[documentFrequency.length][];
            weights = new double[documentFrequency.length][];
            filled = new int[documentFrequency.length];
            for (int t = 0; t < documentFrequency.length; t++) {
                docs[t] = new int[documentFrequency[t]];
                weights[t] = new double[documentFrequency[t]];
            }
        }

        void add(int term, int doc, double weight) {
            docs[term][filled[term]] = doc;
            weights[term][filled[term]] = weight;
            filled[term]++;
        }

        Postings[] build() {
            Postings[] result = new Postings[docs.length];
            for (int t = 0; t < docs.length; t++) {
                result[t] = new Postings(docs[t], weights[t]);
            }
            return result;
        }
    }
}
