package io.github.rageval.engine.goldenset.judge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.JsonLines;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.PathProblems;
import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.saved.AtomicFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A pool ({@code pool.jsonl}, as the pool goal writes it) graded by a chat model: every line whose {@code grade} is
 * still null gets the grade the model's answer gives, read as UMBRELA reads it, and {@code "judged_by":
 * "umbrela:<model>"} right after it, so that the grade is known for a machine's; a line with a grade (a person's, or
 * an earlier run's) is never asked about and never changed, and an answer no pattern reads leaves the grade null. The
 * file is written back whole and atomically, every other field and line as it was. Answers come from the cache when
 * it has them, so a rerun over the same pool asks nothing.
 */
public final class PoolJudging {
    /** The field that marks a grade as a machine's, as the judgments setting reads it. */
    public static final String JUDGED_BY = JudgmentFiles.JUDGED_BY;
    /** What {@link #JUDGED_BY} starts with: the way of asking. */
    public static final String UMBRELA = "umbrela:";
    private static final ObjectMapper MAPPER = new ObjectMapper();

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
        return run(pool, url, model, apiKey, cacheFile, JudgeWords.PARAMETERS, progress);
    }

    /** As {@link #run(Path, URI, String, String, Path, ProgressListener)}, advice in the front end's words. */
    public static Outcome run(Path pool, URI url, String model, String apiKey, Path cacheFile, JudgeWords words,
                              ProgressListener progress) throws InputException {
        return grade(pool, new ChatEndpoint(url, model, apiKey, words), AnswerCache.open(cacheFile, words.judgeCache()),
                words, progress);
    }

    /**
     * Grades the pool file's ungraded lines.
     *
     * @throws InputException for a pool line that is not what the pool goal writes, or an endpoint that cannot answer
     *     (the answers had so far stay in the cache, and the pool file is left as it was)
     */
    public static Outcome grade(Path pool, ChatEndpoint judge, AnswerCache cache, ProgressListener progress)
            throws InputException {
        return grade(pool, judge, cache, JudgeWords.PARAMETERS, progress);
    }

    /** As {@link #grade(Path, ChatEndpoint, AnswerCache, ProgressListener)}, advice in the front end's words. */
    public static Outcome grade(Path pool, ChatEndpoint judge, AnswerCache cache, JudgeWords words,
                                ProgressListener progress) throws InputException {
        List<ObjectNode> lines = read(pool, words.poolFile());
        int graded = 0;
        int asked = 0;
        int unreadable = 0;
        int already = 0;
        long open = lines.stream().filter(line -> line.get("grade").isNull()).count();
        ProgressMeter meter = ProgressMeter.start("pool documents judged", open, progress);
        try {
            for (ObjectNode line : lines) {
                if (!line.get("grade").isNull()) {
                    already++;
                    continue;
                }
                String prompt = UmbrelaPrompt.render(line.get("query").asText(), line.get("text").asText());
                String answer = cache.answer(judge.model(), prompt);
                if (answer == null) {
                    answer = judge.ask(prompt);
                    if (!answer.isEmpty()) {
                        // An empty answer (no content) is not kept: a fixed endpoint is asked again next time.
                        cache.put(judge.model(), prompt, answer);
                    }
                    asked++;
                }
                OptionalInt grade = UmbrelaAnswer.grade(answer);
                if (grade.isPresent()) {
                    setGrade(line, grade.getAsInt(), UMBRELA + judge.model());
                    graded++;
                } else {
                    unreadable++;
                }
                meter.advance();
            }
        } finally {
            saveQuietly(cache, words.judgeCache());
        }
        meter.finish();
        write(pool, lines);
        return new Outcome(graded, asked, unreadable, already);
    }

    /** The line with the grade set and {@link #JUDGED_BY} right after it, every other field where it was. */
    private static void setGrade(ObjectNode line, int grade, String judgedBy) {
        List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
        line.fields().forEachRemaining(fields::add);
        line.removeAll();
        for (Map.Entry<String, JsonNode> field : fields) {
            if (field.getKey().equals(JUDGED_BY)) {
                continue;
            }
            if (field.getKey().equals("grade")) {
                line.put("grade", grade);
                line.put(JUDGED_BY, judgedBy);
            } else {
                line.set(field.getKey(), field.getValue());
            }
        }
    }

    private static List<ObjectNode> read(Path pool, String poolFile) throws InputException {
        PathProblems.requireFile(pool, "pool file " + pool, "Write it with the pool goal first, or point " + poolFile
                + " at the pool.jsonl it wrote.", "Point " + poolFile + " at the pool.jsonl the pool goal wrote, not a"
                + " folder.");
        List<ObjectNode> lines = new ArrayList<>();
        JsonLines.read(pool, MAPPER, (number, node) -> {
            if (!(node instanceof ObjectNode object) || !object.path("query").isTextual()
                    || !object.path("text").isTextual() || !object.has("grade")
                    || !(object.get("grade").isNull() || object.get("grade").isIntegralNumber())) {
                throw new InputException("pool file " + pool + ", line " + number + ": has no \"query\" and \"text\""
                        + " strings and a \"grade\" (null or a whole number). The judge reads pool.jsonl as the pool"
                        + " goal writes it.");
            }
            lines.add(object);
        }, (number, problem) -> new InputException("pool file " + pool + ", line " + number + problem.atColumn()
                + ": is not valid JSON: " + problem.getMessage() + ". The judge reads pool.jsonl as the pool goal"
                + " writes it, one JSON object per line.", problem),
                (number, e) -> new InputException("pool file " + pool + " cannot be read: " + FileError.reason(e)
                        + ". Write it with the pool goal first.", e));
        return lines;
    }

    private static void write(Path pool, List<ObjectNode> lines) throws InputException {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (ObjectNode line : lines) {
                out.write(MAPPER.writeValueAsBytes(line));
                out.write('\n');
            }
            AtomicFiles.write(pool, out.toByteArray());
        } catch (IOException e) {
            throw new InputException("pool file " + pool + " cannot be written: " + FileError.reason(e) + ". Check that"
                    + " its folder is writable.", e);
        }
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
