package io.github.rageval.engine.stats;

import java.util.Arrays;

/**
 * How far two raters (a machine judge and people, say) agree beyond chance on the same items: Cohen's kappa, exactly
 * as scikit-learn's {@code cohen_kappa_score(first, second)} computes it unweighted
 * (sklearn/metrics/_classification.py, scikit-learn 1.9.1). With labels the sorted union of both raters' labels,
 * {@code cm} the confusion matrix (rows the first rater, columns the second), {@code n} the number of items:
 *
 * <pre>
 *   expected[i][j] = colsum(cm)[i] * rowsum(cm)[j] / n        (numpy.outer(sum0, sum1) / n)
 *   kappa = 1 - sum_{i != j} cm[i][j] / sum_{i != j} expected[i][j]
 * </pre>
 *
 * which is {@code (p_o - p_e) / (1 - p_e)} with the observed agreement {@code p_o = trace(cm) / n} and the expected
 * agreement {@code p_e = sum_i rowsum_i * colsum_i / n^2}. The second sum is added in numpy's pairwise order over the
 * row-major matrix, so kappa is sklearn's double to the last bit. When that sum is 0, which happens when both raters
 * used one and the same label only, sklearn warns and returns its {@code replace_undefined_by} default, NaN; so does
 * {@link #kappa()}. Empty or unequal-length ratings are rejected, as sklearn rejects them.
 */
public final class CohensKappa {
    private final int[] first;
    private final int[] second;
    private final int[] labels;
    private final int[][] confusion;
    private final double observedAgreement;
    private final double expectedAgreement;
    private final double kappa;

    private CohensKappa(int[] first, int[] second) {
        this.first = first;
        this.second = second;
        int[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        labels = Arrays.stream(both).sorted().distinct().toArray();
        confusion = new int[labels.length][labels.length];
        for (int k = 0; k < first.length; k++) {
            confusion[Arrays.binarySearch(labels, first[k])][Arrays.binarySearch(labels, second[k])]++;
        }
        int n = first.length;
        long[] rows = new long[labels.length];
        long[] columns = new long[labels.length];
        long agreed = 0;
        for (int i = 0; i < labels.length; i++) {
            for (int j = 0; j < labels.length; j++) {
                rows[i] += confusion[i][j];
                columns[j] += confusion[i][j];
            }
            agreed += confusion[i][i];
        }
        long chance = 0;
        for (int i = 0; i < labels.length; i++) {
            chance += rows[i] * columns[i];
        }
        observedAgreement = (double) agreed / n;
        expectedAgreement = (double) chance / ((double) n * n);
        kappa = sklearnKappa(confusion, rows, columns, n);
    }

    /**
     * @param first the first rater's label of each item
     * @param second the second rater's label of the same items, in the same order
     * @return their agreement
     * @throws IllegalArgumentException if there is no item or the two lengths differ
     */
    public static CohensKappa of(int[] first, int[] second) {
        if (first.length != second.length) {
            throw new IllegalArgumentException("the raters labelled different numbers of items: " + first.length
                    + " and " + second.length);
        }
        if (first.length == 0) {
            throw new IllegalArgumentException("no item labelled: kappa needs at least one");
        }
        return new CohensKappa(first.clone(), second.clone());
    }

    /** sklearn's arithmetic: off-diagonal counts over off-diagonal expected counts, the latter in numpy's order. */
    private static double sklearnKappa(int[][] confusion, long[] rows, long[] columns, int n) {
        int size = rows.length;
        double disagreed = 0;
        double[] weightedExpected = new double[size * size];
        for (int i = 0; i < size; i++) {
            for (int j = 0; j < size; j++) {
                if (i != j) {
                    disagreed += confusion[i][j];
                    // sklearn's outer(sum0, sum1): sum0 holds the column sums, sum1 the row sums.
                    weightedExpected[i * size + j] = (double) columns[i] * (double) rows[j] / n;
                }
            }
        }
        double chanceDisagreement = NumpyPairwiseSum.of(weightedExpected);
        if (chanceDisagreement == 0) {
            return Double.NaN;
        }
        return 1 - disagreed / chanceDisagreement;
    }

    /**
     * The agreement on a yes/no question instead of the grades: each label {@code >= level} becomes 1, every other 0
     * (relevant or not, with {@code level} the lowest relevant grade).
     *
     * @param level the lowest label that counts as 1
     * @return kappa and its parts for the binarised labels (labels {0}, {1} or {0, 1}, whichever occur)
     */
    public CohensKappa binarised(int level) {
        return new CohensKappa(atLeast(first, level), atLeast(second, level));
    }

    private static int[] atLeast(int[] grades, int level) {
        return Arrays.stream(grades).map(grade -> grade >= level ? 1 : 0).toArray();
    }

    /** @return the number of items both raters labelled */
    public int count() {
        return first.length;
    }

    /** @return the labels that occur in either rating, ascending: the confusion matrix's rows and columns */
    public int[] labels() {
        return labels.clone();
    }

    /** @return how many items the first rater gave {@code labels()[i]} and the second {@code labels()[j]}, at [i][j] */
    public int[][] confusion() {
        int[][] copy = new int[confusion.length][];
        for (int i = 0; i < copy.length; i++) {
            copy[i] = confusion[i].clone();
        }
        return copy;
    }

    /** @return the share of items both raters labelled alike, {@code p_o} */
    public double observedAgreement() {
        return observedAgreement;
    }

    /** @return the share two independent raters with these label frequencies would agree on, {@code p_e} */
    public double expectedAgreement() {
        return expectedAgreement;
    }

    /** @return Cohen's kappa in [-1, 1], 1 for perfect agreement, 0 for chance; NaN when one label only occurs */
    public double kappa() {
        return kappa;
    }
}
