package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.input.BeirDataset;
import io.github.rageval.engine.input.CorpusLoader;
import io.github.rageval.engine.input.QueryKeys;
import io.github.rageval.engine.evaluation.Evaluations;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.evaluation.VariantReport;
import io.github.rageval.engine.format.Excerpt;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.saved.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The pool goal from settings to files: the systems' rankings got as check gets them (the one retriever, every
 * variant, or the run file, through {@link RagEvaluation}, each ranking {@code poolDepth} deep), the pool built
 * ({@link JudgmentPool}), each pooled document's text read from the corpus when there is one, and pool.jsonl and
 * pool.csv written into the report folder, each atomically (the other reports there are left as they are).
 */
public final class Pooling {
    private Pooling() {
    }

    /**
     * @param settings what is evaluated, checked by the settings pass (its judgments merged as check merges them)
     * @param folder the report folder
     * @throws IOException when a file cannot be written
     */
    public static PoolResult run(EvaluationSettings settings, PoolSettings pool, Path folder,
                                 ProgressListener progress)
            throws ConfigurationException, InputException, IOException {
        ScoringOptions scoring = settings.scoring();
        // Ranked to the pool's depth; tie ranges fetch further and score again, which a pool does not read.
        EvaluationSettings ranked = settings.toBuilder().scoring(new ScoringOptions(scoring.cutoffs(),
                scoring.relevanceLevel(), pool.depth(), scoring.runMismatch(), scoring.countMissingQueries(), false))
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
        List<PooledDocument> pooled = withTexts(settings, JudgmentPool.build(keys(golden), golden, systems, pool));
        Path jsonl = folder.resolve(PoolJsonl.FILE_NAME);
        Path csv = folder.resolve(PoolCsv.FILE_NAME);
        AtomicFiles.write(jsonl, out -> PoolJsonl.write(pooled, out));
        AtomicFiles.write(csv, out -> PoolCsv.write(pooled, out));
        return new PoolResult(pooled, golden.size(), systems.stream().map(SystemRankings::name).toList(),
                List.of(jsonl, csv), evaluations.gate().warnings());
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

    /**
     * The pooled documents with their texts: a chunk's excerpt as the ranking carried it, else the corpus's text,
     * read again for just these documents (the evaluation streamed it into the retrievers and kept none); none
     * without a corpus (a run file, or a retriever with its own index).
     */
    private static List<PooledDocument> withTexts(EvaluationSettings settings, List<PooledDocument> pooled)
            throws InputException {
        Set<String> wanted = new HashSet<>();
        pooled.stream().filter(document -> document.chunkId() == null).forEach(document -> wanted.add(document.docId()));
        DataSources sources = settings.sources();
        Path corpus = null;
        CorpusLoader loader = null;
        if (sources.beirFolder() != null) {
            corpus = new BeirDataset(sources.beirFolder(), sources.beirSplit()).corpusFile();
            loader = CorpusLoader.beir();
        } else if (sources.run() == null && settings.corpus() != null && Files.isRegularFile(settings.corpus())) {
            corpus = settings.corpus();
            loader = new CorpusLoader();
        }
        if (wanted.isEmpty() || corpus == null || !Files.isRegularFile(corpus)) {
            return pooled;
        }
        Map<String, String> texts = new HashMap<>();
        loader.load(corpus, document -> {
            if (wanted.contains(document.id())) {
                texts.put(document.id(), Excerpt.of(document.text(), JudgmentPool.TEXT_LENGTH));
            }
        });
        List<PooledDocument> withTexts = new ArrayList<>(pooled.size());
        for (PooledDocument document : pooled) {
            withTexts.add(document.chunkId() == null ? document.withText(texts.get(document.docId())) : document);
        }
        return withTexts;
    }
}
