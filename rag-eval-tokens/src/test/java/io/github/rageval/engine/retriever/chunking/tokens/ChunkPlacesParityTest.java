package io.github.rageval.engine.retriever.chunking.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.api.Document;
import io.github.rageval.engine.input.SpanQuestionsLoader;
import io.github.rageval.engine.metrics.spans.PrecisionOmega;
import io.github.rageval.engine.metrics.spans.SpanMetrics;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.SpanQuestion;
import io.github.rageval.engine.retriever.chunking.Chunker;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link Chunker#cut} over Chroma's five corpora, in every configuration of chunkers/places.json.gz, against what
 * brandonstarxel/chunking_evaluation's own {@code BaseEvaluation._get_chunks_and_metadata} (commit d451fc4) made of
 * them: every chunk placed, at the reference's start_index and end_index (its rigorous_document_search on the chunk's
 * text); and, over those places, every question's precision-Ω and highlighted-chunk count
 * ({@code _full_precision_score}) as {@link SpanMetrics#precisionOmega} computes them, equal to the double
 * (chunkers/generate_places.py runs the reference's code). Places and scores come from the same chunking the
 * evaluation indexes, so this holds precision-Ω of every configuration, not only those evaluated end to end
 * ({@link PrecisionOmegaFlowTest}). Skipped without the data, except in CI.
 */
class ChunkPlacesParityTest {
    @Test
    void everyChunkIsWhereTheReferencePlacesItAndEveryQuestionScoresItsPrecisionOmega() throws Exception {
        Path folder = ChromaData.folder();
        Map<String, String> texts = ChromaData.texts(folder);
        List<SpanQuestion> questions = SpanQuestionsLoader.load(folder.resolve("questions_df.csv"), texts);
        JsonNode reference = ReferenceChunkers.read("places.json.gz");
        assertThat(questions).hasSize(reference.get("questions").asInt()).hasSize(472);
        int configurations = 0;
        for (var config : (Iterable<Map.Entry<String, JsonNode>>) reference.get("configs")::fields) {
            Chunker chunker = new Chunker(ReferenceChunkers.settings(config.getKey()), null, Cl100kBase.instance());
            List<CharSpan> places = new ArrayList<>();
            for (Map.Entry<String, String> text : texts.entrySet()) {
                List<CharSpan> cut = chunker.cut(new Document(text.getKey(), text.getValue(), Map.of())).stream()
                        .map(Chunker.Chunk::span).toList();
                compare(config.getKey() + " " + text.getKey(), cut, config.getValue().get("places").get(text.getKey()));
                places.addAll(cut);
            }
            JsonNode omega = config.getValue().get("omega");
            JsonNode highlighted = config.getValue().get("highlighted");
            assertThat(omega).hasSize(questions.size());
            for (int q = 0; q < questions.size(); q++) {
                PrecisionOmega score = SpanMetrics.precisionOmega(questions.get(q).references(), places);
                assertThat(score.score()).as("%s, question %d: precision-Ω", config.getKey(), q + 1)
                        .isEqualTo(omega.get(q).asDouble());
                assertThat(score.highlighted()).as("%s, question %d: highlighted chunks", config.getKey(), q + 1)
                        .isEqualTo(highlighted.get(q).asInt());
            }
            configurations++;
        }
        assertThat(configurations).isEqualTo(12);
    }

    /** The chunks' places, [start, end) in code points, against the reference's flat list of starts and ends. */
    private static void compare(String what, List<CharSpan> places, JsonNode expected) {
        assertThat(places).as("%s: chunks", what).hasSize(expected.size() / 2);
        for (int i = 0; i < places.size(); i++) {
            CharSpan place = places.get(i);
            int start = expected.get(2 * i).asInt();
            int end = expected.get(2 * i + 1).asInt();
            if (place == null || place.start() != start || place.end() != end) {
                fail(String.format(Locale.ROOT, "%s: chunk %d of %d is at %s, the reference's at [%d, %d)", what,
                        i + 1, places.size(), place == null ? "no place" : "[" + place.start() + ", " + place.end()
                        + ")", start, end));
            }
        }
    }
}
