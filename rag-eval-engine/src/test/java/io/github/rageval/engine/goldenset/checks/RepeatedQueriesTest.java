package io.github.rageval.engine.goldenset.checks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RepeatedQueriesTest {
    private static GoldenDataset golden(GoldenCase... cases) {
        List<String> places = java.util.stream.IntStream.range(0, cases.length)
                .mapToObj(i -> "record " + (i + 1) + " (line " + (i + 1) + ", column 1)").toList();
        return new GoldenDataset(Path.of("golden.jsonl"), List.of(cases), places);
    }

    @Test
    void theSameQueryJudgedTwoWaysIsAnErrorNamingBothPlacesAndWhatDiffers() {
        GoldenDataset golden = golden(new GoldenCase("q1", "How do I reset my password?", Map.of("a", 1)),
                new GoldenCase("q2", "Something else", Map.of("b", 1)),
                new GoldenCase("q3", "how do i  reset my PASSWORD", Map.of("a", 2, "c", 0)));
        assertThatThrownBy(() -> RepeatedQueries.requireConsistent(golden)).isInstanceOf(InputException.class)
                .hasMessage("golden set golden.jsonl: record 1 (line 1, column 1) (query_id \"q1\") and record 3"
                        + " (line 3, column 1) (query_id \"q3\") ask the same query \"how do i reset my password\""
                        + " (compared without case, extra spaces or trailing punctuation) but judge it differently:"
                        + " \"a\" graded 1 in the first, graded 2 in the second; \"c\" not judged in the first,"
                        + " graded 0 in the second. Every mean would count the query twice with two answers. Give"
                        + " both the same judgments, or remove one of them.");
    }

    @Test
    void theSameQueryWithTheSameJudgmentsIsAWarning() throws InputException {
        GoldenDataset golden = golden(new GoldenCase(null, "Reset password.", Map.of("a", 1)),
                new GoldenCase(null, "reset password", Map.of("a", 1)),
                new GoldenCase(null, "billing", Map.of("b", 1)));
        RepeatedQueries.requireConsistent(golden);
        assertThat(RepeatedQueries.warnings(golden)).containsExactly(new Finding("repeated_query", "repeated query:"
                + " record 1 (line 1, column 1), record 2 (line 2, column 1) ask the same query \"reset password\""
                + " with the same judgments, so it weighs 2 times in every mean. Remove the copies, or word them as"
                + " the different questions they are meant to be."));
    }

    @Test
    void casesWithoutATextAreNotCompared() throws InputException {
        GoldenDataset golden = golden(new GoldenCase("q1", null, Map.of("a", 1)),
                new GoldenCase("q2", null, Map.of("b", 1)));
        RepeatedQueries.requireConsistent(golden);
        assertThat(RepeatedQueries.warnings(golden)).isEmpty();
    }

    @Test
    void beyondThreeDifferencesTheRestAreCounted() {
        assertThat(RepeatedQueries.differences(Map.of("a", 1, "b", 1, "c", 1, "d", 1, "e", 1), Map.of()))
                .endsWith("; and 2 more documents");
    }
}
