package io.github.rageval.engine.retrieval;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The fitted terms, sorted by code point as scikit-learn sorts its {@code vocabulary_}, each with its smoothed
 * idf: ln((1 + n) / (1 + df)) + 1, where n is the number of documents and df the number containing the term.
 */
public final class Vocabulary {
    private final String[] terms;
    private final double[] idf;
    private final Map<String, Integer> indexByTerm;

    Vocabulary(String[] sortedTerms, int[] documentFrequency, int documentCount) {
        this.terms = sortedTerms.clone();
        this.idf = new double[terms.length];
        this.indexByTerm = new HashMap<>(terms.length * 2);
        for (int i = 0; i < terms.length; i++) {
            // The same operations in the same order as scikit-learn: float division, then the log.
            idf[i] = Math.log((double) (documentCount + 1) / (documentFrequency[i] + 1)) + 1.0;
            indexByTerm.put(terms[i], i);
        }
    }

    public int size() {
        return terms.length;
    }

    public boolean contains(String term) {
        return indexByTerm.containsKey(term);
    }

    /** @return the term's idf, or NaN when the term is not in the vocabulary */
    public double idf(String term) {
        Integer index = indexByTerm.get(term);
        return index == null ? Double.NaN : idf[index];
    }

    /** @return the terms in vocabulary order */
    public List<String> terms() {
        return Arrays.asList(terms.clone());
    }

    /** @return the term's index, or -1 when the term is not in the vocabulary */
    int indexOf(String term) {
        Integer index = indexByTerm.get(term);
        return index == null ? -1 : index;
    }

    String termAt(int index) {
        return terms[index];
    }

    double idfAt(int index) {
        return idf[index];
    }
}
