package io.github.rageval.engine.metrics.spans;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.model.CharSpan;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every per-question span metric equals chunking_evaluation's on Chroma's 472 span-labelled questions, over three
 * chunkings and seeded rankings ({@code spans/generate_span_metrics.py}, which runs the reference's own functions and
 * stores their outputs): precision-Ω and the highlighted-chunk count, and recall, precision and IoU at
 * {@code retrieve=5} and at {@code retrieve=-1}, to the last digit.
 */
class SpanMetricsParityTest {
    private static final Path REFERENCE = Path.of("src/test/resources/spans/span-metrics-reference.json");

    private static JsonNode reference;
    private static List<List<CharSpan>> questions;

    @BeforeAll
    static void read() throws IOException {
        reference = new ObjectMapper().readTree(REFERENCE.toFile());
        questions = new ArrayList<>();
        for (JsonNode question : reference.get("questions")) {
            String corpus = question.get("corpus_id").asText();
            List<CharSpan> spans = new ArrayList<>();
            question.get("references").forEach(r -> spans.add(new CharSpan(corpus, r.get(0).asInt(),
                    r.get(1).asInt())));
            questions.add(spans);
        }
    }

    /** The generator's chunking: windows of {@code size} characters, each {@code size - overlap} after the last. */
    private static List<CharSpan> chunks(int size, int overlap) {
        List<CharSpan> chunks = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = reference.get("corpus_lengths").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> corpus = it.next();
            int length = corpus.getValue().asInt();
            for (int start = 0; start < length; start += size - overlap) {
                chunks.add(new CharSpan(corpus.getKey(), start, Math.min(start + size, length)));
                if (start + size >= length) {
                    break;
                }
            }
        }
        return chunks;
    }

    @Test
    void everyQuestionsScoresEqualTheReferencesOverEveryChunking() {
        assertThat(questions).hasSize(472);
        assertThat(reference.get("chunkings")).hasSize(3);
        int compared = 0;
        for (JsonNode chunking : reference.get("chunkings")) {
            List<CharSpan> chunks = chunks(chunking.get("size").asInt(), chunking.get("overlap").asInt());
            int[] highlighted = new int[questions.size()];
            double omegaSum = 0;
            for (int q = 0; q < questions.size(); q++) {
                String where = chunking.get("size") + "/" + chunking.get("overlap") + " question " + q;
                PrecisionOmega omega = SpanMetrics.precisionOmega(questions.get(q), chunks);
                assertThat(omega.score()).as(where).isEqualTo(chunking.get("precision_omega").get(q).asDouble());
                assertThat(omega.highlighted()).as(where).isEqualTo(chunking.get("highlighted").get(q).asInt());
                highlighted[q] = omega.highlighted();
                omegaSum += omega.score();
            }
            int[] cuts = SpanMetrics.highlightedCuts(highlighted);
            for (int q = 0; q < questions.size(); q++) {
                List<CharSpan> ranked = new ArrayList<>();
                chunking.get("rankings").get(q).forEach(i -> ranked.add(chunks.get(i.asInt())));
                expect(SpanMetrics.retrieved(questions.get(q), ranked.subList(0, 5)), chunking.get("retrieve_5"), q);
                expect(SpanMetrics.retrieved(questions.get(q), ranked.subList(0, cuts[q])),
                        chunking.get("retrieve_all_highlighted"), q);
                compared += 2;
            }
            // numpy sums pairwise: the mean agrees to rounding, not to the bit.
            assertThat(omegaSum / questions.size()).isCloseTo(chunking.get("means").get("precision_omega")
                    .asDouble(), within(1e-14));
        }
        assertThat(compared).isEqualTo(3 * 2 * 472);
    }

    private static void expect(SpanScores scores, JsonNode expected, int q) {
        assertThat(scores.recall()).as("recall " + q).isEqualTo(expected.get("recall").get(q).asDouble());
        assertThat(scores.precision()).as("precision " + q).isEqualTo(expected.get("precision").get(q).asDouble());
        assertThat(scores.iou()).as("iou " + q).isEqualTo(expected.get("iou").get(q).asDouble());
    }
}
