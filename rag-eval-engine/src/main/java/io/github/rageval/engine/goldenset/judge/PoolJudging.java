package io.github.rageval.engine.goldenset.judge;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.AgreementStamp;
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
 * "umbrela:<model>"} right after it, so that the grade is known for a machine's; a line with a grade (a person's, or an
 * earlier run's) never has its grade changed, and an answer no pattern reads leaves the grade null. The lines a person
 * graded that the judge is asked about to measure its agreement get the judge's grade beside the person's ({@code
 * "judge_grade"}, {@code "judge_grade_by"}: {@link io.github.rageval.engine.input.JudgeSample}), so that the check can
 * correct metrics for the judge's errors. The file is written back atomically with only those fields changed, every
 * other byte as it was ({@link PoolText}). Answers come from the cache when it has them, so a rerun over the same pool
 * asks nothing.
 */
public final class PoolJudging {
    /** The field that marks a grade as a machine's, as the judgments setting reads it. */
    public static final String JUDGED_BY = JudgmentFiles.JUDGED_BY;
    /** What {@link #JUDGED_BY} starts with: the way of asking. */
    public static final String UMBRELA = JudgmentFiles.UMBRELA;

    private PoolJudging() {
    }

    /**
     * What a run of the judge did.
     *
     * @param graded lines that got a grade now
     * @param asked of those and the unreadable, how many questions went to the endpoint (the rest came from the cache)
     * @param unreadable answers no pattern reads: their lines stay ungraded
     * @param alreadyGraded lines left as they were, graded before
     * @param agreement the judge's agreement with people, measured first; null when no line a person graded was
     *     asked about
     * @param refusal why no grade was written, when {@code minJudgeAgreement} refused the judge; else null
     */
    public record Outcome(int graded, int asked, int unreadable, int alreadyGraded, JudgeAgreement agreement,
                          String refusal) {
        /** A run that measured no agreement. */
        public Outcome(int graded, int asked, int unreadable, int alreadyGraded) {
            this(graded, asked, unreadable, alreadyGraded, null, null);
        }

        /** Whether {@code minJudgeAgreement} refused the judge: no grade was written. */
        public boolean refused() {
            return refusal != null;
        }

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
        return grade(pool, pool.toString(), judge, cache, words, AgreementCheck.NONE, progress);
    }

    /**
     * Grades the pool file's ungraded lines, having first measured the judge's agreement with people on a sample of
     * the lines a person graded (a grade and no {@code judged_by}), as {@code check} asks. When the check refuses the
     * judge, no grade is written (the answers stay in the cache); the agreement's record is written beside the pool
     * either way ({@link AgreementFile}) when some line a person graded was asked about.
     *
     * @param poolLabel the pool as messages name it
     */
    public static Outcome grade(Path pool, String poolLabel, ChatEndpoint judge, AnswerCache cache, SettingWords words,
                                AgreementCheck check, ProgressListener progress) throws InputException {
        PoolText text = PoolText.read(pool, words.name(GoalSettings.POOL_FILE));
        List<PoolText.Grade> grades = new ArrayList<>();
        int unreadable = 0;
        int already = 0;
        long open = text.lines().stream().filter(PoolText.Line::ungraded).count();
        Measured measured;
        try {
            measured = measure(text, judge, cache, check, progress);
            JudgeAgreement agreement = measured.agreement();
            String refusal = check.refusal(agreement, poolLabel, judge.model(), words).orElse(null);
            if (agreement != null) {
                AgreementFile.write(pool, agreement, judge.model(), check, refusal == null);
            }
            if (refusal != null) {
                return new Outcome(0, measured.asked(), 0, text.lines().size() - (int) open, agreement, refusal);
            }
            AgreementStamp stamp = agreement != null && !Double.isNaN(agreement.kappa())
                    ? new AgreementStamp(agreement.kappa(), agreement.pairs()) : null;
            // The judge's grades of the lines people graded go beside theirs: the check's correction reads the pairs.
            grades.addAll(measured.samples());
            ProgressMeter meter = ProgressMeter.start("pool documents judged", open, progress);
            for (PoolText.Line line : text.lines()) {
                if (!line.ungraded()) {
                    already++;
                    continue;
                }
                Answered answered = answer(line, judge, cache);
                measured = measured.plus(answered);
                if (answered.grade().isPresent()) {
                    grades.add(PoolText.Grade.byJudge(line, answered.grade().getAsInt(), UMBRELA + judge.model(),
                            stamp));
                } else {
                    unreadable++;
                }
                meter.advance();
            }
            meter.finish();
        } finally {
            saveQuietly(cache, words.name(GoalSettings.JUDGE_CACHE));
        }
        text.write(grades);
        int graded = grades.size() - measured.samples().size();
        return new Outcome(graded, measured.asked(), unreadable, already, measured.agreement(), null);
    }

    /**
     * The agreement measured so far and the questions that went to the endpoint.
     *
     * @param agreement null when no line a person graded was asked about
     * @param samples the judge's grades to write beside the people's in the lines asked about
     */
    private record Measured(JudgeAgreement agreement, int asked, List<PoolText.Grade> samples) {
        Measured plus(Answered answered) {
            return new Measured(agreement, asked + (answered.asked() ? 1 : 0), samples);
        }
    }

    /** The judge asked about the sample of the lines a person graded, its grades set against theirs. */
    private static Measured measure(PoolText text, ChatEndpoint judge, AnswerCache cache, AgreementCheck check,
                                    ProgressListener progress) throws InputException {
        List<PoolText.Line> byPeople = text.lines().stream().filter(PoolJudging::byPerson).toList();
        List<PoolText.Line> sample = check.draw(byPeople);
        if (sample.isEmpty()) {
            return new Measured(null, 0, List.of());
        }
        ProgressMeter meter = ProgressMeter.start("human-graded documents judged", sample.size(), progress);
        List<Integer> people = new ArrayList<>();
        List<Integer> machine = new ArrayList<>();
        List<PoolText.Grade> samples = new ArrayList<>();
        int asked = 0;
        for (PoolText.Line line : sample) {
            Answered answered = answer(line, judge, cache);
            asked += answered.asked() ? 1 : 0;
            if (answered.grade().isPresent()) {
                people.add(line.fields().get(PoolText.GRADE).intValue());
                machine.add(answered.grade().getAsInt());
            }
            PoolText.Grade sampled = PoolText.Grade.sampled(line, answered.grade().isPresent()
                    ? answered.grade().getAsInt() : null, UMBRELA + judge.model());
            if (sampled != null) {
                samples.add(sampled);
            }
            meter.advance();
        }
        meter.finish();
        return new Measured(new JudgeAgreement(ints(people), ints(machine), check.relevanceLevel(), byPeople.size(),
                sample.size() - people.size()), asked, samples);
    }

    /**
     * A line a person graded: a grade of 0 or more (a negative grade says pooled, never judged), and no
     * {@code judged_by} (null or blank is none, as the judgments read it).
     */
    private static boolean byPerson(PoolText.Line line) {
        JsonNode by = line.fields().get(JUDGED_BY);
        boolean machine = by != null && !by.isNull() && !(by.isTextual() && by.textValue().isBlank());
        return !line.ungraded() && line.fields().get(PoolText.GRADE).intValue() >= 0 && !machine;
    }

    /**
     * The model's grade of a line, from the cache when it has the answer.
     *
     * @param grade empty when no pattern reads the answer
     * @param asked whether the endpoint was asked
     */
    private record Answered(OptionalInt grade, boolean asked) {
    }

    private static Answered answer(PoolText.Line line, ChatEndpoint judge, AnswerCache cache) throws InputException {
        String prompt = UmbrelaPrompt.render(line.fields().get("query").asText(), line.fields().get("text").asText());
        ChatAnswer answer = cache.answer(judge.model(), prompt);
        boolean asked = false;
        if (answer == null) {
            answer = judge.ask(prompt);
            if (!answer.isEmpty()) {
                // An empty answer (no content, no reasoning) is not kept: a fixed endpoint is asked again.
                cache.put(judge.model(), prompt, answer);
            }
            asked = true;
        }
        return new Answered(UmbrelaAnswer.grade(answer.graded()), asked);
    }

    private static int[] ints(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).toArray();
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
