package io.github.rageval.engine.retriever.tfidf;

import java.util.Arrays;

/**
 * A document's or query's tf-idf vector as scikit-learn computes it: over vocabulary indices in ascending order,
 * tf (the count, or 1 + ln(count)) x idf, then l2-normalised twice: once by {@code TfidfVectorizer}, once more by
 * {@code cosine_similarity}. Doing the same operations in the same order is what makes scores agree with
 * scikit-learn's to the last digits. Documents and queries go through this one class, so they are weighed alike.
 */
final class TermVector {
    private static final int[] NO_INDICES = new int[0];
    private static final double[] NO_VALUES = new double[0];

    final int[] indices;
    final double[] values;

    private TermVector(int[] indices, double[] values) {
        this.indices = indices;
        this.values = values;
    }

    /**
     * @param termIndices the vocabulary index of every token, in any order, repeats meaning counts; sorted in place
     * @param length how many entries of {@code termIndices} are used
     */
    static TermVector of(int[] termIndices, int length, Vocabulary vocabulary, boolean sublinearTf) {
        if (length == 0) {
            return new TermVector(NO_INDICES, NO_VALUES);
        }
        Arrays.sort(termIndices, 0, length);
        int distinct = 1;
        for (int i = 1; i < length; i++) {
            if (termIndices[i] != termIndices[i - 1]) {
                distinct++;
            }
        }
        int[] indices = new int[distinct];
        int[] counts = new int[distinct];
        int d = 0;
        indices[0] = termIndices[0];
        counts[0] = 1;
        for (int i = 1; i < length; i++) {
            if (termIndices[i] == termIndices[i - 1]) {
                counts[d]++;
            } else {
                d++;
                indices[d] = termIndices[i];
                counts[d] = 1;
            }
        }
        return weighed(indices, counts, vocabulary, sublinearTf);
    }

    /** @param indices ascending vocabulary indices, each with its count in {@code counts} */
    static TermVector weighed(int[] indices, int[] counts, Vocabulary vocabulary, boolean sublinearTf) {
        double[] values = new double[indices.length];
        for (int i = 0; i < indices.length; i++) {
            double tf = sublinearTf ? Math.log(counts[i]) + 1.0 : counts[i];
            values[i] = tf * vocabulary.idfAt(indices[i]);
        }
        normalize(values);
        normalize(values);
        return new TermVector(indices, values);
    }

    int size() {
        return indices.length;
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
}
