package io.github.rageval.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.output.Response;
import io.github.rageval.api.Document;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.langchain4j.LangChain4jSettings;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The ready path's store and options, over a word-count model (no ONNX), so each option's effect is exact. */
class InMemoryModelRetrieverTest {
    private static final List<String> WORDS = List.of("password", "billing", "address", "reset");
    private static final List<Document> CORPUS = List.of(
            new Document("reset", "reset password"),
            new Document("billing", "billing address"),
            new Document("both", "reset billing password address"));

    /** One dimension per word of {@link #WORDS}: its count in the text. */
    private static final class WordCounts implements EmbeddingModel {
        @Override
        public Response<List<Embedding>> embedAll(List<TextSegment> segments) {
            return Response.from(segments.stream().map(s -> vector(s.text())).toList());
        }

        @Override
        public Response<Embedding> embed(String text) {
            return Response.from(vector(text));
        }

        @Override
        public Response<Embedding> embed(TextSegment segment) {
            return embed(segment.text());
        }

        private static Embedding vector(String text) {
            float[] vector = new float[WORDS.size()];
            for (String word : text.toLowerCase(Locale.ROOT).split(" ")) {
                int i = WORDS.indexOf(word);
                if (i >= 0) {
                    vector[i]++;
                }
            }
            return new Embedding(vector);
        }
    }

    private static List<ScoredDocument> ranking(LangChain4jSettings settings, String query, int k) throws Exception {
        InMemoryModelRetriever retriever = new InMemoryModelRetriever(new WordCounts(), settings);
        retriever.index(CORPUS);
        return retriever.retrieve(query, k);
    }

    @Test
    void asksForTheDepthUnlessMaxResultsIsSet() throws Exception {
        LangChain4jSettings defaults = new LangChain4jSettings(null, "m", null, null, "doc_id");

        assertThat(ranking(defaults, "reset password", 2)).extracting(ScoredDocument::id)
                .containsExactly("reset", "both");
        assertThat(ranking(defaults, "reset password", 2).get(0).score()).isCloseTo(1.0, within(1e-9));
        assertThat(ranking(new LangChain4jSettings(null, "m", 1, null, "doc_id"), "reset password", 3))
                .extracting(ScoredDocument::id).containsExactly("reset");
    }

    @Test
    void minScoreDropsTheContentsBelowItAndIdKeyIsWhereTheIdIsWritten() throws Exception {
        // cosine of "billing address" with "reset password" is 0, a relevance score of 0.5; with "both" 0.707...
        assertThat(ranking(new LangChain4jSettings(null, "m", null, 0.6, "id"), "billing address", 3))
                .extracting(ScoredDocument::id).containsExactly("billing", "both");
        assertThat(ranking(new LangChain4jSettings(null, "m", null, null, "id"), "billing address", 3))
                .extracting(ScoredDocument::id).containsExactly("billing", "both", "reset");
    }

    @Test
    void aDocumentWithoutTextIsAnErrorNamingIt() {
        InMemoryModelRetriever retriever = new InMemoryModelRetriever(new WordCounts(),
                new LangChain4jSettings(null, "m", null, null, "doc_id"));

        assertThatThrownBy(() -> retriever.index(List.of(new Document("empty", " "))))
                .isInstanceOf(RetrieverException.class)
                .hasMessage("corpus document 'empty' has no text, which LangChain4j cannot embed. Give it its text, or"
                        + " remove it from the corpus.");
    }
}
