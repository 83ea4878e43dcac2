package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.model.AnswerLabels;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;

/**
 * What the evidence and answer metrics need, held to what the evaluation has: a metric named in a rule that its
 * evaluation cannot compute is refused before anything runs (a gate that could never be met, or one that reads an
 * empty answer as a wrong one, would say something false); and which of them an evaluation computes without being
 * asked, because its golden set and recorded answers give what they read.
 */
final class AnswerJudging {
    private AnswerJudging() {
    }

    /**
     * The metrics computed without a rule naming them: {@code answer_containment} when the golden set gives reference
     * answers, {@code key_fact_recall} when it gives key facts (both only where the contexts' texts can be known),
     * and {@code exact_match}, {@code token_f1} and {@code rouge_l} when answers were recorded for a golden set with
     * reference answers.
     *
     * @param textsKnown whether the retrieved contexts' texts can be known (not for a run file)
     */
    static List<Metric> defaults(GoldenDataset golden, boolean textsKnown) {
        List<Metric> metrics = new ArrayList<>();
        boolean answers = all(golden, AnswerLabels::hasAnswers);
        if (textsKnown && answers) {
            metrics.add(Metric.of(MetricFamily.ANSWER_CONTAINMENT));
        }
        if (textsKnown && all(golden, AnswerLabels::hasKeyFacts)) {
            metrics.add(Metric.of(MetricFamily.KEY_FACT_RECALL));
        }
        if (answers && all(golden, labels -> labels.recorded() != null)) {
            metrics.add(Metric.of(MetricFamily.EXACT_MATCH));
            metrics.add(Metric.of(MetricFamily.TOKEN_F1));
            metrics.add(Metric.of(MetricFamily.ROUGE_L));
        }
        return metrics;
    }

    /**
     * Refuses, before anything is read, a rule on a metric the evaluation's settings cannot give: an answer metric
     * without recorded answers, a metric reading the contexts' texts over a run file (which lists ids only).
     *
     * @param held the metrics the gate's rules hold
     * @param recorded whether {@code recordedAnswers} is set
     * @param runFile whether a run file is evaluated
     * @param judgeModel whether {@code judgeModel} is set, which names the replies {@code faithfulness} reads
     */
    static void requireSources(Collection<Metric> held, boolean recorded, boolean runFile, boolean judgeModel,
                               SettingWords words) throws ConfigurationException {
        String rules = words.name(GoalSettings.THRESHOLDS) + " (or a per-tag threshold)";
        List<String> answers = keys(held, MetricFamily::readsRecordedAnswers);
        if (!recorded && !answers.isEmpty()) {
            throw new ConfigurationException(rules + " holds " + Sentences.and(answers) + ", which "
                    + reads(answers) + " what the RAG pipeline answered, and no answers are recorded. Set "
                    + words.name(GoalSettings.RECORDED_ANSWERS) + " to a JSON Lines file of {query_id, response,"
                    + " retrieved_contexts}, or remove the rule.");
        }
        List<String> replies = keys(held, MetricFamily::readsJudgeReplies);
        if (!judgeModel && !replies.isEmpty()) {
            throw new ConfigurationException(rules + " holds " + Sentences.and(replies) + ", which " + reads(replies)
                    + " the judge's replies the faithfulness goal kept, and " + words.name(GoalSettings.JUDGE_MODEL)
                    + " is not set. Set " + words.name(GoalSettings.JUDGE_MODEL) + " (and "
                    + words.name(GoalSettings.JUDGE_CACHE) + ") to those " + words.command(Goal.FAITHFULNESS)
                    + " ran with, or remove the rule.");
        }
        List<String> texts = keys(held, MetricFamily::readsContextTexts);
        if (runFile && !texts.isEmpty()) {
            throw new ConfigurationException(rules + " holds " + Sentences.and(texts) + ", which " + reads(texts)
                    + " the texts of the retrieved contexts, and a run file lists document ids without them."
                    + " Evaluate a retriever over the corpus, or remove the rule.");
        }
    }

    /**
     * Refuses a metric reading reference answers or key facts over a golden question without them.
     *
     * @param computed the metrics the evaluation computes
     * @param golden the golden set, with the recorded answers read into it
     */
    static void requireLabels(Collection<Metric> computed, GoldenDataset golden) throws InputException {
        requireLabels(computed, golden, MetricFamily::readsAnswers, AnswerLabels::hasAnswers, "\"answers\"",
                "the reference answers");
        requireLabels(computed, golden, f -> f == MetricFamily.KEY_FACT_RECALL, AnswerLabels::hasKeyFacts,
                "\"key_facts\"", "the key facts");
    }

    private static void requireLabels(Collection<Metric> held, GoldenDataset golden, Predicate<MetricFamily> reads,
                                      Predicate<AnswerLabels> has, String field, String what) throws InputException {
        List<String> metrics = keys(held, reads);
        if (metrics.isEmpty()) {
            return;
        }
        List<String> without = new ArrayList<>();
        for (int i = 0; i < golden.size(); i++) {
            AnswerLabels labels = golden.cases().get(i).answers();
            if (labels == null || !has.test(labels)) {
                without.add(golden.places().get(i));
            }
        }
        if (!without.isEmpty()) {
            throw new InputException("golden dataset file " + golden.source() + ": " + Sentences.and(metrics) + " "
                    + reads(metrics) + " " + what + " of every question, and " + without.size() + " of "
                    + golden.size() + " questions give none (" + String.join(", ", without.subList(0,
                    Math.min(3, without.size()))) + (without.size() > 3 ? ", ..." : "") + "). Give each question "
                    + field + ", or remove the rule.");
        }
    }

    /** Whether every question's labels pass the test (false for an empty golden set, or one without answers). */
    private static boolean all(GoldenDataset golden, Predicate<AnswerLabels> test) {
        return golden.size() > 0 && golden.cases().stream().map(GoldenCase::answers)
                .allMatch(labels -> labels != null && test.test(labels));
    }

    private static List<String> keys(Collection<Metric> held, Predicate<MetricFamily> reads) {
        return held.stream().filter(m -> reads.test(m.family())).map(Metric::key).distinct().toList();
    }

    private static String reads(List<String> metrics) {
        return metrics.size() == 1 ? "reads" : "read";
    }
}
