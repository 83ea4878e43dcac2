package io.github.rageval.engine.goldenset.pool;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.progress.ProgressListener;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pool goal over the seed example: variants' rankings, texts from the corpus, the same bytes every time. */
class PoolingTest {
    @TempDir
    Path folder;

    @Test
    void variantsArePooledWithTheirRanksAndTheCorpusTextsAndTheSameInputsGiveTheSameBytes() throws Exception {
        PoolResult result = Pooling.run(Fixtures.withVariants(Fixtures.issueVariants(null)), new PoolSettings(2, null),
                folder.resolve("first"), ProgressListener.NONE);
        assertThat(result.systems()).containsExactly("words2", "words4", "fused");
        assertThat(result.files()).containsExactly(folder.resolve("first/pool.jsonl"), folder.resolve("first/pool.csv"));
        List<String> lines = Files.readAllLines(folder.resolve("first/pool.jsonl"));
        assertThat(lines).hasSize(result.pooled().size()).isNotEmpty();
        ObjectMapper json = new ObjectMapper();
        for (String line : lines) {
            JsonNode node = json.readTree(line);
            assertThat(node.get("query_id").asText()).matches("q\\d+");
            assertThat(node.get("text").asText()).isNotBlank();
            assertThat(node.get("retrieved_by").size()).isBetween(1, 3);
            node.get("retrieved_by").forEach(rank -> assertThat(rank.asInt()).isBetween(1, 2));
            assertThat(node.get("grade").isNull()).isTrue();
        }
        Pooling.run(Fixtures.withVariants(Fixtures.issueVariants(null)), new PoolSettings(2, null),
                folder.resolve("second"), ProgressListener.NONE);
        for (String file : List.of("pool.jsonl", "pool.csv")) {
            assertThat(Files.readAllBytes(folder.resolve("second").resolve(file)))
                    .isEqualTo(Files.readAllBytes(folder.resolve("first").resolve(file)));
        }
        assertThat(result.lines(path -> folder.relativize(path).toString())).containsExactly(
                "Pool: first/pool.jsonl: " + counts(result), "Pool: first/pool.csv: " + counts(result));
    }

    @Test
    void theOneRetrieverIsNamedByItsNameAndAJudgedDocumentIsNeverPooled() throws Exception {
        PoolResult result = Pooling.run(Fixtures.settings(Fixtures.FOUR_PLUS), new PoolSettings(3, null), folder,
                ProgressListener.NONE);
        assertThat(result.systems()).containsExactly("tfidf");
        // The seed's first query judges pw-reset relevant: it is never pooled for it.
        assertThat(result.pooled()).noneMatch(d -> d.queryId().equals("q1") && d.docId().equals("pw-reset"));
        assertThat(result.pooled()).allMatch(d -> d.retrievedBy().get("tfidf") <= 3);
    }

    private static String counts(PoolResult result) {
        long words2 = result.pooled().stream().filter(d -> d.retrievedBy().containsKey("words2")).count();
        long words4 = result.pooled().stream().filter(d -> d.retrievedBy().containsKey("words4")).count();
        long fused = result.pooled().stream().filter(d -> d.retrievedBy().containsKey("fused")).count();
        long queries = result.pooled().stream().map(PooledDocument::queryId).distinct().count();
        return result.pooled().size() + " documents to judge for " + queries + " of " + result.queries()
                + " queries (words2 " + words2 + ", words4 " + words4 + ", fused " + fused + ")";
    }
}
