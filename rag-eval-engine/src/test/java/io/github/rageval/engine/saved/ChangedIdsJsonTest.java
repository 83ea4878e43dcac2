package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The documents that entered or left a query's top k against the baseline, in report.json: up to k each, so at
 * k = 1,000 over thousands of changed queries they were most of the file. They are cut like the cases' results.
 */
class ChangedIdsJsonTest {
    @Test
    void aLongListIsCutAtTheResultsPerQueryAndCounted() {
        List<String> ids = IntStream.range(0, 250).mapToObj(i -> "d" + i).toList();
        ObjectNode node = JsonNodeFactory.instance.objectNode();

        AnalysisJson.ids(node, "entered", ids);
        AnalysisJson.ids(node, "left", List.of("a", "b"));

        assertThat(node.get("entered")).hasSize(JsonReport.RESULTS_PER_QUERY);
        assertThat(node.get("entered").get(99).textValue()).isEqualTo("d99");
        assertThat(node.get("entered_count").intValue()).isEqualTo(250);
        assertThat(node.get("left")).hasSize(2);
        assertThat(node.has("left_count")).isFalse();
    }
}
