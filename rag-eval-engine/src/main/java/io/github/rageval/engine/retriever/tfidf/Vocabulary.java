package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.engine.retriever.index.HeapSize;
import io.github.rageval.engine.retriever.index.TermDictionary;
import java.util.Arrays;
import java.util.List;

/**
 * The fitted terms, sorted by code point as scikit-learn sorts its {@code vocabulary_}, each with its smoothed
 * idf: ln((1 + n) / (1 + df)) + 1, where n is the number of documents and df the number containing the term.
 */
public final class Vocabulary {
    private final TermDictionary indexByTerm;
    private final double[] idf;

    /** @param sortedTerms the terms in code point order; each one's index is its position */
    public Vocabulary(String[] sortedTerms, int[] documentFrequency, int documentCount) {
        this.indexByTerm = new TermDictionary();
        this.idf = new double[sortedTerms.length];
        for (int i = 0; i < sortedTerms.length; i++) {
            // The same operations in the same order as scikit-learn: float division, then the log.
            idf[i] = Math.log((double) (documentCount + 1) / (documentFrequency[i] + 1)) + 1.0;
            indexByTerm.add(sortedTerms[i]);
        }
    }

    public int size() {
        return idf.length;
    }

    public boolean contains(String term) {
        return indexByTerm.find(term) >= 0;
    }

    /** @return the term's idf, or NaN when the term is not in the vocabulary */
    public double idf(String term) {
        int index = indexByTerm.find(term);
        return index < 0 ? Double.NaN : idf[index];
    }

    /** @return the terms in vocabulary order */
    public List<String> terms() {
        return Arrays.asList(indexByTerm.terms());
    }

    /** @return the index of {@code text.substring(start, end)}, or -1 when it is not in the vocabulary */
    int indexOf(String text, int start, int end) {
        return indexByTerm.find(text, start, end);
    }

    /** @return the index of the term, or -1 when it is not in the vocabulary */
    int indexOf(String term) {
        return indexByTerm.find(term);
    }

    public String termAt(int index) {
        return indexByTerm.term(index);
    }

    public double idfAt(int index) {
        return idf[index];
    }

    public long estimatedBytes() {
        return indexByTerm.estimatedBytes() + HeapSize.doubleArray(idf.length);
    }
}
