package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The console says what an explanation left out: words, documents, and a document's smallest terms. */
class ExplanationLinesTest {

    @Test
    void whatWasLeftOutIsSaid() {
        QueryExplanation explanation = new QueryExplanation(0,
                List.of(new DroppedWord("zq", "not in vocabulary (no document contains it)", List.of())),
                List.of(new DocumentExplanation("guide", true, OptionalInt.of(1), 0.75,
                        List.of(new TermContribution("app", 1.0, 0.5)), null, 12, 0.25)), 40, 7);

        assertThat(ExplanationLines.of(explanation)).containsExactly(
                "       why: not in vocabulary (no document contains it): zq",
                "            and 40 more words that never became terms, not listed (at most 50 are)",
                "            guide (relevant): rank 1, score 0.7500 = app 1.0000 x 0.5000 + 12 more terms 0.2500",
                "            and 7 more documents, not explained (at most 30 of the top k and 30 relevant ones"
                        + " outside it are)");
    }

    @Test
    void wordsOfNoRelevantDocumentAreAlsoSaidAfterOnesOfARelevantDocument() {
        QueryExplanation explanation = new QueryExplanation(0, List.of(
                new DroppedWord("refund", "not in vocabulary (no document contains it)", List.of("guide")),
                new DroppedWord("zq", "not in vocabulary (no document contains it)", List.of()),
                new DroppedWord("the", "a stop word", List.of())), List.of(), 0, 0);

        assertThat(ExplanationLines.of(explanation)).containsExactly(
                "       why: refund: not in vocabulary (no document contains it), found in relevant guide",
                "            also not in vocabulary (no document contains it): zq",
                "            also a stop word: the");
    }
}
