package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.baseline.DropRule;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GateRules;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.Variant;
import io.github.rageval.engine.settings.WrittenRules;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The checks of an evaluation's typed settings, on their own and across each other, made once before any file is read:
 * ranges (k, threads, relevance level, depth, each hybrid's depth against k), the gate's rules and runMismatch parsed
 * from what was written (the one place they are), the retriever known with
 * its options (or the variants, each with theirs), and that there is something to judge and, for a retriever that
 * reads one, a corpus; no gate's rule on a measure judgedOnly fixes, and no pool written over the judgments it merges.
 * Which written settings another setting leaves unread is {@link
 * io.github.rageval.engine.settings.UnreadSettings}' rule, applied before the values are read.
 */
public final class SettingsCheck {
    private SettingsCheck() {
    }

    /**
     * The settings read as text until their place among the checks: they are parsed there, so that the first bad
     * setting reported is the one it always was.
     *
     * @param runMismatch {@code error} or {@code warn}, as written
     * @param rules the gate's rules, as written
     */
    record Written(String runMismatch, WrittenRules rules) {
    }

    /**
     * An evaluation to run, as the settings pass read it: checked, with its runMismatch and gate rules parsed at their
     * place among the checks (after the ranges, before the inputs).
     *
     * @param read the settings read, their rules and runMismatch still at their defaults
     * @return the settings typed: what every goal receives
     */
    static EvaluationSettings evaluation(EvaluationSettings read, Written written, SettingWords words)
            throws ConfigurationException {
        ranges(read, words);
        RunMismatch runMismatch = runMismatch(written.runMismatch(), words);
        EvaluationSettings typed = withRules(read.toBuilder().scoring(read.scoring().withRunMismatch(runMismatch)),
                written, words);
        inputs(typed, words);
        return typed;
    }

    /** Typed settings, checked as the settings pass checks an evaluation's, messages naming the parameters. */
    public static void evaluation(EvaluationSettings settings) throws ConfigurationException {
        evaluation(settings, SettingWords.PARAMETERS);
    }

    /** As {@link #evaluation(EvaluationSettings)}, messages in the words of the front end. */
    public static void evaluation(EvaluationSettings settings, SettingWords words) throws ConfigurationException {
        ranges(settings, words);
        inputs(settings, words);
    }

    /**
     * A saved report to re-gate, as read: only the gate's rules and the variants are read of the settings.
     *
     * @return the settings with their rules parsed
     */
    static EvaluationSettings regating(EvaluationSettings read, Written written, SettingWords words)
            throws ConfigurationException {
        read.variants().check(words);
        return withRules(read.toBuilder(), written, words);
    }

    /** The settings with their gate's rules parsed from what was written. */
    private static EvaluationSettings withRules(EvaluationSettings.Builder settings, Written written,
                                                SettingWords words) throws ConfigurationException {
        return settings.rules(written.rules().parse(words)).build();
    }

    /** {@code runMismatch} parsed: {@code error} or {@code warn}. */
    public static RunMismatch runMismatch(String written, SettingWords words) throws ConfigurationException {
        return RunMismatch.parse(written).orElseThrow(() -> new ConfigurationException(
                words.valued(GoalSettings.RUN_MISMATCH, written)
                        + " is not allowed. Use error or warn."));
    }

    /** The checks before the rules are read: ranges, variants, the retriever, scoring. */
    private static void ranges(EvaluationSettings settings, SettingWords words) throws ConfigurationException {
        if (settings.k() < 1) {
            throw new ConfigurationException(words.valued(GoalSettings.K, String.valueOf(settings.k()))
                    + " is not allowed:"
                    + " each query must be able to return at least one document. Set "
                            + words.name(GoalSettings.K)
                    + " to 1 or more (default " + EvaluationSettings.DEFAULT_K + ").");
        }
        if (settings.threads() < 0) {
            throw new ConfigurationException(words.valued(GoalSettings.THREADS,
                    String.valueOf(settings.threads())) + " is not"
                    + " allowed. Set " + words.name(GoalSettings.THREADS)
                            + " to the number of threads that run the queries, or"
                    + " to 0 for one per available processor (" + Runtime.getRuntime().availableProcessors()
                    + " here).");
        }
        settings.variants().check(words);
        fusionDepths(settings);
        if (settings.variants().isEmpty() && settings.sources().run() == null) {
            Retrievers.check(settings.retriever(), words);
        }
        scoring(settings.scoring(), words);
    }

    /** The checks after the rules are read: something to judge, and a corpus for a retriever that reads one. */
    private static void inputs(EvaluationSettings settings, SettingWords words) throws ConfigurationException {
        boolean judgmentsElsewhere = settings.sources().qrels() != null || settings.sources().beirFolder() != null;
        if (settings.goldenDataset() == null && !judgmentsElsewhere) {
            throw new ConfigurationException("no judgments: set "
                    + words.name(GoalSettings.GOLDEN_DATASET) + ", a BEIR folder ("
                    + words.name(GoalSettings.BEIR) + ") or, with a run, "
                            + words.name(GoalSettings.QRELS) + ".");
        }
        boolean needsCorpus = settings.variants().isEmpty() ? Retrievers.needsCorpus(settings.retriever())
                : settings.variants().list().stream().anyMatch(v -> !v.isHybrid()
                && Retrievers.needsCorpus(v.retriever()));
        if (settings.sources().run() == null && settings.sources().beirFolder() == null && settings.corpus() == null
                && needsCorpus) {
            throw new ConfigurationException("no corpus for the built-in retriever: set "
                    + words.name(GoalSettings.CORPUS)
                    + ", a BEIR folder (" + words.name(GoalSettings.BEIR) + "), or evaluate a run file ("
                            + words.name(GoalSettings.RUN)
                    + ").");
        }
    }

    /**
     * judgedOnly against the gate's rules: a threshold, a per-tag threshold or a maxDrop on a measure that judgedOnly
     * fixes ({@link MetricFamily#valueUnderJudgedOnly()}) could never fail, and the gate would pass whatever the
     * holes, so it is refused.
     *
     * @param drops the maxDrop rules (none for the goals that compare with no baseline)
     * @param words how the front end names a setting ({@code judgedOnly}, {@code --judged-only})
     */
    public static void judgedOnlyRules(EvaluationSettings settings, List<DropRule> drops, SettingWords words)
            throws ConfigurationException {
        if (!settings.scoring().judgedOnly()) {
            return;
        }
        GateRules rules = settings.rules();
        Map<GoalSetting, List<Metric>> held = new LinkedHashMap<>();
        held.put(GoalSettings.THRESHOLDS, rules.overall().metrics());
        held.put(GoalSettings.TAG_THRESHOLDS, rules.segments().metrics());
        held.put(GoalSettings.MAX_DROP,
                drops.stream().map(drop -> Metric.parse(drop.metric()).orElseThrow()).toList());
        for (Map.Entry<GoalSetting, List<Metric>> setting : held.entrySet()) {
            for (Metric metric : setting.getValue()) {
                Optional<String> fixed = metric.family().valueUnderJudgedOnly();
                if (fixed.isPresent()) {
                    throw new ConfigurationException(words.name(setting.getKey()) + " holds " + metric.key()
                            + ", which " + words.name(GoalSettings.JUDGED_ONLY) + " makes " + fixed.get()
                                    + " (it scores each"
                            + " list condensed to its judged documents): that rule could never fail. Remove it, or"
                            + " gate " + metric.key() + " in a run without "
                                    + words.name(GoalSettings.JUDGED_ONLY) + ".");
                }
            }
        }
    }

    /** Each hybrid variant reads its inputs at least k deep. */
    private static void fusionDepths(EvaluationSettings settings) throws ConfigurationException {
        for (Variant variant : settings.variants().list()) {
            if (variant.isHybrid()) {
                try {
                    settings.variants().fusion(variant).requireDepthOf(settings.k(),
                            settings.words().stated(GoalSettings.K, String.valueOf(settings.k())),
                            variant.retriever().optionWords());
                } catch (ConfigurationException e) {
                    throw new ConfigurationException("variant '" + variant.name() + "': " + e.getMessage(), e);
                }
            }
        }
    }

    /** The scoring options' ranges; the cutoffs were parsed where they were read, the first setting to need them. */
    private static void scoring(ScoringOptions scoring, SettingWords words) throws ConfigurationException {
        if (scoring.relevanceLevel() < 1) {
            throw new ConfigurationException(words.valued(GoalSettings.RELEVANCE_LEVEL,
                    String.valueOf(scoring.relevanceLevel()))
                    + " is not allowed: grade 0 means judged not relevant. Set it to 1 (the default, as trec_eval) or"
                    + " more.");
        }
        if (scoring.depth() != null && scoring.depth() < 1) {
            throw new ConfigurationException(words.valued(GoalSettings.DEPTH,
                    String.valueOf(scoring.depth())) + " is not"
                    + " allowed. Set it to 1 or more, or leave it unset to evaluate every result.");
        }
    }
}
