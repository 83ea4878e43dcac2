package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.format.Counted;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * What a run of the faithfulness goal found: every question judged, and how many prompts went to the model or came
 * from the cache.
 *
 * @param judged every question, in golden-set order
 * @param asked prompts sent to the model
 * @param fromCache prompts whose reply the cache held
 */
public record FaithfulnessRun(List<FaithfulnessJudging.Judged> judged, int asked, int fromCache) {
    /** Questions named in the console line at most; the rest are counted. */
    static final int NAMED = 5;

    public FaithfulnessRun {
        judged = List.copyOf(judged);
    }

    /** The mean over the questions with a value; empty when none has one. */
    public OptionalDouble mean() {
        return judged.stream().filter(j -> j.value().isPresent()).mapToDouble(j -> j.value().getAsDouble())
                .average();
    }

    /**
     * What the console says: {@code Faithfulness: 4 of 5 questions scored by ragas:qwen3:8b (7 asked, 2 from the
     * cache), 1 unreadable (q3: its verdicts reply is unreadable), 0 without statements; mean 0.8125}.
     */
    public String line(String model) {
        List<FaithfulnessJudging.Judged> unreadable = judged.stream()
                .filter(j -> j.gap() != null && j.gap().unreadable()).toList();
        long scored = judged.stream().filter(j -> j.value().isPresent()).count();
        long empty = judged.size() - scored - unreadable.size();
        OptionalDouble mean = mean();
        return "Faithfulness: " + scored + " of " + Counted.of(judged.size(), "question", "questions")
                + " scored by ragas:" + model + " (" + asked + " asked, " + fromCache + " from the cache), "
                + unreadable.size() + " unreadable" + named(unreadable) + ", " + empty + " without statements; "
                + (mean.isPresent() ? String.format(Locale.ROOT, "mean %.4f", mean.getAsDouble())
                        : "no mean (no question scored)") + ".";
    }

    private static String named(List<FaithfulnessJudging.Judged> unreadable) {
        if (unreadable.isEmpty()) {
            return "";
        }
        List<String> names = unreadable.stream().limit(NAMED)
                .map(j -> j.question().key() + ": " + j.gap().reason()).toList();
        return " (" + String.join("; ", names) + (unreadable.size() > NAMED ? "; and "
                + (unreadable.size() - NAMED) + " more" : "") + ")";
    }
}
