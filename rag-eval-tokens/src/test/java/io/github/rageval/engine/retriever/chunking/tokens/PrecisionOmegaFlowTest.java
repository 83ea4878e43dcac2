package io.github.rageval.engine.retriever.chunking.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Precision-Ω through rag-eval's whole flow, as a user runs it on Chroma's data: the five corpora as one JSON corpus,
 * questions_df.csv as the golden set as it is, the tfidf retriever chunking with Chroma's chunkers, k = 5. Every
 * question's precision_omega is the double brandonstarxel/chunking_evaluation's {@code _full_precision_score} gives
 * (commit d451fc4, {@code evaluation_framework/base_evaluation.py}; chunkers/places.json.gz, written by
 * chunkers/generate_places.py), and the summary's mean, a compensated (Neumaier) sum over the questions, is within
 * 1e-12 of numpy's mean (pairwise summation) that the reference's run() reports. The technical report's eight
 * configurations; {@link ChunkPlacesParityTest} holds the others chunk for chunk. Skipped without the data, except
 * in CI.
 */
class PrecisionOmegaFlowTest {
    private static final Metric OMEGA = Metric.of(MetricFamily.PRECISION_OMEGA);

    @TempDir
    static Path dir;
    private static Path corpus;

    @ParameterizedTest
    @ValueSource(strings = {"fixed-800-400", "fixed-400-200", "fixed-250-125", "fixed-200-0",
        "recursive-800-400-tokens", "recursive-400-200-tokens", "recursive-250-125-tokens", "recursive-200-0-tokens"})
    void everyQuestionsPrecisionOmegaIsTheReferences(String configuration) throws Exception {
        Path folder = ChromaData.folder();
        if (corpus == null) {
            corpus = ChromaData.jsonCorpus(ChromaData.texts(folder), dir.resolve("corpus.json"));
        }
        EvaluationReport report = RagEvaluation.run(EvaluationSettings.builder().corpus(corpus)
                .goldenDataset(folder.resolve("questions_df.csv")).k(5).corpusOptional(false)
                .retriever(RetrieverSpec.builder("tfidf").chunking(ReferenceChunkers.settings(configuration)).build())
                .build());

        JsonNode reference = ReferenceChunkers.read("places.json.gz").get("configs").get(configuration);
        JsonNode omega = reference.get("omega");
        assertThat(report.cases()).hasSize(omega.size()).hasSize(472);
        List<Double> ours = report.cases().stream().map(c -> c.value(OMEGA)).toList();
        for (int q = 0; q < ours.size(); q++) {
            assertThat(ours.get(q)).as("%s, question %d (%s)", configuration, q + 1, report.cases().get(q).query())
                    .isEqualTo(omega.get(q).asDouble());
        }
        assertThat(report.summary().value(OMEGA)).isCloseTo(reference.get("mean").asDouble(), within(1e-12));
    }
}
