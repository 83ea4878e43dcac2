package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.faithfulness.CachedFaithfulness;
import io.github.rageval.engine.faithfulness.FaithfulnessAsking;
import io.github.rageval.engine.faithfulness.FaithfulnessQuestions;
import io.github.rageval.engine.faithfulness.FaithfulnessRun;
import io.github.rageval.engine.goldenset.judge.AnswerCache;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.input.RecordedAnswersLoader;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.FaithfulnessSource;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check's {@code faithfulness}: computed only when a rule names it, offline, from the replies the faithfulness
 * goal cached; a question whose reply is not cached, or that has no value, is refused naming it.
 */
class FaithfulnessEvaluationTest {
    private static final String REFUNDS = "Refunds are available within 14 days of a charge for annual plans.";
    private static final String RENEWAL = "Subscriptions renew monthly on the date you first subscribed.";

    @TempDir
    Path dir;
    private Path corpus;
    private Path golden;
    private Path answers;
    private Path cache;

    @BeforeEach
    void files() throws Exception {
        corpus = Files.writeString(dir.resolve("corpus.json"), "[{\"doc_id\": \"refunds\", \"text\": \"" + REFUNDS
                + "\"}, {\"doc_id\": \"renewal\", \"text\": \"" + RENEWAL + "\"}]");
        golden = Files.writeString(dir.resolve("golden.json"), """
                [{"query_id": "q1", "query": "Can I get a refund?", "relevant_doc_ids": ["refunds"]},
                 {"query_id": "q2", "query": "When does my subscription renew?", "relevant_doc_ids": ["renewal"]}]""");
        answers = Files.writeString(dir.resolve("answers.jsonl"), """
                {"query_id": "q1", "response": "Within 14 days, for any plan.", "retrieved_contexts": ["%s"]}
                {"query_id": "q2", "response": "Monthly.", "retrieved_contexts": ["%s"]}
                """.formatted(REFUNDS, RENEWAL));
        cache = dir.resolve("judge-cache.jsonl");
    }

    /** Runs the faithfulness goal's work against a scripted endpoint, filling the cache. */
    private FaithfulnessRun judge(String... replies) throws InputException {
        Deque<String> script = new ArrayDeque<>(List.of(replies));
        return FaithfulnessAsking.run(FaithfulnessQuestions.of(new RecordedAnswersLoader().attach(answers,
                new GoldenDatasetLoader().load(golden))), "qwen3:8b", body -> script.remove(),
                AnswerCache.open(cache), "judgeCache", ProgressListener.NONE);
    }

    private EvaluationSettings settings(Map<String, String> thresholds, String model) throws ConfigurationException {
        return EvaluationSettings.builder().corpus(corpus).goldenDataset(golden).k(1)
                .rules(Fixtures.rules(thresholds)).retriever(RetrieverSpec.builder("tfidf").build())
                .corpusOptional(false).sources(DataSources.builder().recordedAnswers(answers)
                        .faithfulness(model == null ? null : FaithfulnessSource.of(model, golden ->
                                CachedFaithfulness.attach(golden, model, cache, cache.toString(),
                                        SettingWords.PARAMETERS))).build())
                .build();
    }

    private static String verdicts(int... verdicts) {
        StringBuilder reply = new StringBuilder("{\"statements\": [");
        for (int i = 0; i < verdicts.length; i++) {
            reply.append(i == 0 ? "" : ", ").append("{\"statement\": \"s").append(i).append("\", \"reason\": \"r\","
                    + " \"verdict\": ").append(verdicts[i]).append('}');
        }
        return reply.append("]}").toString();
    }

    @Test
    void aRuleOnFaithfulnessReadsTheCachedRepliesOfflineAsTheGoalScoredThem() throws Exception {
        FaithfulnessRun run = judge("{\"statements\": [\"Refunds within 14 days.\", \"Any plan.\"]}",
                verdicts(1, 0), "{\"statements\": [\"Subscriptions renew monthly.\"]}", verdicts(1));

        EvaluationReport report = RagEvaluation.run(settings(Map.of("faithfulness", "0.9"), "qwen3:8b"));

        Metric faithfulness = Metric.of(MetricFamily.FAITHFULNESS);
        assertThat(report.cases().get(0).value(faithfulness)).isEqualTo(0.5);
        assertThat(report.cases().get(1).value(faithfulness)).isEqualTo(1.0);
        assertThat(report.summary().value(faithfulness)).isEqualTo(run.mean().getAsDouble()).isEqualTo(0.75);
    }

    @Test
    void withoutARuleFaithfulnessIsNeitherComputedNorItsCacheRead() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings(Map.of(), "qwen3:8b"));

        assertThat(report.summary().metrics()).doesNotContain(Metric.of(MetricFamily.FAITHFULNESS));
        assertThat(cache).doesNotExist();
    }

    @Test
    void aQuestionWhoseReplyIsNotCachedIsRefusedNamingItAndTheGoalToRun() throws Exception {
        judge("{\"statements\": [\"a\"]}", verdicts(1), "{\"statements\": [\"b\"]}", verdicts(0));
        Files.writeString(answers, Files.readString(answers).replace("Monthly.", "Every month."));

        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of("faithfulness", "0.9"), "qwen3:8b")))
                .isInstanceOf(InputException.class)
                .hasMessage("faithfulness of question q2: the judge cache " + cache + " holds no reply of qwen3:8b to"
                        + " its statements prompt, and the check asks no model. Run the faithfulness goal (mvn"
                        + " rag-eval:faithfulness) with the same judgeModel and judgeCache first.");
    }

    @Test
    void anotherModelsRepliesAreNotRead() throws Exception {
        judge("{\"statements\": [\"a\"]}", verdicts(1), "{\"statements\": [\"b\"]}", verdicts(0));

        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of("faithfulness", "0.9"), "llama3")))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith("faithfulness of question q1: the judge cache " + cache + " holds no reply"
                        + " of llama3 to its statements prompt");
    }

    @Test
    void aQuestionWithoutAValueIsRefusedNotCountedAsZero() throws Exception {
        judge("{\"statements\": [\"a\"]}", "I cannot judge this.", "{\"statements\": []}");

        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of("faithfulness", "0.9"), "qwen3:8b")))
                .isInstanceOf(InputException.class)
                .hasMessage("faithfulness has no value for 2 of 2 questions (q1: its verdicts reply is unreadable; q2:"
                        + " no statement was found in its answer), as ragas would give NaN, and a gate over the"
                        + " others would hold a subset. Judge with another judgeModel, or remove the rule on"
                        + " faithfulness.");
    }

    @Test
    void aRuleOnFaithfulnessWithoutJudgeModelSaysWhatToSet() {
        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of("faithfulness", "0.9"), null)))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("thresholds (or a per-tag threshold) holds faithfulness, which reads the judge's replies"
                        + " the faithfulness goal kept, and judgeModel is not set. Set judgeModel (and judgeCache)"
                        + " to those mvn rag-eval:faithfulness ran with, or remove the rule.");
    }
}
