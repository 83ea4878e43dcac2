package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import io.github.rageval.engine.model.InputException;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** An explanation written to report.json reads back equal, and a whole document's carries no chunk id. */
class ExplanationJsonTest {

    @Test
    void anExplanationReadsBackAsWritten() throws Exception {
        QueryExplanation explanation = new QueryExplanation(3,
                List.of(new DroppedWord("of", "dropped by the english analyzer (a stop word)", List.of())),
                List.of(new DocumentExplanation("guide", true, OptionalInt.of(4), 1.5,
                                List.of(new TermContribution("app", 1.25, 1.2, "count 1 x idf (n 2 of N 9)")),
                                "guide#3"),
                        new DocumentExplanation("notes", false, OptionalInt.of(1), 2.0,
                                List.of(new TermContribution("app", 1.0, 2.0, null))),
                        new DocumentExplanation("faq", true, OptionalInt.empty(), 0, List.of())));

        var node = ExplanationJson.of(explanation);

        assertThat(read(3, node)).isEqualTo(explanation);
        assertThat(node.get("documents").get(0).get("chunk_id").asText()).isEqualTo("guide#3");
        assertThat(node.get("documents").get(1).has("chunk_id")).isFalse();
        assertThat(node.get("documents").get(2).get("rank").isNull()).isTrue();
    }

    @Test
    void whatAnExplanationLeftOutIsWrittenAndReadBackOnlyWhenSomethingWas() throws Exception {
        QueryExplanation explanation = new QueryExplanation(0, List.of(),
                List.of(new DocumentExplanation("guide", true, OptionalInt.of(1), 1.5,
                        List.of(new TermContribution("app", 1.0, 1.25, null)), null, 12, 0.25)), 40, 7);

        var node = ExplanationJson.of(explanation);

        assertThat(read(0, node)).isEqualTo(explanation);
        assertThat(node.get("omitted_words").asInt()).isEqualTo(40);
        assertThat(node.get("omitted_documents").asInt()).isEqualTo(7);
        assertThat(node.get("documents").get(0).get("omitted_terms").asInt()).isEqualTo(12);
        var whole = ExplanationJson.of(new QueryExplanation(0, List.of(), List.of()));
        assertThat(whole.has("omitted_words")).isFalse();
        assertThat(whole.has("omitted_documents")).isFalse();
    }

    private static QueryExplanation read(int caseIndex, JsonNode node) throws InputException {
        return ExplanationJson.read(caseIndex, node, "cases[" + caseIndex + "].explanation",
                ResultSource.Retriever.NO_CORPUS, new ReadBackValues(InputException::new));
    }
}
