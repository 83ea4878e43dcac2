package io.github.rageval.engine.goldenset.checks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.GoldenCase;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VerbatimQueriesTest {
    @Test
    void aQueryWhoseWordsStandWholeAndInOrderInARelevantDocumentIsCounted() {
        Map<String, String> texts = Map.of("a", "To reset your password, open Settings.",
                "b", "Passwords are reset weekly.", "c", "Resetting my password fails");
        List<GoldenCase> cases = List.of(new GoldenCase("q1", "Reset your PASSWORD?", Map.of("a", 1)),
                // The words are there, but not in this order.
                new GoldenCase("q2", "password reset", Map.of("b", 1)),
                // "reset" is not a whole word of "Resetting".
                new GoldenCase("q3", "reset my password", Map.of("c", 1)),
                // Relevant at grade 2 only: "a" graded 1 does not count at level 2.
                new GoldenCase("q4", "open settings", Map.of("a", 1)));
        VerbatimQueries.Result result = VerbatimQueries.of(cases, texts, 2);
        assertThat(result.asked()).isEqualTo(4);
        assertThat(result.found()).isEmpty();
        assertThat(VerbatimQueries.of(cases, texts, 1).found()).containsExactly("q1", "q4");
    }

    @Test
    void theNoteCountsAndNamesThem() {
        GoldenSetReport report = new GoldenSetReport(List.of(), new VerbatimQueries.Result(20, List.of("q7", "q9",
                "\"reset password\"")), new CorpusCoverage(18, 50, 20));
        assertThat(report.notes()).containsExactly("18 of 50 corpus documents (36.0%) are relevant to at least one"
                + " of the 20 queries; a change to the others passes every gate", "3 of 20 queries appear word for"
                + " word in a relevant document, which a lexical retriever finds for free: q7, q9, \"reset password\"");
    }

    @Test
    void noQueryFoundWordForWordGivesNoNote() {
        assertThat(new GoldenSetReport(List.of(), new VerbatimQueries.Result(3, List.of()), null).notes()).isEmpty();
    }
}
