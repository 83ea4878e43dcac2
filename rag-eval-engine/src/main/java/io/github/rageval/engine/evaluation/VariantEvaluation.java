package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.Variant;
import io.github.rageval.engine.settings.Variants;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.fusion.HybridSettings;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Several retrievers evaluated on the same golden set in one pass over the inputs: the judgments are read once, the
 * corpus is read once and streamed into every retriever at the same time ({@link CorpusIndexing}, indexes finished
 * in parallel), each retriever's index is built once, and each variant's queries then run on the query threads. A
 * hybrid variant fuses the rankings of the variants it fuses ({@link FusedRanker}), shared with them ({@link
 * SharedRankings}): a built-in retriever answers each query once. Only the gate
 * variant gets tie ranges and explanations, as a single retriever does; the others are summarised and compared.
 */
final class VariantEvaluation {
    private VariantEvaluation() {
    }

    /**
     * Every variant's cases, in configuration order.
     *
     * @param inputs the judgments read and where the corpus is ({@link EvaluationInputs#of})
     * @param rider what else takes the corpus from the one read of it ({@link RetrieverEvaluation#evaluate})
     */
    static List<EvaluatedCases> evaluate(EvaluationSettings settings, EvaluationInputs inputs, Evaluator evaluator,
                                         Integer depth, ProgressListener progress, CorpusRider rider)
            throws ConfigurationException, InputException {
        Variants variants = settings.variants();
        Variant gate = variants.gateVariant();
        Map<String, LoadedRetriever> opened = new LinkedHashMap<>();
        try {
            for (Variant variant : variants.list()) {
                if (!variant.isHybrid()) {
                    opened.put(variant.name(), open(variant));
                }
            }
            List<LoadedRetriever> retrievers = List.copyOf(opened.values());
            if (evaluator.readsContextTexts()) {
                retrievers.forEach(LoadedRetriever::keepTexts);
            }
            Map<LoadedRetriever, String> names = new IdentityHashMap<>();
            opened.forEach((name, retriever) -> names.put(retriever, name));
            EvaluationInputs used = inputs.forRetrievers(settings, retrievers);
            GoldenDataset golden = used.golden();
            SpanJudging.requireCorpus(used);
            SpanJudging.requireNoHybrid(used, variants);
            CorpusIndexing.Indexed indexed = null;
            Map<String, CorpusIndexing.Labels> labels = new LinkedHashMap<>();
            if (used.corpusFile() != null) {
                CorpusTexts texts = new CorpusTexts();
                CorpusRider riders = CorpusTexts.needed(used, retrievers, evaluator)
                        ? CorpusRider.all(List.of(rider, texts)) : rider;
                indexed = CorpusIndexing.index(retrievers, used.corpusFile(), used,
                        RetrieverEvaluation.quoted(settings, used), riders, progress,
                        r -> progress.named(names.get(r)), settings.effectiveThreads());
                used = used.deletedToo(riders.knownAbsent());
                texts.keepFor(evaluator);
                GoldenDataset located = SpanJudging.located(used, indexed);
                for (Map.Entry<String, LoadedRetriever> entry : opened.entrySet()) {
                    labels.put(entry.getKey(), labels(entry.getKey(), indexed, used, entry.getValue(), located,
                            texts.texts()));
                }
            }

            Map<String, SharedRankings> shared = shareRankings(settings, evaluator, depth, variants, opened);
            EvaluatedCases[] results = new EvaluatedCases[variants.list().size()];
            // Retrieving variants first: a hybrid queries their retrievers again, after each has counted its warnings.
            for (int i = 0; i < results.length; i++) {
                Variant variant = variants.list().get(i);
                if (!variant.isHybrid()) {
                    results[i] = RetrieverEvaluation.evaluate(settings, evaluator, depth,
                            progress.named(variant.name()),
                            labels.getOrDefault(variant.name(), new CorpusIndexing.Labels(golden, false)), indexed,
                            opened.get(variant.name()), shared.get(variant.name()).ranker(),
                            !variant.retriever().isClassName(), variant == gate);
                }
            }
            for (int i = 0; i < results.length; i++) {
                Variant variant = variants.list().get(i);
                if (variant.isHybrid()) {
                    results[i] = fused(settings, evaluator, depth, progress, golden, indexed, variants, variant,
                            opened, shared, variant == gate);
                }
            }
            for (int i = 0; i < results.length; i++) {
                LoadedRetriever retriever = opened.get(variants.list().get(i).name());
                if (variants.list().get(i) == gate) {
                    // Said once, with the gated evaluation's warnings: every variant read the same judgments.
                    results[i] = results[i].plusWarnings(used.warnings());
                }
                if (retriever != null) {
                    results[i] = results[i].plusWarnings(retriever.closeReporting().stream().toList());
                }
            }
            return Arrays.asList(results);
        } catch (LoadedRetriever.Failure failure) {
            throw failure.exception();
        } finally {
            opened.values().forEach(LoadedRetriever::close);
        }
    }

    /** A hybrid variant's cases: its inputs' rankings fused, query by query. */
    private static EvaluatedCases fused(EvaluationSettings settings, Evaluator evaluator, Integer depth,
                                        ProgressListener progress, GoldenDataset golden,
                                        CorpusIndexing.Indexed indexed, Variants variants, Variant variant,
                                        Map<String, LoadedRetriever> opened, Map<String, SharedRankings> shared,
                                        boolean gated) throws ConfigurationException, InputException {
        HybridSettings fusion = variants.fusion(variant);
        List<LoadedRetriever> inputs = new ArrayList<>();
        List<Evaluator.Ranker> rankings = new ArrayList<>();
        boolean allBuiltIn = true;
        for (String name : fusion.fuse()) {
            inputs.add(opened.get(name));
            rankings.add(shared.get(name).ranker());
            allBuiltIn &= !variants.byName(name).orElseThrow().retriever().isClassName();
        }
        FusedRanker ranker = new FusedRanker(variant.name(), inputs, rankings, fusion);
        int asked = depth != null ? depth : evaluator.depth();
        int threads = ranker.threadSafe() ? settings.effectiveThreads() : 1;
        RetrieverEvaluation.LongerLists longer = gated && settings.scoring().tieRanges()
                ? new RetrieverEvaluation.LongerLists(golden, asked, allBuiltIn) : null;
        // Its latency is the fused call's: the inputs' rankings, from memory when their own variants already asked
        // for them (SharedRankings), and the fusion.
        Evaluator.Timed timed = evaluator.timed(longer != null ? longer.ranker(ranker) : ranker, golden.cases(),
                asked, threads, progress.named(variant.name()), System::nanoTime);
        int documents = indexed != null ? indexed.corpus().size() : ResultSource.Retriever.NO_CORPUS;
        return new EvaluatedCases(new ResultSource.Retriever(variants.describe(variant), documents, 0, asked, null),
                timed.cases(), List.of(), List.of(), longer != null ? longer.lists : List.of(), asked,
                timed.latencies());
    }

    /**
     * Each retrieving variant's rankings, shared with the hybrids that fuse it: a built-in retriever is asked once per
     * query, to the deepest depth its own evaluation (tie ranges included) or a fusion needs.
     */
    private static Map<String, SharedRankings> shareRankings(EvaluationSettings settings, Evaluator evaluator,
                                                             Integer depth, Variants variants,
                                                             Map<String, LoadedRetriever> opened)
            throws ConfigurationException {
        int asked = depth != null ? depth : evaluator.depth();
        Map<String, Integer> deepest = new LinkedHashMap<>();
        for (Variant variant : variants.list()) {
            if (!variant.isHybrid()) {
                boolean builtIn = !variant.retriever().isClassName();
                boolean gated = variant == variants.gateVariant() && settings.scoring().tieRanges();
                deepest.put(variant.name(), gated ? RetrieverEvaluation.LongerLists.fetched(asked, builtIn) : asked);
            }
        }
        for (Variant variant : variants.list()) {
            if (variant.isHybrid()) {
                HybridSettings fusion = variants.fusion(variant);
                fusion.fuse().forEach(name -> deepest.merge(name, fusion.depth(), Math::max));
            }
        }
        Map<String, SharedRankings> shared = new LinkedHashMap<>();
        opened.forEach((name, retriever) -> shared.put(name, new SharedRankings(retriever,
                !variants.byName(name).orElseThrow().retriever().isClassName(), deepest.get(name))));
        return shared;
    }

    private static LoadedRetriever open(Variant variant) throws ConfigurationException, RetrieverException {
        try {
            return Retrievers.open(variant.retriever());
        } catch (ConfigurationException e) {
            throw new ConfigurationException(prefixed(variant.name(), e), e);
        } catch (RetrieverException e) {
            throw new RetrieverException(prefixed(variant.name(), e), e.getCause());
        }
    }

    private static CorpusIndexing.Labels labels(String name, CorpusIndexing.Indexed indexed,
                                                EvaluationInputs inputs, LoadedRetriever retriever,
                                                GoldenDataset located, Map<String, String> texts)
            throws InputException, ConfigurationException {
        try {
            return CorpusIndexing.requireKnownLabels(inputs, indexed.corpus(), retriever, located, texts);
        } catch (RetrieverException e) {
            throw e;
        } catch (InputException e) {
            throw new InputException(prefixed(name, e), e);
        } catch (ConfigurationException e) {
            throw new ConfigurationException(prefixed(name, e), e);
        }
    }

    private static String prefixed(String variant, Exception e) {
        return "variant '" + variant + "': " + e.getMessage();
    }
}
