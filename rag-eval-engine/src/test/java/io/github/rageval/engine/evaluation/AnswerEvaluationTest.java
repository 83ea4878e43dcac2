package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.metrics.answers.RougeL;
import io.github.rageval.engine.metrics.answers.SquadScores;
import io.github.rageval.engine.metrics.contexts.NonLlmContextPrecision;
import io.github.rageval.engine.metrics.contexts.NonLlmContextRecall;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.Variant;
import io.github.rageval.engine.settings.Variants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reference answers, key facts and recorded answers evaluated end to end: the evidence metrics read the retrieved
 * contexts' texts, the answer metrics the recorded answers, and rules they cannot meet are refused.
 */
class AnswerEvaluationTest {
    private static final String REFUNDS = "Refunds are available within 14 days of a charge for annual plans."
            + " Monthly plans are not refundable. Contact billing support to request a refund.";
    private static final String RENEWAL = "Subscriptions renew monthly on the date you first subscribed."
            + " Invoices are in the Billing tab.";
    private static final String LIMITS = "The API allows 600 requests per minute. Beyond it the API answers 429.";

    @TempDir
    Path dir;
    private Path corpus;
    private Path golden;
    private Path answers;

    @BeforeEach
    void files() throws Exception {
        corpus = Files.writeString(dir.resolve("corpus.json"), "[{\"doc_id\": \"refunds\", \"text\": \"" + REFUNDS
                + "\"}, {\"doc_id\": \"renewal\", \"text\": \"" + RENEWAL + "\"}, {\"doc_id\": \"limits\", \"text\": \""
                + LIMITS + "\"}]");
        golden = Files.writeString(dir.resolve("golden.json"), """
                [{"query_id": "q1", "query": "Can I get a refund on annual plans?", "relevant_doc_ids": ["refunds"],
                  "answers": ["within 14 days", "14 days"], "key_facts": ["14 days", "annual plans", "pro rata"]},
                 {"query_id": "q2", "query": "When does my subscription renew?", "relevant_doc_ids": ["renewal"],
                  "answers": "on the date you first subscribed", "key_facts": ["monthly"]},
                 {"query_id": "q3", "query": "How many requests per minute?", "relevant_doc_ids": ["limits"],
                  "answers": ["The 1,000 requests"], "key_facts": ["1,000 requests"]}]""");
        answers = Files.writeString(dir.resolve("answers.jsonl"), """
                {"query_id": "q1", "response": "Within 14 days.", "retrieved_contexts": ["%s"]}
                {"query_id": "q2", "response": "Every month, on the date you first subscribed!"}
                {"query_id": "q3", "response": ""}
                """.formatted(REFUNDS));
    }

    private EvaluationSettings.Builder settings(Map<String, String> thresholds) throws ConfigurationException {
        return EvaluationSettings.builder().corpus(corpus).goldenDataset(golden).k(1)
                .rules(Fixtures.rules(thresholds)).retriever(RetrieverSpec.builder("tfidf").build())
                .corpusOptional(false).sources(DataSources.builder().recordedAnswers(answers).build());
    }

    private static double value(CaseResult result, MetricFamily family) {
        return result.value(Metric.of(family));
    }

    @Test
    void theAnswersMetricsAreComputedWhenTheGoldenSetAndTheRecordedAnswersGiveWhatTheyRead() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings(Map.of()).build());

        assertThat(report.summary().metrics()).contains(Metric.of(MetricFamily.ANSWER_CONTAINMENT),
                Metric.of(MetricFamily.KEY_FACT_RECALL), Metric.of(MetricFamily.EXACT_MATCH),
                Metric.of(MetricFamily.TOKEN_F1), Metric.of(MetricFamily.ROUGE_L))
                .doesNotContain(Metric.of(MetricFamily.NONLLM_CONTEXT_PRECISION),
                        Metric.of(MetricFamily.KNOWLEDGE_F1));
        CaseResult refunds = report.cases().get(0);
        assertThat(refunds.retrieved().get(0).docId()).isEqualTo("refunds");
        assertThat(value(refunds, MetricFamily.ANSWER_CONTAINMENT)).isEqualTo(1.0);
        // "pro rata" is in no retrieved context.
        assertThat(value(refunds, MetricFamily.KEY_FACT_RECALL)).isEqualTo(2.0 / 3);
        assertThat(value(refunds, MetricFamily.EXACT_MATCH)).isEqualTo(1.0);
        assertThat(value(refunds, MetricFamily.TOKEN_F1)).isEqualTo(1.0);
        CaseResult renewal = report.cases().get(1);
        assertThat(value(renewal, MetricFamily.ANSWER_CONTAINMENT)).isEqualTo(1.0);
        assertThat(value(renewal, MetricFamily.EXACT_MATCH)).isEqualTo(0.0);
        assertThat(value(renewal, MetricFamily.TOKEN_F1)).isEqualTo(SquadScores.f1(
                "Every month, on the date you first subscribed!", List.of("on the date you first subscribed")));
        assertThat(value(renewal, MetricFamily.ROUGE_L)).isEqualTo(RougeL.fMeasure(
                List.of("on the date you first subscribed"), "Every month, on the date you first subscribed!", false));
        CaseResult limits = report.cases().get(2);
        // "The 1,000 requests" normalises to "1000 requests", which the context does not hold; an empty answer is 0.
        assertThat(value(limits, MetricFamily.ANSWER_CONTAINMENT)).isEqualTo(0.0);
        assertThat(value(limits, MetricFamily.TOKEN_F1)).isEqualTo(0.0);
        assertThat(report.summary().value(Metric.of(MetricFamily.ANSWER_CONTAINMENT))).isCloseTo(2.0 / 3,
                within(1e-15));
    }

    @Test
    void ragasContextMetricsReadTheRelevantDocumentsTextsAndKnowledgeF1TheRecordedContexts() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings(Map.of("nonllm_context_precision", "0",
                "nonllm_context_recall", "0", "id_context_precision", "0", "id_context_recall", "0",
                "knowledge_f1", "0")).k(2).build());

        CaseResult refunds = report.cases().get(0);
        List<String> contexts = refunds.retrieved().stream().limit(2).map(r -> switch (r.docId()) {
            case "refunds" -> REFUNDS;
            case "renewal" -> RENEWAL;
            default -> LIMITS;
        }).toList();
        assertThat(value(refunds, MetricFamily.NONLLM_CONTEXT_PRECISION)).isEqualTo(
                NonLlmContextPrecision.score(contexts, List.of(REFUNDS)));
        assertThat(value(refunds, MetricFamily.NONLLM_CONTEXT_RECALL)).isEqualTo(
                NonLlmContextRecall.score(contexts, List.of(REFUNDS)));
        assertThat(value(refunds, MetricFamily.ID_CONTEXT_PRECISION)).isEqualTo(0.5);
        assertThat(value(refunds, MetricFamily.ID_CONTEXT_RECALL)).isEqualTo(1.0);
        assertThat(value(refunds, MetricFamily.KNOWLEDGE_F1)).isGreaterThan(0.0);
        // No recorded context: nothing to be faithful to.
        assertThat(value(report.cases().get(1), MetricFamily.KNOWLEDGE_F1)).isEqualTo(0.0);
    }

    @Test
    void aChunkedRetrieversContextsAreItsChunks() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings(Map.of()).retriever(RetrieverSpec.builder("tfidf")
                .chunking(ChunkingSettings.parse(Map.of("size", "4"))).build()).build());

        // The best chunk of the refunds article for "refund on annual plans" holds "annual plans." but not "14 days".
        CaseResult refunds = report.cases().get(0);
        assertThat(refunds.retrieved().get(0).chunk().excerpt()).doesNotContain("14 days");
        assertThat(value(refunds, MetricFamily.ANSWER_CONTAINMENT)).isEqualTo(0.0);
    }

    @Test
    void variantsEachReadTheirOwnContexts() throws Exception {
        Variants variants = new Variants(List.of(new Variant("whole", RetrieverSpec.builder("tfidf").build()),
                new Variant("chunks", RetrieverSpec.builder("tfidf").chunking(ChunkingSettings.parse(
                        Map.of("size", "4"))).build())), null);
        Evaluations evaluations = RagEvaluation.evaluate(settings(Map.of()).variants(variants).build(),
                io.github.rageval.engine.progress.ProgressListener.NONE);

        assertThat(evaluations.variants()).extracting(v -> v.report().cases().get(0).value(
                Metric.of(MetricFamily.ANSWER_CONTAINMENT))).containsExactly(1.0, 0.0);
    }

    @Test
    void contextsWithoutAKnownTextAreNamedInAWarning() throws Exception {
        // A retriever of its own index that returns ids without texts, and no corpus to read them from.
        EvaluationSettings own = settings(Map.of()).corpus(dir.resolve("no-corpus.json")).corpusOptional(true)
                .retriever(RetrieverSpec.builder("com.example.retrievers.ScriptedRetriever")
                        .options(Map.of("answer", "refunds:1.0")).classpath(List.of(Path.of("target/test-classes")))
                        .build()).build();
        EvaluationReport report = RagEvaluation.run(own);

        assertThat(report.cases().get(0).value(Metric.of(MetricFamily.ANSWER_CONTAINMENT))).isEqualTo(0.0);
        assertThat(report.warnings()).contains("retriever com.example.retrievers.ScriptedRetriever returned 3"
                + " results in the top 1 of 3 queries without a text, and no corpus read holds them:"
                + " answer_containment and key_fact_recall read them as empty. Give the corpus, or return each"
                + " passage's text with its result");
    }

    @Test
    void rulesTheEvaluationCannotMeetAreRefusedWithWhatToDo() throws Exception {
        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of("token_f1", "0.5"))
                .sources(DataSources.NONE).build())).isInstanceOf(ConfigurationException.class)
                .hasMessage("thresholds (or a per-tag threshold) holds token_f1, which reads what the RAG pipeline"
                        + " answered, and no answers are recorded. Set recordedAnswers to a JSON Lines file of"
                        + " {query_id, response, retrieved_contexts}, or remove the rule.");
        Files.writeString(golden, Files.readString(golden).replace(", \"key_facts\": [\"monthly\"]", ""));
        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of("key_fact_recall", "0.5")).build()))
                .isInstanceOf(InputException.class)
                .hasMessage("golden dataset file " + golden + ": key_fact_recall reads the key facts of every"
                        + " question, and 1 of 3 questions give none (record 2 (line 3, column 2)). Give each question"
                        + " \"key_facts\", or remove the rule.");
        // Without a rule on it, a metric some question cannot have is simply not computed.
        assertThat(RagEvaluation.run(settings(Map.of()).build()).summary().metrics())
                .doesNotContain(Metric.of(MetricFamily.KEY_FACT_RECALL));
    }

    @Test
    void aRunFileTakesTheAnswerMetricsButNotThoseThatReadTexts() throws Exception {
        Path run = Files.writeString(dir.resolve("run.trec"), "q1 Q0 refunds 1 2.0 r\nq2 Q0 renewal 1 2.0 r\n"
                + "q3 Q0 limits 1 2.0 r\n");
        EvaluationSettings.Builder settings = EvaluationSettings.builder().goldenDataset(golden).k(1)
                .sources(DataSources.builder().run(run).recordedAnswers(answers).build());

        EvaluationReport report = RagEvaluation.run(settings.rules(Fixtures.rules(Map.of("token_f1", "0.1",
                "id_context_recall", "0.5"))).build());
        assertThat(report.cases().get(0).value(Metric.of(MetricFamily.TOKEN_F1))).isEqualTo(1.0);
        assertThat(report.summary().value(Metric.of(MetricFamily.ID_CONTEXT_RECALL))).isEqualTo(1.0);
        assertThatThrownBy(() -> RagEvaluation.run(settings.rules(Fixtures.rules(Map.of("answer_containment",
                "0.5"))).build())).isInstanceOf(ConfigurationException.class).hasMessage("thresholds (or a per-tag"
                + " threshold) holds answer_containment, which reads the texts of the retrieved contexts, and a run"
                + " file lists document ids without them. Evaluate a retriever over the corpus, or remove the rule.");
    }
}
