package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.evaluation.Evaluations;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.evaluation.VariantReport;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.input.QueryKeys;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.saved.AtomicFiles;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The pool goal from settings to files: the systems' rankings got as check gets them (the one retriever, every
 * variant, or the run file, through {@link RagEvaluation}, each ranking {@code poolDepth} deep, or as deep as
 * {@link PoolSettings#depthFor} says), the pool built ({@link JudgmentPool}), each pooled document's text read from
 * the corpus when there is one ({@link PoolTexts}: an id the corpus does not hold is left out, and said,
 * {@link NotInCorpus}), and pool.jsonl and pool.csv written into the report folder, each atomically (the other reports
 * there are left as they are).
 */
public final class Pooling {
    private Pooling() {
    }

    /** As {@link #run(EvaluationSettings, PoolSettings, Path, ProgressListener, Function)}, files named by path. */
    public static PoolResult run(EvaluationSettings settings, PoolSettings pool, Path folder,
                                 ProgressListener progress)
            throws ConfigurationException, InputException, IOException {
        return run(settings, pool, folder, progress, Path::toString);
    }

    /**
     * @param settings what is evaluated, checked by the settings pass (its judgments merged as check merges them)
     * @param folder the report folder
     * @param label how the front end names a file, for the warnings
     * @throws IOException when a file cannot be written
     */
    public static PoolResult run(EvaluationSettings settings, PoolSettings pool, Path folder,
                                 ProgressListener progress, Function<Path, String> label)
            throws ConfigurationException, InputException, IOException {
        ScoringOptions scoring = settings.scoring();
        int depth = pool.depthFor(settings.variants().isEmpty() ? 1 : settings.variants().list().size());
        PoolSettings drawn = new PoolSettings(depth, pool.maxPerQuery());
        // Ranked to the pool's depth; tie ranges fetch further and score again, which a pool does not read.
        EvaluationSettings ranked = settings.toBuilder().scoring(new ScoringOptions(scoring.cutoffs(),
                scoring.relevanceLevel(), depth, scoring.runMismatch(), scoring.countMissingQueries(), false))
                .build();
        Evaluations evaluations = RagEvaluation.evaluate(ranked, progress);
        List<CaseResult> cases = evaluations.variants().isEmpty() ? evaluations.gate().cases()
                : evaluations.variants().get(0).report().cases();
        List<SystemRankings> systems = new ArrayList<>();
        if (evaluations.variants().isEmpty()) {
            systems.add(rankings(systemName(settings), cases));
        } else {
            for (VariantReport variant : evaluations.variants()) {
                systems.add(rankings(variant.name(), variant.report().cases()));
            }
        }
        List<GoldenCase> golden = cases.stream().map(CaseResult::golden).toList();
        PoolTexts texts = PoolTexts.read(settings, systems, depth);
        JudgmentPool.Built built = JudgmentPool.build(keys(golden), golden, systems, drawn, texts::known);
        List<PooledDocument> pooled = withTexts(built.pooled(), texts);
        List<String> warnings = new ArrayList<>(evaluations.gate().warnings());
        if (texts.corpus() != null) {
            NotInCorpus.warning(built.unknown(), label.apply(texts.corpus())).ifPresent(warnings::add);
        }
        Path jsonl = folder.resolve(PoolJsonl.FILE_NAME);
        Path csv = folder.resolve(PoolCsv.FILE_NAME);
        AtomicFiles.write(jsonl, out -> PoolJsonl.write(pooled, out));
        AtomicFiles.write(csv, out -> PoolCsv.write(pooled, out));
        return new PoolResult(pooled, golden.size(), systems.stream().map(SystemRankings::name).toList(),
                List.of(jsonl, csv), warnings, depth, pool.depthSet());
    }

    /** How the one system is named when no variants are: the run file's name, or the retriever's. */
    private static String systemName(EvaluationSettings settings) {
        Path run = settings.sources().run();
        return run != null ? run.getFileName().toString() : settings.retriever().name();
    }

    private static SystemRankings rankings(String name, List<CaseResult> cases) {
        List<List<ScoredDocument>> rankings = new ArrayList<>(cases.size());
        cases.forEach(result -> rankings.add(result.retrieved()));
        return new SystemRankings(name, rankings);
    }

    /** Each query's key; two queries the same key would name could not be told apart in the pool. */
    private static List<String> keys(List<GoldenCase> golden) throws InputException {
        List<String> keys = new ArrayList<>(golden.size());
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < golden.size(); i++) {
            String key = QueryKeys.of(golden.get(i), i);
            Integer other = seen.putIfAbsent(key, i);
            if (other != null) {
                throw new InputException("the golden set's queries " + (other + 1) + " and " + (i + 1) + " would"
                        + " both be called \"" + Shown.value(key) + "\" in the pool: a query without a query_id is"
                        + " called q and its position. Give every query a query_id, or none.");
            }
            keys.add(key);
        }
        return keys;
    }

    /** The pooled documents with their texts: a chunk's excerpt as the ranking carried it, else the corpus's. */
    private static List<PooledDocument> withTexts(List<PooledDocument> pooled, PoolTexts texts) {
        List<PooledDocument> withTexts = new ArrayList<>(pooled.size());
        for (PooledDocument document : pooled) {
            withTexts.add(document.chunkId() == null ? document.withText(texts.text(document.docId())) : document);
        }
        return withTexts;
    }
}
