package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.MatchedChunk;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.fusion.FusionMethod;
import io.github.rageval.engine.retriever.fusion.HybridSettings;
import io.github.rageval.engine.retriever.fusion.RankFusion;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code hybrid} retriever: each query ranked by every fused variant's retriever to the fusion depth, the
 * rankings fused ({@link RankFusion}), the fused ranking cut to the depth asked. A document keeps the matched chunk
 * of the first input that has one, so chunked inputs still show which passage matched.
 *
 * <p>The inputs are the retrievers their own variants were evaluated with, already indexed, their rankings shared
 * with those variants ({@link SharedRankings}): a built-in retriever is asked once per query, to the deepest depth
 * needed; a retriever of a team's own is asked to the fusion depth as it would be alone.
 */
final class FusedRanker implements Evaluator.Ranker {
    private final String name;
    private final List<String> inputNames;
    private final List<LoadedRetriever> inputs;
    private final List<Evaluator.Ranker> inputRankings;
    private final HybridSettings settings;
    private final RankFusion fusion;

    /**
     * @param name the hybrid variant's name, for messages
     * @param inputs the fused variants' retrievers, in the order of {@code fuse}
     * @param rankings how each input's rankings are got, in the same order (shared with its own variant)
     */
    FusedRanker(String name, List<LoadedRetriever> inputs, List<Evaluator.Ranker> rankings,
                HybridSettings settings) {
        this.name = name;
        this.inputNames = settings.fuse();
        this.inputs = List.copyOf(inputs);
        this.inputRankings = List.copyOf(rankings);
        this.settings = settings;
        this.fusion = settings.fusion();
    }

    /** Whether every input may be queried on several threads. */
    boolean threadSafe() throws RetrieverException {
        for (LoadedRetriever input : inputs) {
            if (!input.threadSafe()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public List<ScoredDocument> rank(GoldenCase golden, int depth) {
        List<List<io.github.rageval.api.ScoredDocument>> rankings = new ArrayList<>(inputs.size());
        Map<String, MatchedChunk> chunks = new HashMap<>();
        for (int i = 0; i < inputs.size(); i++) {
            List<ScoredDocument> ranking = inputRankings.get(i).rank(golden, settings.depth());
            List<io.github.rageval.api.ScoredDocument> scored = new ArrayList<>(ranking.size());
            for (ScoredDocument document : ranking) {
                if (Double.isNaN(document.score()) && settings.method() != FusionMethod.RRF) {
                    throw new LoadedRetriever.Failure(new RetrieverException("variant " + inputNames.get(i)
                            + " returned a result without a score (" + document.docId() + ") for query '"
                            + golden.label() + "', so variant " + name + " cannot fuse its scores with "
                            + settings.method().key() + ". Fuse it with method rrf, which reads ranks only, or"
                            + " make the retriever return finite scores.", null));
                }
                scored.add(new io.github.rageval.api.ScoredDocument(document.docId(), document.score()));
                if (document.chunk() != null) {
                    chunks.putIfAbsent(document.docId(), document.chunk());
                }
            }
            rankings.add(scored);
        }
        List<io.github.rageval.api.ScoredDocument> fused = fusion.fuse(rankings);
        List<ScoredDocument> ranked = new ArrayList<>(Math.min(depth, fused.size()));
        for (int i = 0; i < fused.size() && i < depth; i++) {
            String id = fused.get(i).id();
            ranked.add(new ScoredDocument(id, fused.get(i).score(), chunks.get(id)));
        }
        return ranked;
    }
}
