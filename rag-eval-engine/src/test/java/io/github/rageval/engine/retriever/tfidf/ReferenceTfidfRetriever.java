package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.api.Document;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.text.Analyzer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The test oracle for {@link TfidfRetriever}: the same specification computed the plainest way, sharing nothing
 * with the fast path but the regex tokenizer. Dense vectors, one slot per vocabulary term, for every document;
 * a query is scored against every document by a full dot product; all positive scores are sorted. Quadratic and
 * slow by design, for small generated corpora only.
 */
public final class ReferenceTfidfRetriever {
    private static final Comparator<String> CODE_POINT_ORDER = ReferenceTfidfRetriever::compareCodePoints;

    private final Analyzer analyzer;
    private final boolean sublinearTf;
    private final List<String> docIds = new ArrayList<>();
    private final List<String> terms;
    private final Map<String, Integer> indexOf = new HashMap<>();
    private final double[] idf;
    private final double[][] documentVectors;

    ReferenceTfidfRetriever(List<Document> documents, TfidfOptions options) {
        analyzer = Analyzer.withRegex(options.tokenPattern(), options.lowercase());
        sublinearTf = options.sublinearTf();
        List<List<String>> tokenized = new ArrayList<>();
        TreeSet<String> vocabulary = new TreeSet<>(CODE_POINT_ORDER);
        for (Document document : documents) {
            docIds.add(document.id());
            List<String> tokens = analyzer.tokens(document.text());
            tokenized.add(tokens);
            vocabulary.addAll(tokens);
        }
        terms = new ArrayList<>(vocabulary);
        for (int t = 0; t < terms.size(); t++) {
            indexOf.put(terms.get(t), t);
        }
        int n = documents.size();
        idf = new double[terms.size()];
        for (int t = 0; t < terms.size(); t++) {
            String term = terms.get(t);
            long df = tokenized.stream().filter(tokens -> tokens.contains(term)).count();
            idf[t] = Math.log((double) (n + 1) / (df + 1)) + 1.0;
        }
        documentVectors = new double[n][];
        for (int d = 0; d < n; d++) {
            documentVectors[d] = vector(tokenized.get(d));
        }
    }

    List<String> terms() {
        return terms;
    }

    double idf(String term) {
        return idf[indexOf.get(term)];
    }

    double[] scores(String query) {
        double[] q = vector(analyzer.tokens(query));
        double[] scores = new double[documentVectors.length];
        for (int d = 0; d < documentVectors.length; d++) {
            double dot = 0;
            for (int t = 0; t < q.length; t++) {
                dot += q[t] * documentVectors[d][t];
            }
            scores[d] = dot;
        }
        return scores;
    }

    List<ScoredDocument> retrieve(String query, int k) {
        double[] scores = scores(query);
        List<ScoredDocument> positive = new ArrayList<>();
        for (int d = 0; d < scores.length; d++) {
            if (scores[d] > 0) {
                positive.add(new ScoredDocument(docIds.get(d), scores[d]));
            }
        }
        positive.sort(Comparator.comparingDouble(ScoredDocument::score).reversed()
                .thenComparing(ScoredDocument::docId, CODE_POINT_ORDER.reversed()));
        return positive.subList(0, Math.min(k, positive.size()));
    }

    /** The document's 1-based place among all positive scores, or 0 when it scores 0. */
    int rank(String query, String docId) {
        List<ScoredDocument> ranked = retrieve(query, Integer.MAX_VALUE);
        for (int i = 0; i < ranked.size(); i++) {
            if (ranked.get(i).docId().equals(docId)) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The term's weight in the document's vector, 0 when the document does not hold it. */
    double documentWeight(String docId, String term) {
        Integer t = indexOf.get(term);
        return t == null ? 0 : documentVectors[docIds.indexOf(docId)][t];
    }

    /** tf x idf over the whole vocabulary, l2-normalised twice as scikit-learn's pipeline does. */
    private double[] vector(List<String> tokens) {
        double[] vector = new double[terms.size()];
        Map<String, Integer> counts = new HashMap<>();
        tokens.forEach(token -> counts.merge(token, 1, Integer::sum));
        counts.forEach((term, count) -> {
            Integer t = indexOf.get(term);
            if (t != null) {
                double tf = sublinearTf ? Math.log(count) + 1.0 : count;
                vector[t] = tf * idf[t];
            }
        });
        normalize(vector);
        normalize(vector);
        return vector;
    }

    private static void normalize(double[] vector) {
        double sumOfSquares = 0;
        for (double v : vector) {
            sumOfSquares += v * v;
        }
        if (sumOfSquares == 0) {
            return;
        }
        double norm = Math.sqrt(sumOfSquares);
        for (int t = 0; t < vector.length; t++) {
            vector[t] /= norm;
        }
    }

    public static int compareCodePoints(String a, String b) {
        int[] x = a.codePoints().toArray();
        int[] y = b.codePoints().toArray();
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            if (x[i] != y[i]) {
                return Integer.compare(x[i], y[i]);
            }
        }
        return Integer.compare(x.length, y.length);
    }
}
