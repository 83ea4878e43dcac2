package io.github.rageval.engine.goldenset.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
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

    @Test
    void anIdTheCorpusDoesNotHoldIsNotOfferedButCountedAndNamed() throws Exception {
        // Before, the run's ghost-doc and ghost-2 went into pool.jsonl with "text": null, to be graded unread, and
        // ghost-doc took the one place poolMaxPerQuery left q1.
        Path beir = Files.createDirectories(folder.resolve("beir/qrels")).getParent();
        Files.writeString(beir.resolve("corpus.jsonl"), """
                {"_id": "pw-reset", "title": "", "text": "Reset your password from the sign-in page."}
                {"_id": "billing", "title": "", "text": "Invoices are under the Billing tab."}
                {"_id": "2fa", "title": "", "text": "Enable two-factor authentication in Security."}
                """);
        Files.writeString(beir.resolve("queries.jsonl"), """
                {"_id": "q1", "text": "How do I reset my password?"}
                {"_id": "q2", "text": "How do I enable 2FA?"}
                """);
        Files.writeString(beir.resolve("qrels/test.tsv"), "query-id\tcorpus-id\tscore\nq1\tpw-reset\t1\n"
                + "q2\t2fa\t1\n");
        Path run = Files.writeString(folder.resolve("run.trec"), """
                q1 Q0 pw-reset 1 3.0 r
                q1 Q0 ghost-doc 2 2.0 r
                q1 Q0 billing 3 1.0 r
                q2 Q0 2fa 1 2.0 r
                q2 Q0 ghost-2 2 1.0 r
                """);
        EvaluationSettings settings = EvaluationSettings.builder().k(3)
                .sources(DataSources.builder().beir(beir, "test").run(run).build()).build();
        PoolResult result = Pooling.run(settings, new PoolSettings(10, 1), folder.resolve("out"),
                ProgressListener.NONE, path -> folder.relativize(path).toString());
        assertThat(result.pooled()).extracting(PooledDocument::queryId, PooledDocument::docId)
                .containsExactly(tuple("q1", "billing"));
        assertThat(result.pooled().get(0).text()).isEqualTo("Invoices are under the Billing tab.");
        assertThat(Files.readString(folder.resolve("out/pool.jsonl"))).doesNotContain("ghost");
        assertThat(result.warnings()).containsExactly("2 documents ranked within the pool's depth for 2 queries are"
                + " not in the corpus beir/corpus.jsonl, so they are not offered for judging (there is no text to"
                + " grade by): 'ghost-doc' (q1, ranked by run.trec), 'ghost-2' (q2, ranked by run.trec). Check that"
                + " the run file and the retrievers return the corpus's document ids as they are written there.");
    }

    @Test
    void withoutACorpusEveryIdIsOfferedAsBefore() throws Exception {
        // A run file without a BEIR folder reads no corpus: nothing says an id is unknown, nothing is left out.
        Path qrels = Files.writeString(folder.resolve("qrels.txt"), "q1 0 pw-reset 1\n");
        Path run = Files.writeString(folder.resolve("run.trec"), "q1 Q0 pw-reset 1 2.0 r\nq1 Q0 ghost-doc 2 1.0 r\n");
        EvaluationSettings settings = EvaluationSettings.builder().k(3)
                .sources(DataSources.builder().run(run).qrels(qrels).build()).build();
        PoolResult result = Pooling.run(settings, new PoolSettings(10, null), folder.resolve("out"),
                ProgressListener.NONE);
        assertThat(result.pooled()).extracting(PooledDocument::docId).containsExactly("ghost-doc");
        assertThat(result.pooled().get(0).text()).isNull();
        assertThat(result.warnings()).noneMatch(warning -> warning.contains("not in the corpus"));
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
