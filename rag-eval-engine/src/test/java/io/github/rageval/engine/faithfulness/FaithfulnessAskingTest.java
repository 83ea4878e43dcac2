package io.github.rageval.engine.faithfulness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.goldenset.judge.AnswerCache;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The faithfulness goal's work against a scripted endpoint: ragas' two prompts asked in ragas' way, the score, the
 * questions whose replies cannot be read left without a value and named, and a second run that reads the cache only.
 */
class FaithfulnessAskingTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final FaithfulnessJudging.Question REFUND = new FaithfulnessJudging.Question("q1",
            "Can I get a refund?", "Refunds are available within 14 days. Monthly plans are refundable.",
            List.of("Refunds are available within 14 days of a charge for annual plans.",
                    "Monthly plans are not refundable."));
    private static final FaithfulnessJudging.Question SSO = new FaithfulnessJudging.Question("q2",
            "How do I set up SSO?", "Ask support.", List.of("SSO is configured under Settings."));

    @TempDir
    Path dir;

    /** An endpoint that answers from a script and keeps every request body. */
    private static final class ScriptedEndpoint implements JudgeReplies.Endpoint {
        private final Deque<String> replies;
        private final List<String> bodies = new ArrayList<>();

        ScriptedEndpoint(String... replies) {
            this.replies = new ArrayDeque<>(List.of(replies));
        }

        @Override
        public String content(String body) throws InputException {
            bodies.add(body);
            if (replies.isEmpty()) {
                throw new InputException("asked more than the script holds");
            }
            return replies.poll();
        }
    }

    @Test
    void bothPromptsAreAskedAsRagasAsksThemAndScoredAsRagasScores() throws Exception {
        ScriptedEndpoint endpoint = new ScriptedEndpoint(
                "{\"statements\": [\"Refunds are available within 14 days.\", \"Monthly plans are refundable.\"]}",
                "```json\n{\"statements\": [{\"statement\": \"Refunds are available within 14 days.\", \"reason\":"
                        + " \"stated\", \"verdict\": 1}, {\"statement\": \"Monthly plans are refundable.\","
                        + " \"reason\": \"contradicted\", \"verdict\": 0}]}\n```");
        AnswerCache cache = AnswerCache.open(dir.resolve("cache.jsonl"));

        FaithfulnessRun run = FaithfulnessAsking.run(List.of(REFUND), "qwen3:8b", endpoint, cache, "judgeCache",
                ProgressListener.NONE);

        assertThat(run.judged().get(0).value()).hasValue(0.5);
        JsonNode first = MAPPER.readTree(endpoint.bodies.get(0));
        assertThat(first.get("model").asText()).isEqualTo("qwen3:8b");
        assertThat(first.get("temperature").asDouble()).isEqualTo(0.01);
        assertThat(first.get("messages")).hasSize(1);
        assertThat(first.get("messages").get(0).get("role").asText()).isEqualTo("user");
        assertThat(first.get("messages").get(0).get("content").asText())
                .isEqualTo(FaithfulnessPrompts.statements(REFUND.question(), REFUND.answer()));
        assertThat(MAPPER.readTree(endpoint.bodies.get(1)).get("messages").get(0).get("content").asText())
                .isEqualTo(FaithfulnessPrompts.verdicts(REFUND.contexts(), List.of(
                        "Refunds are available within 14 days.", "Monthly plans are refundable.")));
        assertThat(run.line("qwen3:8b")).isEqualTo("Faithfulness: 1 of 1 question scored by ragas:qwen3:8b (2 asked,"
                + " 0 from the cache), 0 unreadable, 0 without statements; mean 0.5000.");
        assertThat(Files.readAllLines(dir.resolve("cache.jsonl"))).hasSize(2);
    }

    @Test
    void aSecondRunReadsTheCacheOnlyAndGivesTheSameValues() throws Exception {
        Path file = dir.resolve("cache.jsonl");
        FaithfulnessRun first = FaithfulnessAsking.run(List.of(REFUND, SSO), "m", new ScriptedEndpoint(
                "{\"statements\": [\"a\", \"b\"]}",
                "{\"statements\": [" + verdict("a", 1) + ", " + verdict("b", 1) + "]}",
                "{\"statements\": [\"c\"]}",
                "{\"statements\": [" + verdict("c", 0) + "]}"), AnswerCache.open(file), "judgeCache",
                ProgressListener.NONE);
        byte[] cached = Files.readAllBytes(file);

        ScriptedEndpoint silent = new ScriptedEndpoint();
        FaithfulnessRun second = FaithfulnessAsking.run(List.of(REFUND, SSO), "m", silent, AnswerCache.open(file),
                "judgeCache", ProgressListener.NONE);

        assertThat(silent.bodies).isEmpty();
        assertThat(second.judged()).isEqualTo(first.judged());
        assertThat(second.line("m")).isEqualTo("Faithfulness: 2 of 2 questions scored by ragas:m (0 asked, 4 from the"
                + " cache), 0 unreadable, 0 without statements; mean 0.5000.");
        assertThat(Files.readAllBytes(file)).isEqualTo(cached);
    }

    @Test
    void anUnreadableReplyLeavesItsQuestionWithoutAValueNamedAndNoStatementsAsksNoVerdicts() throws Exception {
        ScriptedEndpoint endpoint = new ScriptedEndpoint(
                "{\"statements\": [\"a\"]}",
                "{\"statements\": [{\"statement\": \"a\", \"verdict\": 1}]}",
                "{\"statements\": []}");
        FaithfulnessRun run = FaithfulnessAsking.run(List.of(REFUND, SSO), "m", endpoint,
                AnswerCache.open(dir.resolve("cache.jsonl")), "judgeCache", ProgressListener.NONE);

        assertThat(run.judged().get(0).value()).isEmpty();
        assertThat(run.judged().get(0).gap()).isEqualTo(FaithfulnessJudging.Gap.VERDICTS_UNREADABLE);
        assertThat(run.judged().get(1).gap()).isEqualTo(FaithfulnessJudging.Gap.NO_STATEMENTS);
        assertThat(endpoint.bodies).hasSize(3);
        assertThat(run.line("m")).isEqualTo("Faithfulness: 0 of 2 questions scored by ragas:m (3 asked, 0 from the"
                + " cache), 1 unreadable (q1: its verdicts reply is unreadable), 1 without statements; no mean (no"
                + " question scored).");
    }

    @Test
    void anEmptyReplyIsUnreadableAndNotKeptSoThatARerunAsksAgain() throws Exception {
        Path file = dir.resolve("cache.jsonl");
        FaithfulnessRun run = FaithfulnessAsking.run(List.of(SSO), "m", new ScriptedEndpoint(""),
                AnswerCache.open(file), "judgeCache", ProgressListener.NONE);

        assertThat(run.judged().get(0).gap()).isEqualTo(FaithfulnessJudging.Gap.STATEMENTS_UNREADABLE);
        assertThat(AnswerCache.open(file).size()).isZero();
    }

    @Test
    void whatWasAskedBeforeTheEndpointFailedIsKept() throws Exception {
        Path file = dir.resolve("cache.jsonl");
        assertThatThrownBy(() -> FaithfulnessAsking.run(List.of(REFUND), "m",
                new ScriptedEndpoint("{\"statements\": [\"a\"]}"), AnswerCache.open(file), "judgeCache",
                ProgressListener.NONE)).isInstanceOf(InputException.class);
        assertThat(AnswerCache.open(file).size()).isEqualTo(1);
    }

    @Test
    void theCheckReadsTheCacheOnlyAndRefusesAMissingReplyNamingTheQuestion() throws Exception {
        Path file = dir.resolve("cache.jsonl");
        FaithfulnessAsking.run(List.of(REFUND), "m", new ScriptedEndpoint("{\"statements\": [\"a\"]}",
                "{\"statements\": [" + verdict("a", 1) + "]}"), AnswerCache.open(file), "judgeCache",
                ProgressListener.NONE);
        CachedReplies offline = new CachedReplies("m", AnswerCache.open(file), "cache.jsonl",
                new CachedReplies.Advice("mvn rag-eval:faithfulness", "judgeModel", "judgeCache"));

        assertThat(FaithfulnessJudging.judge(List.of(REFUND), offline, ProgressListener.NONE).get(0).value())
                .hasValue(1.0);
        assertThatThrownBy(() -> FaithfulnessJudging.judge(List.of(REFUND, SSO), offline, ProgressListener.NONE))
                .isInstanceOf(InputException.class)
                .hasMessage("faithfulness of question q2: the judge cache cache.jsonl holds no reply of m to its"
                        + " statements prompt, and the check asks no model. Run the faithfulness goal (mvn"
                        + " rag-eval:faithfulness) with the same judgeModel and judgeCache first.");
    }

    @Test
    void repliesOfAnotherWayOfAskingAreNotReadAsRagasReplies() throws Exception {
        // An UMBRELA answer to the same prompt text, cached by the judge goal, is another question.
        AnswerCache cache = AnswerCache.open(dir.resolve("cache.jsonl"));
        String prompt = FaithfulnessPrompts.statements(SSO.question(), SSO.answer());
        cache.put("m", prompt, new io.github.rageval.engine.goldenset.judge.ChatAnswer("{\"statements\": []}", null));
        assertThat(cache.answer("m", RagasRequest.SYSTEM, prompt)).isNull();
    }

    private static String verdict(String statement, int verdict) {
        return "{\"statement\": \"" + statement + "\", \"reason\": \"r\", \"verdict\": " + verdict + "}";
    }
}
