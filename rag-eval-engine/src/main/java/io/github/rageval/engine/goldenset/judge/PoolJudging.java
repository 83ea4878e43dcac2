package io.github.rageval.engine.goldenset.judge;

import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A pool ({@code pool.jsonl}, as the pool goal writes it) graded by a chat model: every line whose {@code grade} is
 * still null gets the grade the model's answer gives, read as UMBRELA reads it, and {@code "judged_by":
 * "umbrela:<model>"} right after it, so that the grade is known for a machine's; a line with a grade (a person's, or
 * an earlier run's) is never asked about and never changed, and an answer no pattern reads leaves the grade null. The
 * file is written back atomically with only the graded lines' grades changed, every other byte as it was
 * ({@link PoolText}). Answers come from the cache when it has them, so a rerun over the same pool asks nothing.
 */
public final class PoolJudging {
    /** The field that marks a grade as a machine's, as the judgments setting reads it. */
    public static final String JUDGED_BY = JudgmentFiles.JUDGED_BY;
    /** What {@link #JUDGED_BY} starts with: the way of asking. */
    public static final String UMBRELA = "umbrela:";

    private PoolJudging() {
    }

    /**
     * What a run of the judge did.
     *
     * @param graded lines that got a grade now
     * @param asked of those and the unreadable, how many questions went to the endpoint (the rest came from the cache)
     * @param unreadable answers no pattern reads: their lines stay ungraded
     * @param alreadyGraded lines left as they were, graded before
     */
    public record Outcome(int graded, int asked, int unreadable, int alreadyGraded) {
        /**
         * What the console says: {@code Judge: target/rag-eval/pool.jsonl: 9 documents graded by umbrela:qwen3:8b
         * (7 asked, 2 from the cache), 1 answer unreadable (left ungraded), 3 graded before (left as they were)}.
         *
         * @param acceptAdvice how to count machine grades in the gate, in the front end's words
         *     ({@code --accept-machine-judgments true})
         */
        public String line(String poolLabel, String model, String acceptAdvice) {
            int answers = graded + unreadable;
            return "Judge: " + poolLabel + ": " + Counted.of(graded, "document", "documents") + " graded by "
                    + UMBRELA + model + " (" + asked + " asked, " + (answers - asked) + " from the cache), "
                    + Counted.of(unreadable, "answer", "answers") + " unreadable (left ungraded), "
                    + alreadyGraded + " graded before (left as " + Counted.choose(alreadyGraded, "it was", "they were")
                    + "). Machine grades are for triage: the gate"
                    + " counts them only with " + acceptAdvice + ".";
        }
    }

    /**
     * Grades the pool with the model at the endpoint, answers cached in the file.
     *
     * @param apiKey sent as a bearer token; null for none
     */
    public static Outcome run(Path pool, URI url, String model, String apiKey, Path cacheFile,
                              ProgressListener progress) throws InputException {
        return grade(pool, new ChatEndpoint(url, model, apiKey), AnswerCache.open(cacheFile), progress);
    }

    /**
     * Grades the pool file's ungraded lines.
     *
     * @throws InputException for a pool line that is not what the pool goal writes, or an endpoint that cannot answer
     *     (the answers had so far stay in the cache, and the pool file is left as it was)
     */
    public static Outcome grade(Path pool, ChatEndpoint judge, AnswerCache cache, ProgressListener progress)
            throws InputException {
        return grade(pool, judge, cache, SettingWords.PARAMETERS, progress);
    }

    /** As {@link #grade(Path, ChatEndpoint, AnswerCache, ProgressListener)}, advice in the front end's words. */
    public static Outcome grade(Path pool, ChatEndpoint judge, AnswerCache cache, SettingWords words,
                                ProgressListener progress) throws InputException {
        PoolText text = PoolText.read(pool, words.name(GoalSettings.POOL_FILE));
        List<PoolText.Grade> grades = new ArrayList<>();
        int asked = 0;
        int unreadable = 0;
        int already = 0;
        long open = text.lines().stream().filter(PoolText.Line::ungraded).count();
        ProgressMeter meter = ProgressMeter.start("pool documents judged", open, progress);
        try {
            for (PoolText.Line line : text.lines()) {
                if (!line.ungraded()) {
                    already++;
                    continue;
                }
                String prompt = UmbrelaPrompt.render(line.fields().get("query").asText(),
                        line.fields().get("text").asText());
                ChatAnswer answer = cache.answer(judge.model(), prompt);
                if (answer == null) {
                    answer = judge.ask(prompt);
                    if (!answer.isEmpty()) {
                        // An empty answer (no content, no reasoning) is not kept: a fixed endpoint is asked again.
                        cache.put(judge.model(), prompt, answer);
                    }
                    asked++;
                }
                OptionalInt grade = UmbrelaAnswer.grade(answer.graded());
                if (grade.isPresent()) {
                    grades.add(new PoolText.Grade(line, grade.getAsInt(), UMBRELA + judge.model()));
                } else {
                    unreadable++;
                }
                meter.advance();
            }
        } finally {
            saveQuietly(cache, words.name(GoalSettings.JUDGE_CACHE));
        }
        meter.finish();
        text.write(grades);
        return new Outcome(grades.size(), asked, unreadable, already);
    }

    private static void saveQuietly(AnswerCache cache, String judgeCache) throws InputException {
        try {
            cache.save();
        } catch (IOException e) {
            throw new InputException("the judge's answer cache cannot be written: " + FileError.reason(e) + ". Check"
                    + " that " + judgeCache + " is writable.", e);
        }
    }
}
