package io.github.rageval.engine.stats;

import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The mean of a quantity known for a few items (people's labels {@code Y} on {@code n} items) and predicted for many
 * (a machine judge's {@code f} on {@code N} other items), by prediction-powered inference (Angelopoulos, Bates,
 * Fannjiang, Jordan and Zrnic, "Prediction-powered inference", Science 382, 2023): the judge's mean on the many,
 * corrected by the judge's mean error on the few, so that a biased judge gives an unbiased estimate.
 *
 * <pre>
 *   theta = mean(f(X~_1..N)) + mean(Y_i - f(X_i), i = 1..n)
 *   se    = sqrt( (std(f(X~)) / sqrt(N))^2 + (std(Y - f(X)) / sqrt(n))^2 )     (std with divisor N or n: ddof 0)
 *   interval = theta -+ z_{1 - alpha/2} * se
 * </pre>
 *
 * <p>Reproduces aangelopoulos/ppi_py's {@code ppi_mean_pointestimate} and {@code ppi_mean_ci} with {@code lam=1}
 * (plain PPI; ppi_py's default {@code lam=None} tunes the weight of the predictions, PPI++, which is not done here)
 * and unit weights: ppi_py/ppi.py, commit bd90caada03a1a3473eea62c53e39123371dedb8, whose interval is statsmodels'
 * {@code _zconfint_generic} (two-sided normal). numpy's {@code std} divides by the count (ddof 0), and so does this.
 * Sums are added in numpy's pairwise order ({@link NumpyPairwiseSum}), so estimate and standard error are ppi_py's
 * doubles; the normal quantile is Commons Math's, which may differ from scipy's in the last bits.
 *
 * @param estimate the prediction-powered estimate {@code theta}
 * @param standardError its standard error {@code se}
 * @param labeled {@code n}, the items with a label and a prediction
 * @param unlabeled {@code N}, the items with a prediction only
 */
public record PredictionPoweredMean(double estimate, double standardError, int labeled, int unlabeled) {
    private static final NormalDistribution NORMAL = new NormalDistribution(0, 1);

    /**
     * @param labels people's label {@code Y_i} of each labelled item
     * @param predictions the judge's prediction {@code f(X_i)} for the same items, in the same order
     * @param unlabeledPredictions the judge's prediction {@code f(X~_j)} for each item nobody labelled
     * @return the estimate and its standard error
     * @throws IllegalArgumentException if labels and predictions differ in length, or either set is empty
     */
    public static PredictionPoweredMean of(double[] labels, double[] predictions, double[] unlabeledPredictions) {
        return withExactShare(labels, predictions, unlabeledPredictions, 1);
    }

    /**
     * The mean over a population of which only a share can be wrong: on the other items the prediction is the label
     * (nothing machine-made went into them), so the mean correction, measured on labelled items from the share, is
     * weighed by the share. {@code predictions} are then those of every item, the labelled ones included:
     *
     * <pre>
     *   theta = mean(f(X_1..N)) + s * mean(Y_i - f(X_i), i = 1..n)
     *   se    = sqrt( (std(f(X)) / sqrt(N))^2 + (s * std(Y - f(X)) / sqrt(n))^2 )
     * </pre>
     *
     * <p>With {@code s = 1} this is {@link #of} with the labelled items' predictions among the unlabelled ones, as
     * ppi_py is often called (its {@code Yhat_unlabeled} the predictions of every item); the same doubles, since the
     * weight 1 changes none.
     *
     * @param labels people's label {@code Y_i} of each labelled item
     * @param predictions the prediction {@code f(X_i)} for the same items, in the same order
     * @param allPredictions the prediction for every item of the population
     * @param share {@code s}, the share of the population whose prediction can differ from its label, in (0, 1]
     * @return the estimate and its standard error, {@code unlabeled} being the population's size
     * @throws IllegalArgumentException if labels and predictions differ in length, either set is empty, or the share
     *     is outside (0, 1]
     */
    public static PredictionPoweredMean withExactShare(double[] labels, double[] predictions,
                                                       double[] allPredictions, double share) {
        if (labels.length != predictions.length) {
            throw new IllegalArgumentException("each label needs the prediction for its item: " + labels.length
                    + " labels, " + predictions.length + " predictions");
        }
        if (labels.length == 0 || allPredictions.length == 0) {
            throw new IllegalArgumentException("prediction-powered inference needs labelled and unlabelled items: "
                    + labels.length + " labelled, " + allPredictions.length + " unlabelled");
        }
        if (!(share > 0 && share <= 1)) {
            throw new IllegalArgumentException("the share that can be wrong must be in (0, 1], was " + share);
        }
        double[] rectifier = new double[labels.length];
        for (int i = 0; i < labels.length; i++) {
            rectifier[i] = labels[i] - predictions[i];
        }
        int n = labels.length;
        int bigN = allPredictions.length;
        double estimate = mean(allPredictions) + share * mean(rectifier);
        double imputed = populationStd(allPredictions) / Math.sqrt(bigN);
        double rectified = share * populationStd(rectifier) / Math.sqrt(n);
        return new PredictionPoweredMean(estimate, Math.sqrt(imputed * imputed + rectified * rectified), n, bigN);
    }

    /**
     * The two-sided normal interval {@code theta -+ z_{1 - alpha/2} * se}, as ppi_py's {@code ppi_mean_ci}.
     *
     * @param alpha the error level, in (0, 1): the interval aims to cover the true mean with probability
     *     {@code 1 - alpha} (ppi_py's default is 0.1)
     * @return the interval, its level {@code 1 - alpha} and {@code n} the number of labelled items
     */
    public ConfidenceInterval interval(double alpha) {
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be in (0, 1), was " + alpha);
        }
        double half = NORMAL.inverseCumulativeProbability(1 - alpha / 2) * standardError;
        return new ConfidenceInterval(estimate, estimate - half, estimate + half, 1 - alpha, labeled);
    }

    private static double mean(double[] values) {
        return NumpyPairwiseSum.of(values) / values.length;
    }

    /** numpy's {@code std(ddof=0)}: the square root of the mean squared deviation from the mean. */
    private static double populationStd(double[] values) {
        double mean = mean(values);
        double[] squares = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            double deviation = values[i] - mean;
            squares[i] = deviation * deviation;
        }
        return Math.sqrt(NumpyPairwiseSum.of(squares) / values.length);
    }
}
