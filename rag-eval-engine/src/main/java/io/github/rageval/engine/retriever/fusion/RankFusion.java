package io.github.rageval.engine.retriever.fusion;

import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.model.RankingOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fuses rankings of one query into one ranking: every document any ranking holds, by its fused score descending,
 * ties by document id ascending (code point order). A document missing from a ranking gets nothing from it.
 *
 * <p>Min-max normalisation maps a ranking's scores to [0, 1] as ranx does: (s - min) / max(max - min, 1e-9) over that
 * ranking's documents, so a ranking whose scores are all equal (or a single document) maps them all to 0. Sums run
 * over the rankings in the order given, as ranx's do, so that equal inputs give equal bits.
 */
public final class RankFusion {
    /** ranx's floor under a ranking's score range. */
    private static final double MIN_RANGE = 1e-9;
    private final FusionMethod method;
    private final int rrfK;
    private final double[] weights;

    /**
     * @param rrfK RRF's constant k (60 in the paper), used by {@link FusionMethod#RRF} only
     * @param weights one per ranking, used by {@link FusionMethod#WEIGHTED} only
     */
    public RankFusion(FusionMethod method, int rrfK, double[] weights) {
        this.method = method;
        this.rrfK = rrfK;
        this.weights = weights == null ? new double[0] : weights.clone();
    }

    /** The fused ranking of the rankings, each best first, in the order the weights are given. */
    public List<ScoredDocument> fuse(List<List<ScoredDocument>> rankings) {
        if (method == FusionMethod.WEIGHTED && weights.length != rankings.size()) {
            throw new IllegalArgumentException(rankings.size() + " rankings but " + weights.length + " weights");
        }
        Map<String, Double> fused = new LinkedHashMap<>();
        for (int r = 0; r < rankings.size(); r++) {
            List<ScoredDocument> ranking = rankings.get(r);
            double[] normalised = method == FusionMethod.RRF ? null : minMax(ranking);
            for (int i = 0; i < ranking.size(); i++) {
                String id = ranking.get(i).id();
                double part = switch (method) {
                    case RRF -> 1.0 / (rrfK + i + 1);
                    case COMBSUM -> normalised[i];
                    case WEIGHTED -> weights[r] * normalised[i];
                };
                fused.merge(id, part, Double::sum);
            }
        }
        List<ScoredDocument> out = new ArrayList<>(fused.size());
        fused.forEach((id, score) -> out.add(new ScoredDocument(id, score)));
        // Ties by id ascending (not trec_eval's descending rule): the rule of the built-in retrievers.
        out.sort((a, b) -> a.score() != b.score() ? Double.compare(b.score(), a.score())
                : RankingOrder.BY_CODE_POINT.compare(a.id(), b.id()));
        return out;
    }

    /** Each document's score mapped to [0, 1] within its ranking. */
    static double[] minMax(List<ScoredDocument> ranking) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (ScoredDocument document : ranking) {
            min = Math.min(min, document.score());
            max = Math.max(max, document.score());
        }
        double[] normalised = new double[ranking.size()];
        for (int i = 0; i < normalised.length; i++) {
            normalised[i] = (ranking.get(i).score() - min) / Math.max(max - min, MIN_RANGE);
        }
        return normalised;
    }
}
