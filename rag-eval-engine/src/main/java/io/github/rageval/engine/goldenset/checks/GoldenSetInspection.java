package io.github.rageval.engine.goldenset.checks;

import io.github.rageval.engine.concurrent.BackgroundTask.Cancellation;
import io.github.rageval.engine.concurrent.BackgroundTask;
import io.github.rageval.engine.evaluation.JudgedInputs;
import io.github.rageval.engine.input.Corpus;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.BufferedProgress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.GoldenSetChecks;
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
 * Runs the checks of the golden set: the golden set is read as the evaluation reads it, and a query judged two ways
 * stops the build before anything is retrieved; then, unless {@code goldenSetChecks} is {@code basic}, the corpus
 * part: the relevant documents' texts (queries word for word, coverage) and their near-duplicates among all the
 * others ({@link NearDuplicateSearch}). With heap to spare ({@link AlongsideRule}) and an evaluation that reads the
 * corpus, that part takes the corpus from the evaluation's read ({@link #beginRiding}, {@link RidingChecks}); else it
 * reads the corpus itself, twice (the texts, then every document against them), holding only the relevant texts.
 */
public final class GoldenSetInspection {
    /** The corpus checks' phase, as progress lines and {@code --timings} name it. */
    static final String PHASE = "golden set checked against the corpus";
    /** The same phase run beside the evaluation: its time is then no part of the run's. */
    static final String PHASE_ALONGSIDE = PHASE + " (alongside the evaluation)";

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
        try (InspectionUnderway underway = begin(settings, checks, deletedSinceLock, progress, 1)) {
            return underway.join();
        }
    }

    /**
     * The checks begun before the evaluation: those of the golden set alone done, and those that read the corpus
     * running on a thread of their own until {@link InspectionUnderway#join} when {@link AlongsideRule} allows it
     * (two processors or more, and a heap far bigger than the corpus), else done too, as before.
     *
     * @param processors the processors available ({@link Runtime#availableProcessors()})
     * @throws InputException for a query judged two ways or a golden set the evaluation could not use; when the
     *     checks do not run alongside, for a corpus they could not read too
     */
    public static InspectionUnderway begin(EvaluationSettings settings, GoldenSetChecks checks,
                                           Set<String> deletedSinceLock, ProgressListener progress, int processors)
            throws InputException {
        return begin(settings, checks, deletedSinceLock, progress, processors, Runtime.getRuntime().maxMemory());
    }

    /**
     * As {@link #begin(EvaluationSettings, GoldenSetChecks, Set, ProgressListener, int)}, the corpus part taken from
     * the evaluation's read of the corpus when the evaluation reads it and the heap allows both at once
     * ({@link AlongsideRule#rides}): {@link InspectionUnderway#rider()} is then what the evaluation hands its
     * documents to, on a thread of its own with two processors or more, in the reading thread with one. Otherwise it
     * begins as {@code begin} does, and the rider takes nothing.
     */
    public static InspectionUnderway beginRiding(EvaluationSettings settings, GoldenSetChecks checks,
                                                 Set<String> deletedSinceLock, ProgressListener progress,
                                                 int processors) throws InputException {
        return begin(settings, checks, deletedSinceLock, progress, processors, Runtime.getRuntime().maxMemory(),
                true);
    }

    /** @param maxHeap the heap's limit ({@link Runtime#maxMemory()}) */
    static InspectionUnderway begin(EvaluationSettings settings, GoldenSetChecks checks, Set<String> deletedSinceLock,
                                    ProgressListener progress, int processors, long maxHeap) throws InputException {
        return begin(settings, checks, deletedSinceLock, progress, processors, maxHeap, false);
    }

    /** @param ride whether the corpus part may take the corpus from the evaluation's read */
    static InspectionUnderway begin(EvaluationSettings settings, GoldenSetChecks checks, Set<String> deletedSinceLock,
                                    ProgressListener progress, int processors, long maxHeap, boolean ride)
            throws InputException {
        JudgedInputs inputs = JudgedInputs.of(settings, deletedSinceLock);
        GoldenDataset golden = inputs.golden();
        RepeatedQueries.requireConsistent(golden);
        List<Finding> warnings = new ArrayList<>(RepeatedQueries.warnings(golden));
        if (checks == GoldenSetChecks.BASIC || inputs.corpusFile() == null) {
            return new InspectionUnderway(BackgroundTask.done(new GoldenSetReport(warnings, null, null)), null,
                    progress);
        }
        int level = settings.scoring().relevanceLevel();
        String basicChecks = settings.words().setTo(GoalSettings.GOLDEN_SET_CHECKS, GoldenSetChecks.BASIC.key());
        // A run file's evaluation reads no corpus: the checks read it themselves.
        if (ride && settings.sources().run() == null && AlongsideRule.rides(maxHeap, size(inputs.corpusFile()))) {
            Reading reading = new Reading(inputs, level, warnings, basicChecks);
            return new InspectionUnderway(RidingChecks.start(reading, processors >= 2), progress);
        }
        if (!AlongsideRule.alongside(processors, maxHeap, size(inputs.corpusFile()))) {
            return new InspectionUnderway(BackgroundTask.runNow(cancellation -> withCorpus(inputs, level, warnings,
                    PHASE, basicChecks, progress, cancellation)), null, progress);
        }
        // Lines of checks run alongside are held until the join: printed as they come they would fall between the
        // evaluation's at random.
        BufferedProgress held = new BufferedProgress();
        return new InspectionUnderway(BackgroundTask.start("rag-eval-golden-set-checks", cancellation -> withCorpus(
                inputs, level, warnings, PHASE_ALONGSIDE, basicChecks, held, cancellation)), held, progress);
    }

    /** The file's size, or -1 when it has none to tell. */
    private static long size(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.size(file) : -1;
        } catch (IOException e) {
            return -1;
        }
    }

    /**
     * What the corpus part works with.
     *
     * @param basicChecks how the advice to run the basic checks only names the setting and its value
     */
    record Reading(JudgedInputs inputs, int level, List<Finding> warnings, String basicChecks) {
        /** The ids some query judges relevant: a document it labels, or one its spans are of. */
        Set<String> relevant() {
            Set<String> relevant = new HashSet<>();
            inputs.golden().cases().forEach(judged -> relevant.addAll(judged.spans() != null
                    ? judged.spans().documents() : judged.relevantDocIds(level)));
            return relevant;
        }

        /** The checks' report from what the corpus part found. */
        GoldenSetReport report(Map<String, String> texts, List<NearDuplicateSearch.Pair> pairs, int documents) {
            List<GoldenCase> cases = inputs.golden().cases();
            List<Finding> all = new ArrayList<>(warnings);
            all.addAll(NearDuplicates.warnings(pairs, cases, level));
            return new GoldenSetReport(all, VerbatimQueries.of(cases, texts, level),
                    new CorpusCoverage(texts.size(), documents, cases.size()));
        }

        /**
         * These checks only inform: a corpus too big for them in this heap leaves the evaluation to say so, as it
         * would without them, and the reports say they did not run.
         */
        GoldenSetReport skipped() {
            List<Finding> all = new ArrayList<>(warnings);
            all.add(new Finding("golden_set_checks_skipped", "the golden set's checks that read the corpus"
                    + " (word-for-word queries, near-duplicates, coverage) ran out of heap on " + inputs.corpusFile()
                    + " and were skipped. Give the JVM more heap, or set " + basicChecks + "."));
            return new GoldenSetReport(all, null, null);
        }
    }

    /** @param basicChecks how the advice to run the basic checks only names the setting and its value */
    private static GoldenSetReport withCorpus(JudgedInputs inputs, int level, List<Finding> warnings, String phase,
                                              String basicChecks, ProgressListener progress,
                                              Cancellation cancellation)
            throws InputException {
        return readItself(new Reading(inputs, level, warnings, basicChecks), phase, progress, cancellation);
    }

    /** The corpus part reading the corpus itself, or the skipped warning when it ran out of heap. */
    static GoldenSetReport readItself(Reading reading, String phase, ProgressListener progress,
                                      Cancellation cancellation) throws InputException {
        try {
            return readingCorpus(reading, phase, progress, cancellation);
        } catch (OutOfMemoryError e) {
            return reading.skipped();
        }
    }

    /** Reads the corpus twice, holding only the relevant texts: for a heap that may not hold more. */
    private static GoldenSetReport readingCorpus(Reading read, String phase, ProgressListener progress,
                                                 Cancellation cancellation) throws InputException {
        JudgedInputs inputs = read.inputs();
        Set<String> relevant = read.relevant();
        ProgressMeter reading = ProgressMeter.start(phase, -1, progress);
        Map<String, String> texts = new HashMap<>();
        Corpus corpus = inputs.loader().load(inputs.corpusFile(), document -> {
            cancellation.check();
            if (relevant.contains(document.id())) {
                texts.put(document.id(), document.text());
            }
            reading.advance();
        });
        NearDuplicateSearch search = new NearDuplicateSearch(texts);
        if (!texts.isEmpty()) {
            inputs.loader().load(inputs.corpusFile(), document -> {
                cancellation.check();
                search.offer(document.id(), document.text());
                reading.advance();
            });
        }
        reading.finish();
        return read.report(texts, search.pairs(), corpus.size());
    }
}
