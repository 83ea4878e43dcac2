package io.github.rageval.engine.goldenset;

import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.GoldenSetChecks;
import io.github.rageval.engine.data.Corpus;
import io.github.rageval.engine.data.GoldenDataset;
import io.github.rageval.engine.evaluation.JudgedInputs;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs the checks of the golden set before the evaluation: the golden set is read as the evaluation reads it, a
 * query judged two ways stops the build before anything is retrieved, and, unless {@code goldenSetChecks} is
 * {@code basic}, the corpus is read twice more, once for the relevant documents' texts (queries word for word,
 * coverage) and once to look for their near-duplicates among all the others ({@link NearDuplicateSearch}).
 */
public final class GoldenSetInspection {
    private GoldenSetInspection() {
    }

    /** @throws InputException for a query judged two ways, or a golden set or corpus the evaluation could not use */
    public static GoldenSetReport inspect(EvaluationSettings settings, GoldenSetChecks checks,
                                          ProgressListener progress) throws InputException {
        return inspect(settings, checks, Set.of(), progress);
    }

    /**
     * As {@link #inspect(EvaluationSettings, GoldenSetChecks, ProgressListener)}, judged documents deleted since the
     * golden set's lock read as the evaluation reads them: known, not unknown ids.
     */
    public static GoldenSetReport inspect(EvaluationSettings settings, GoldenSetChecks checks,
                                          Set<String> deletedSinceLock, ProgressListener progress)
            throws InputException {
        JudgedInputs inputs = JudgedInputs.of(settings, deletedSinceLock);
        GoldenDataset golden = inputs.golden();
        RepeatedQueries.requireConsistent(golden);
        List<Finding> warnings = new ArrayList<>(RepeatedQueries.warnings(golden));
        if (checks == GoldenSetChecks.BASIC || inputs.corpusFile() == null) {
            return new GoldenSetReport(warnings, null, null);
        }
        try {
            return withCorpus(inputs, settings.scoring().relevanceLevel(), warnings, progress);
        } catch (OutOfMemoryError e) {
            // These checks only inform: a corpus too big for them in this heap leaves the evaluation to say so, as
            // it would without them, and the reports say they did not run.
            warnings.add(new Finding("golden_set_checks_skipped", "the golden set's checks that read the corpus"
                    + " (word-for-word queries, near-duplicates, coverage) ran out of heap on " + inputs.corpusFile()
                    + " and were skipped. Give the JVM more heap, or set goldenSetChecks to basic."));
            return new GoldenSetReport(warnings, null, null);
        }
    }

    private static GoldenSetReport withCorpus(JudgedInputs inputs, int level, List<Finding> warnings,
                                              ProgressListener progress) throws InputException {
        GoldenDataset golden = inputs.golden();
        Set<String> relevant = new HashSet<>();
        golden.cases().forEach(judged -> relevant.addAll(judged.relevantDocIds(level)));
        ProgressMeter reading = ProgressMeter.start("golden set checked against the corpus", -1, progress);
        Map<String, String> texts = new HashMap<>();
        Corpus corpus = inputs.loader().load(inputs.corpusFile(), document -> {
            if (relevant.contains(document.id())) {
                texts.put(document.id(), document.text());
            }
            reading.advance();
        });
        NearDuplicateSearch search = new NearDuplicateSearch(texts);
        if (!texts.isEmpty()) {
            inputs.loader().load(inputs.corpusFile(), document -> {
                search.offer(document.id(), document.text());
                reading.advance();
            });
        }
        reading.finish();
        List<GoldenCase> cases = golden.cases();
        warnings.addAll(NearDuplicates.warnings(search.pairs(), cases, level));
        return new GoldenSetReport(warnings, VerbatimQueries.of(cases, texts, level),
                new CorpusCoverage(texts.size(), corpus.size(), cases.size()));
    }
}
