package io.github.rageval.engine.settings;

import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.RunMismatch;
import io.github.rageval.engine.config.ScoringOptions;
import io.github.rageval.engine.config.Variant;
import io.github.rageval.engine.evaluation.GateRules;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.metrics.Cutoffs;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.Retrievers;

/**
 * The checks of an evaluation's typed settings, on their own and across each other, made once before any file is read:
 * ranges (k, threads, relevance level, depth, each hybrid's depth against k), the cutoffs and the gate's rules as written, the retriever known with
 * its options (or the variants, each with theirs), and that there is something to judge and, for a retriever that
 * reads one, a corpus. Which written settings another setting leaves unread is {@link
 * io.github.rageval.engine.config.UnreadSettings}' rule, applied before the values are read.
 */
public final class SettingsCheck {
    private SettingsCheck() {
    }

    /** An evaluation to run. */
    public static void evaluation(EvaluationSettings settings) throws ConfigurationException {
        if (settings.k() < 1) {
            throw new ConfigurationException("k = " + settings.k() + " is not allowed: each query must be able to"
                    + " return at least one document. Set k to 1 or more (default "
                    + EvaluationSettings.DEFAULT_K + ").");
        }
        if (settings.threads() < 0) {
            throw new ConfigurationException("threads = " + settings.threads() + " is not allowed. Set threads to"
                    + " the number of threads that run the queries, or to 0 for one per available processor ("
                    + Runtime.getRuntime().availableProcessors() + " here).");
        }
        settings.variants().check();
        fusionDepths(settings);
        if (settings.variants().isEmpty() && settings.sources().run() == null) {
            Retrievers.check(settings.retriever());
        }
        scoring(settings.scoring());
        GateRules.of(settings);
        boolean judgmentsElsewhere = settings.sources().qrels() != null || settings.sources().beirFolder() != null;
        if (settings.goldenDataset() == null && !judgmentsElsewhere) {
            throw new ConfigurationException("no judgments: set goldenDataset, a BEIR folder (beir) or, with a run,"
                    + " qrels.");
        }
        boolean needsCorpus = settings.variants().isEmpty() ? Retrievers.needsCorpus(settings.retriever())
                : settings.variants().list().stream().anyMatch(v -> !v.isHybrid()
                && Retrievers.needsCorpus(v.retriever()));
        if (settings.sources().run() == null && settings.sources().beirFolder() == null && settings.corpus() == null
                && needsCorpus) {
            throw new ConfigurationException("no corpus for the built-in retriever: set corpus, a BEIR folder"
                    + " (beir), or evaluate a run file (run).");
        }
    }

    /** A saved report to re-gate: only the gate's rules and the variants are read of the settings. */
    public static void regating(EvaluationSettings settings) throws ConfigurationException {
        settings.variants().check();
        GateRules.of(settings);
    }

    /** Each hybrid variant reads its inputs at least k deep. */
    private static void fusionDepths(EvaluationSettings settings) throws ConfigurationException {
        for (Variant variant : settings.variants().list()) {
            if (variant.isHybrid()) {
                try {
                    settings.variants().fusion(variant).requireDepthOf(settings.k());
                } catch (ConfigurationException e) {
                    throw new ConfigurationException("variant '" + variant.name() + "': " + e.getMessage(), e);
                }
            }
        }
    }

    private static void scoring(ScoringOptions scoring) throws ConfigurationException {
        Cutoffs.parse(scoring.cutoffs());
        if (scoring.relevanceLevel() < 1) {
            throw new ConfigurationException("relevanceLevel = " + scoring.relevanceLevel() + " is not allowed:"
                    + " grade 0 means judged not relevant. Set it to 1 (the default, as trec_eval) or more.");
        }
        if (scoring.depth() != null && scoring.depth() < 1) {
            throw new ConfigurationException("depth = " + scoring.depth() + " is not allowed. Set it to 1 or more,"
                    + " or leave it unset to evaluate every result.");
        }
        if (RunMismatch.parse(scoring.runMismatch()).isEmpty()) {
            throw new ConfigurationException("runMismatch = '" + Shown.value(scoring.runMismatch()) + "' is not"
                    + " allowed. Use error or warn.");
        }
    }
}
