package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.goldenset.judge.AnswerCache;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Each golden question's faithfulness for the check's gate, offline: the same prompts the faithfulness goal asked,
 * rebuilt from the golden set and the recorded answers, their replies read from the judge's cache
 * ({@link CachedReplies}), nothing asked. A reply not cached is an error naming its question; a question the replies
 * give no value (unreadable, or no statement: ragas' NaN) is an error naming it too, since a gate over the others
 * would hold a subset and a 0 in its place would be a verdict nobody gave.
 */
public final class CachedFaithfulness {
    private CachedFaithfulness() {
    }

    /**
     * The golden set with each recorded answer's faithfulness read into it.
     *
     * @param golden the golden set with the recorded answers read into it
     * @param model the model the faithfulness goal asked ({@code judgeModel})
     * @param cacheFile the cache it kept its replies in ({@code judgeCache})
     * @param cacheLabel how messages name that file
     */
    public static GoldenDataset attach(GoldenDataset golden, String model, Path cacheFile, String cacheLabel,
                                       SettingWords words) throws InputException {
        AnswerCache cache = AnswerCache.open(cacheFile, words.name(GoalSettings.JUDGE_CACHE));
        CachedReplies replies = new CachedReplies(model, cache, cacheLabel, new CachedReplies.Advice(
                words.command(Goal.FAITHFULNESS), words.name(GoalSettings.JUDGE_MODEL),
                words.name(GoalSettings.JUDGE_CACHE)));
        List<FaithfulnessJudging.Judged> judged = FaithfulnessJudging.judge(FaithfulnessQuestions.of(golden), replies,
                ProgressListener.NONE);
        List<String> gaps = judged.stream().filter(j -> j.gap() != null)
                .map(j -> j.question().key() + ": " + j.gap().reason()).toList();
        if (!gaps.isEmpty()) {
            throw new InputException("faithfulness has no value for " + gaps.size() + " of " + judged.size()
                    + " questions (" + String.join("; ", gaps.subList(0, Math.min(FaithfulnessRun.NAMED,
                    gaps.size()))) + (gaps.size() > FaithfulnessRun.NAMED ? "; ..." : "") + "), as ragas would give"
                    + " NaN, and a gate over the others would hold a subset. Judge with another "
                    + words.name(GoalSettings.JUDGE_MODEL) + ", or remove the rule on faithfulness.");
        }
        List<GoldenCase> cases = new ArrayList<>(golden.size());
        for (int i = 0; i < golden.size(); i++) {
            GoldenCase question = golden.cases().get(i);
            cases.add(question.withAnswers(question.answers().withRecorded(
                    question.answers().recorded().withFaithfulness(judged.get(i).value().getAsDouble()))));
        }
        return golden.relabelled(cases);
    }
}
