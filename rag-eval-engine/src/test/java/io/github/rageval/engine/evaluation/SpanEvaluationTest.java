package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.metrics.spans.SpanMetrics;
import io.github.rageval.engine.metrics.spans.SpanScores;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
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

/** A golden set labelled by character spans, evaluated end to end: chunks judged by the spans, span metrics gated. */
class SpanEvaluationTest {
    private static final String PARKING = "The garage has forty parking spaces for staff. Visitors park on level two."
            + " Bicycles go in the cage by the lift. The garage closes at ten at night.";
    private static final String APP = "Download the mobile app from the company portal. Sign in with your badge"
            + " number. The app shows your shifts and your leave.";

    @TempDir
    Path dir;
    private Path corpus;
    private Path golden;

    @BeforeEach
    void files() throws Exception {
        corpus = dir.resolve("corpus.json");
        Files.writeString(corpus, "[{\"doc_id\": \"parking\", \"text\": \"" + PARKING + "\"},"
                + " {\"doc_id\": \"app\", \"text\": \"" + APP + "\"}]");
        golden = dir.resolve("golden.json");
        int spaces = PARKING.indexOf("The garage has forty");
        Files.writeString(golden, """
                [{"query_id": "q1", "query": "How many parking spaces has the garage?",
                  "references": [{"doc_id": "parking", "start": %d, "end": %d}]},
                 {"query_id": "q2", "query": "Where do I download the mobile app?",
                  "references": [{"doc_id": "app", "content": "Download the mobile app from the company portal"}]}]
                """.formatted(spaces, spaces + "The garage has forty parking spaces for staff".length()));
    }

    private EvaluationSettings settings(String size, Map<String, String> thresholds) throws ConfigurationException {
        return EvaluationSettings.builder().corpus(corpus).goldenDataset(golden).k(2)
                .rules(Fixtures.rules(thresholds)).retriever(chunked(size)).corpusOptional(false).build();
    }

    private static RetrieverSpec chunked(String size) throws ConfigurationException {
        return RetrieverSpec.builder("tfidf").chunking(ChunkingSettings.parse(Map.of("size", size))).build();
    }

    @Test
    void chunksAreJudgedByTheSpansAndScoredAsTheReferenceScoresThem() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings("8", Map.of()));

        CaseResult parking = report.cases().get(0);
        // Chunks of 8 words: the reference's 45 characters lie in the first chunk alone.
        assertThat(parking.golden().grades()).containsExactly(Map.entry("parking#1", 1));
        assertThat(parking.retrieved()).extracting(ScoredDocument::docId).first().isEqualTo("parking#1");
        List<CharSpan> chunks = parking.retrieved().stream().map(r -> r.chunk().span()).toList();
        assertThat(chunks.get(0)).isEqualTo(new CharSpan("parking", 0,
                "The garage has forty parking spaces for staff.".length()));
        SpanScores expected = SpanMetrics.retrieved(List.of(new CharSpan("parking", 0, 45)), chunks);
        assertThat(parking.value(Metric.of(MetricFamily.SPAN_RECALL))).isEqualTo(1.0);
        assertThat(parking.value(Metric.of(MetricFamily.SPAN_PRECISION))).isEqualTo(expected.precision());
        assertThat(parking.value(Metric.of(MetricFamily.SPAN_IOU))).isEqualTo(expected.iou());
        assertThat(parking.value(Metric.of(MetricFamily.PRECISION_OMEGA))).isEqualTo(
                SpanMetrics.precisionOmega(List.of(new CharSpan("parking", 0, 45)), List.of(chunks.get(0))).score());
        assertThat(report.summary().metrics()).contains(Metric.of(MetricFamily.SPAN_RECALL),
                Metric.of(MetricFamily.PRECISION_OMEGA));
        // The content was found where the document holds it.
        assertThat(report.cases().get(1).golden().spans().spans())
                .containsExactly(new CharSpan("app", 0, "Download the mobile app from the company portal".length()));
        // Chunk ids are what is ranked: neither the chunk-label warning nor "ids not in the corpus".
        assertThat(report.warnings()).isEmpty();
    }

    @Test
    void aThresholdOnASpanMetricGatesTheBuild() throws Exception {
        assertThat(RagEvaluation.run(settings("8", Map.of("span_recall", "1.0"))).passed()).isTrue();
        EvaluationReport strict = RagEvaluation.run(settings("8", Map.of("span_precision", "0.9")));
        assertThat(strict.passed()).isFalse();
        assertThat(strict.violations()).singleElement().asString().contains("span_precision");
        // The corrected variants are computed when a rule names them; without overlap they equal the reference's.
        EvaluationReport merged = RagEvaluation.run(settings("8", Map.of("span_iou_merged", "0.1")));
        assertThat(merged.summary().value(Metric.of(MetricFamily.SPAN_IOU_MERGED)))
                .isEqualTo(merged.summary().value(Metric.of(MetricFamily.SPAN_IOU)));
    }

    @Test
    void chunkingsCompareAsVariantsOnTheSameSpans() throws Exception {
        Variants grid = new Variants(List.of(new Variant("w4", chunked("4")), new Variant("w8", chunked("8")),
                new Variant("w16", chunked("16")), new Variant("w32", chunked("32"))), "w8");
        Evaluations evaluations = RagEvaluation.evaluate(settings("8", Map.of("span_recall", "0.5")).toBuilder()
                .variants(grid).build(), io.github.rageval.engine.progress.ProgressListener.NONE);

        Metric omega = Metric.of(MetricFamily.PRECISION_OMEGA);
        List<Double> ceilings = evaluations.variants().stream()
                .map(v -> v.report().summary().value(omega)).toList();
        // From 8 words up, bigger chunks hold more that is not the answer: the chunking's own ceiling falls.
        assertThat(ceilings.subList(1, 4)).isSortedAccordingTo((a, b) -> Double.compare(b, a)).doesNotHaveDuplicates();
        // 4-word chunks cut each answer once, and the space at the cut is in no chunk: 44 of the 46 characters of the
        // highlighted chunks and the answer's uncovered space are the answer's (q1), 46 of 48 (q2).
        assertThat(ceilings.get(0)).isEqualTo((44.0 / 46 + 46.0 / 48) / 2);
        assertThat(ceilings.get(1)).isEqualTo((45.0 / 46 + 47.0 / 48) / 2);
        assertThat(evaluations.gate().passed()).isTrue();
    }

    @Test
    void badReferencesAreRefusedNamingTheRecordAndTheReference() throws Exception {
        Files.writeString(golden, """
                [{"query": "parking", "references": [{"doc_id": "parking", "start": 0, "end": 9999}]}]""");
        assertThatThrownBy(() -> RagEvaluation.run(settings("8", Map.of()))).isInstanceOf(InputException.class)
                .hasMessage("golden dataset file " + golden + ", record 1 (line 1, column 2): reference 1 (document"
                        + " \"parking\") runs to character 9999, past the document's end (" + PARKING.length()
                        + " characters). Offsets count characters (code points) from 0, end exclusive.");

        Files.writeString(golden, """
                [{"query": "parking",
                  "references": [{"doc_id": "parking", "start": 0, "end": 3, "content": "Thx"}]}]""");
        assertThatThrownBy(() -> RagEvaluation.run(settings("8", Map.of()))).isInstanceOf(InputException.class)
                .hasMessageContaining("characters 0 to 3 hold \"The\", not its content \"Thx\"");

        Files.writeString(golden, """
                [{"query": "parking", "references": [{"doc_id": "parking", "content": "The garage"}]}]""");
        assertThatThrownBy(() -> RagEvaluation.run(settings("8", Map.of()))).isInstanceOf(InputException.class)
                .hasMessageContaining("occurs more than once in the document (at characters 0 and "
                        + PARKING.indexOf("The garage closes") + "). Give the range to say which.");

        Files.writeString(golden, """
                [{"query": "parking", "references": [{"doc_id": "parking", "content": "forty-two"}]}]""");
        assertThatThrownBy(() -> RagEvaluation.run(settings("8", Map.of()))).isInstanceOf(InputException.class)
                .hasMessageContaining("its content \"forty-two\" is not in the document's text");

        Files.writeString(golden, """
                [{"query": "parking", "references": [{"doc_id": "garage", "start": 0, "end": 3}]}]""");
        assertThatThrownBy(() -> RagEvaluation.run(settings("8", Map.of()))).isInstanceOf(InputException.class)
                .hasMessageContaining("reference 1 (document \"garage\") is not in corpus file " + corpus);
    }

    @Test
    void aRetrieverThatChunksOnItsOwnHasItsPassagesPlacedAndScored() throws Exception {
        EvaluationSettings own = settings("8", Map.of()).toBuilder().retriever(RetrieverSpec.builder(
                SentencePassagesRetriever.class.getName()).classpath(List.of(Path.of("target/test-classes"))).build())
                .build();
        EvaluationReport report = RagEvaluation.run(own);

        CaseResult parking = report.cases().get(0);
        // The garage's sentence comes first, placed where the note holds it (its '.' left out, as Chroma's search
        // does), keyed by its place; the made-up passage last, covering nothing.
        String sentence = "The garage has forty parking spaces for staff";
        assertThat(parking.retrieved().get(0).docId()).isEqualTo("parking@0-" + sentence.length());
        assertThat(parking.retrieved().get(0).chunk().span()).isEqualTo(new CharSpan("parking", 0, sentence.length()));
        assertThat(parking.golden().grades()).containsEntry("parking@0-" + sentence.length(), 1);
        assertThat(parking.retrieved().get(1).chunk().span().placed()).isFalse();
        // Recall: the reference is covered; precision: its 45 characters over 45 + the made-up passage's 45.
        assertThat(parking.value(Metric.of(MetricFamily.SPAN_RECALL))).isEqualTo(1.0);
        assertThat(parking.value(Metric.of(MetricFamily.SPAN_PRECISION))).isEqualTo(45.0 / (45 + 45));
        // Its chunking is not known whole, so the best precision it allows is not either: no precision_omega.
        assertThat(report.summary().metrics()).doesNotContain(Metric.of(MetricFamily.PRECISION_OMEGA));
        assertThat(report.warnings()).singleElement().asString().startsWith("retriever " + SentencePassagesRetriever
                .class.getName() + " returned 2 passages that cannot be placed in the document named with them,"
                + " e.g. 'NOTHING OF THIS IS IN THE PARKING NOTE AT ALL' of 'parking' (not found in it)");

        assertThatThrownBy(() -> RagEvaluation.run(own.toBuilder().rules(Fixtures.rules(Map.of("precision_omega",
                "0.1"))).build())).isInstanceOf(ConfigurationException.class).hasMessageContaining("holds"
                + " precision_omega, the best span precision a chunking allows, which needs every chunk of the"
                + " chunking, and retriever " + SentencePassagesRetriever.class.getName() + " chunks on its own");
    }

    @Test
    void aRetrieverOfWholeDocumentsIsScoredOnWholeDocuments() throws Exception {
        EvaluationReport whole = RagEvaluation.run(settings("8", Map.of()).toBuilder()
                .retriever(RetrieverSpec.builder("tfidf").build()).build());
        CaseResult parking = whole.cases().get(0);
        assertThat(parking.retrieved().get(0).chunk().span()).isEqualTo(new CharSpan("parking", 0, PARKING.length()));
        assertThat(parking.value(Metric.of(MetricFamily.SPAN_PRECISION))).isEqualTo(45.0 / (PARKING.length()
                + APP.length()));
    }

    @Test
    void spanMetricsNeedSpanLabels() throws Exception {
        Files.writeString(golden, """
                [{"query": "parking", "relevant_doc_ids": ["parking"]}]""");
        assertThatThrownBy(() -> RagEvaluation.run(settings("8", Map.of("span_iou", "0.2"))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("holds span_iou, which reads the character spans that answer each question,"
                        + " and golden dataset file " + golden + " labels documents, not character spans");
    }

    @Test
    void chromasQuestionsFileIsAGoldenSetAsItIs() throws Exception {
        Path csv = dir.resolve("questions_df.csv");
        Files.writeString(csv, "question,references,corpus_id\n\"How many parking spaces has the garage?\","
                + "\"[{\"\"content\"\": \"\"forty parking spaces\"\","
                + " \"\"start_index\"\": 15, \"\"end_index\"\": 35}]\",parking\n");
        EvaluationReport report = RagEvaluation.run(settings("8", Map.of()).toBuilder().goldenDataset(csv).build());

        assertThat(report.cases()).singleElement().satisfies(c -> {
            assertThat(c.golden().spans().spans()).containsExactly(new CharSpan("parking", 15, 35));
            assertThat(c.value(Metric.of(MetricFamily.SPAN_RECALL))).isEqualTo(1.0);
        });

        Files.writeString(csv, "question,references,corpus_id\nq,\"[{\"\"content\"\": \"\"forty\"\","
                + " \"\"start_index\"\": 14, \"\"end_index\"\": 19}]\",parking\n");
        assertThatThrownBy(() -> RagEvaluation.run(settings("8", Map.of()).toBuilder().goldenDataset(csv).build()))
                .isInstanceOf(InputException.class).hasMessage("golden dataset file " + csv + ", line 2, question"
                        + " \"q\": reference 1 (document \"parking\"): characters 14 to 19 hold \" fort\", not its"
                        + " content \"forty\". Correct the range, or give the content alone to have it found.");
    }

    /** Chroma's 472 questions over its five corpora, each file one document as the reference reads them. */
    @Test
    @org.junit.jupiter.api.condition.EnabledIfSystemProperty(named = "rageval.chunking.dir", matches = ".+")
    void chromasOwnQuestionsAreLocatedAndScored() throws Exception {
        Path folder = Path.of(System.getProperty("rageval.chunking.dir"));
        StringBuilder json = new StringBuilder("[");
        try (var files = Files.list(folder.resolve("corpora"))) {
            for (Path file : files.sorted().toList()) {
                json.append(json.length() > 1 ? "," : "").append("{\"doc_id\": ")
                        .append(new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(
                                file.getFileName().toString().replaceFirst("\\.md$", "")))
                        .append(", \"text\": ").append(new com.fasterxml.jackson.databind.ObjectMapper()
                                .writeValueAsString(Files.readString(file))).append("}");
            }
        }
        Files.writeString(corpus, json.append("]"));
        EvaluationReport report = RagEvaluation.run(settings("200", Map.of()).toBuilder()
                .goldenDataset(folder.resolve("questions_df.csv")).k(5).build());

        assertThat(report.cases()).hasSize(472);
        assertThat(report.summary().value(Metric.of(MetricFamily.PRECISION_OMEGA))).isBetween(0.0, 1.0);
        // Every question has an answer, so every question has a relevant chunk.
        assertThat(report.cases()).allMatch(c -> !c.golden().grades().isEmpty());
    }
}
