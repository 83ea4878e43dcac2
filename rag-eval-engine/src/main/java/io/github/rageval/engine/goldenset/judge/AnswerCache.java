package io.github.rageval.engine.goldenset.judge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.JsonLines;
import io.github.rageval.engine.input.PathProblems;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.saved.AtomicFiles;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The answers a judge already gave, by model and prompt (the prompt holds the query and the document's text), so
 * that a rerun over the same pool asks nothing twice. A JSON Lines file of {@code {"key", "model", "answer"}}, with
 * {@code "reasoning"} after them when the endpoint returned one ({@link ChatAnswer}), the key the SHA-256 of the
 * model, the system message and the prompt; read whole, written back whole and atomically, in key
 * order (the same answers, the same bytes). A line that cannot be read makes the file unusable rather than silently
 * asked again: delete it to start over.
 */
public final class AnswerCache {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String REASONING = "reasoning";
    private final Path file;
    private final Map<String, ObjectNode> answers = new TreeMap<>();
    private boolean changed;

    private AnswerCache(Path file) {
        this.file = file;
    }

    /** The cache in this file; empty when the file does not exist yet. */
    public static AnswerCache open(Path file) throws InputException {
        return open(file, GoalSettings.JUDGE_CACHE.name());
    }

    /**
     * As {@link #open(Path)}, advice naming the setting in the front end's words.
     *
     * @param judgeCache how advice names the setting {@code judgeCache} ({@code --judge-cache})
     */
    public static AnswerCache open(Path file, String judgeCache) throws InputException {
        AnswerCache cache = new AnswerCache(file);
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return cache;
        }
        // A folder or a broken link in its place would fail as the OS's bare "Is a directory" at the first read.
        PathProblems.requireFile(file, "judge cache " + file, "", "Point " + judgeCache + " at a file (created when"
                + " missing), not a folder.");
        JsonLines.read(file, MAPPER, (number, line) -> {
            if (!(line instanceof ObjectNode answer) || !answer.path("key").isTextual()
                    || !answer.path("answer").isTextual()) {
                throw new InputException("judge cache " + file + ", line " + number + ": is not an answer (an object"
                        + " with \"key\" and \"answer\" strings). Delete the file to ask the judge again.");
            }
            cache.answers.put(answer.get("key").asText(), answer);
        }, (number, problem) -> new InputException("judge cache " + file + ", line " + number + problem.atColumn()
                + ": is not valid JSON: " + problem.getMessage() + ". Delete the file to ask the judge again.",
                problem), (number, e) -> new InputException("judge cache " + file + " cannot be read: "
                        + FileError.reason(e) + ". Check that it is readable, or delete it to ask the judge again.",
                        e));
        return cache;
    }

    /** The key of a question: the model, the system message and the prompt. */
    static String key(String model, String prompt) {
        return key(model, UmbrelaPrompt.SYSTEM, prompt);
    }

    /**
     * The key of a question asked with another system message than UMBRELA's (empty for none), so that the same
     * prompt asked in two ways is two questions.
     */
    static String key(String model, String system, String prompt) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String part : List.of(model, system, prompt)) {
                sha.update(part.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The answer given before to this question, or null. */
    public ChatAnswer answer(String model, String prompt) {
        return answer(model, UmbrelaPrompt.SYSTEM, prompt);
    }

    /** The answer given before to this question asked after this system message (empty for none), or null. */
    public ChatAnswer answer(String model, String system, String prompt) {
        ObjectNode line = answers.get(key(model, system, prompt));
        if (line == null) {
            return null;
        }
        JsonNode reasoning = line.path(REASONING);
        return new ChatAnswer(line.get("answer").asText(), reasoning.isTextual() ? reasoning.asText() : null);
    }

    public void put(String model, String prompt, ChatAnswer answer) {
        put(model, UmbrelaPrompt.SYSTEM, prompt, answer);
    }

    /** Keeps the answer to this question asked after this system message (empty for none). */
    public void put(String model, String system, String prompt, ChatAnswer answer) {
        ObjectNode line = MAPPER.createObjectNode();
        line.put("key", key(model, system, prompt));
        line.put("model", model);
        line.put("answer", answer.content());
        if (answer.reasoning() != null) {
            line.put(REASONING, answer.reasoning());
        }
        answers.put(line.get("key").asText(), line);
        changed = true;
    }

    public int size() {
        return answers.size();
    }

    /** Writes the answers back when some are new. */
    public void save() throws IOException {
        if (!changed) {
            return;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (ObjectNode line : answers.values()) {
            out.write(MAPPER.writeValueAsBytes(line));
            out.write('\n');
        }
        AtomicFiles.write(file, out.toByteArray());
        changed = false;
    }
}
