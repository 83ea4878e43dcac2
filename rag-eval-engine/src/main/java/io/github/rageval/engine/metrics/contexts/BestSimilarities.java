package io.github.rageval.engine.metrics.contexts;

import java.util.List;

/**
 * Each text's highest {@link StringSimilarity#levenshtein Levenshtein similarity} to any of a list of others: the
 * score ragas' non-LLM context metrics threshold, for each retrieved context against the references (precision) or
 * each reference against the retrieved contexts (recall). Every text is split into code points once.
 */
final class BestSimilarities {
    private BestSimilarities() {
    }

    /**
     * @param texts what is scored, in order
     * @param others what each is compared with
     * @return one best similarity per text
     * @throws IllegalArgumentException if there are texts but no others: ragas then takes {@code max([])}, which raises
     *     {@code ValueError}, so no score exists
     */
    static double[] of(List<String> texts, List<String> others) {
        if (!texts.isEmpty() && others.isEmpty()) {
            throw new IllegalArgumentException("no contexts to compare " + texts.size()
                    + " with: ragas' max() over an empty list raises ValueError");
        }
        int[][] otherPoints = new int[others.size()][];
        for (int j = 0; j < otherPoints.length; j++) {
            otherPoints[j] = others.get(j).codePoints().toArray();
        }
        double[] best = new double[texts.size()];
        for (int i = 0; i < best.length; i++) {
            int[] points = texts.get(i).codePoints().toArray();
            double highest = Double.NEGATIVE_INFINITY;
            for (int[] other : otherPoints) {
                highest = Math.max(highest, StringSimilarity.levenshtein(points, other));
            }
            best[i] = highest;
        }
        return best;
    }
}
