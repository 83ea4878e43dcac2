package io.github.rageval.engine.metrics.contexts;

import java.util.Arrays;
import java.util.List;

/**
 * The {@link StringSimilarity#levenshtein Levenshtein similarity} of every retrieved context to every reference
 * context, kept as the best per text that ragas' non-LLM context metrics threshold: each retrieved context's highest
 * against the references (precision), each reference's highest against the retrieved contexts (recall). Both come
 * from one pass over the pairs, so a list scored for both is compared once, not twice (the distance is symmetric, so
 * ragas' argument order, {@code reference=rc, response=ref}, does not change it). Every text is split into code
 * points once.
 */
public final class ContextSimilarities {
    private final double[] bestPerRetrieved;
    private final double[] bestPerReference;

    private ContextSimilarities(double[] bestPerRetrieved, double[] bestPerReference) {
        this.bestPerRetrieved = bestPerRetrieved;
        this.bestPerReference = bestPerReference;
    }

    /**
     * @param retrieved the retrieved contexts' texts, in rank order
     * @param references the reference contexts' texts
     * @return the best similarities of both
     */
    public static ContextSimilarities of(List<String> retrieved, List<String> references) {
        int[][] referencePoints = new int[references.size()][];
        for (int j = 0; j < referencePoints.length; j++) {
            referencePoints[j] = references.get(j).codePoints().toArray();
        }
        double[] perRetrieved = new double[retrieved.size()];
        double[] perReference = new double[referencePoints.length];
        Arrays.fill(perRetrieved, Double.NEGATIVE_INFINITY);
        Arrays.fill(perReference, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < perRetrieved.length; i++) {
            int[] points = retrieved.get(i).codePoints().toArray();
            for (int j = 0; j < referencePoints.length; j++) {
                double similarity = StringSimilarity.levenshtein(points, referencePoints[j]);
                perRetrieved[i] = Math.max(perRetrieved[i], similarity);
                perReference[j] = Math.max(perReference[j], similarity);
            }
        }
        return new ContextSimilarities(perRetrieved, perReference);
    }

    /**
     * Each retrieved context's highest similarity to a reference, in rank order.
     *
     * @throws IllegalArgumentException if contexts were retrieved but there is no reference: ragas then takes
     *     {@code max([])}, which raises {@code ValueError}, so no score exists
     */
    public double[] bestPerRetrieved() {
        return requireOthers(bestPerRetrieved, bestPerReference.length);
    }

    /**
     * Each reference's highest similarity to a retrieved context, in reference order.
     *
     * @throws IllegalArgumentException if there are references but nothing was retrieved (ragas' {@code max([])})
     */
    public double[] bestPerReference() {
        return requireOthers(bestPerReference, bestPerRetrieved.length);
    }

    private static double[] requireOthers(double[] best, int others) {
        if (best.length > 0 && others == 0) {
            throw new IllegalArgumentException("no contexts to compare " + best.length
                    + " with: ragas' max() over an empty list raises ValueError");
        }
        return best.clone();
    }
}
