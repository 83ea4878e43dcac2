package io.github.rageval.engine.goldenset.pool;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** pool.jsonl and pool.csv, byte for byte. */
class PoolFilesTest {
    private static Map<String, Integer> ranks(Object... nameRanks) {
        Map<String, Integer> ranks = new LinkedHashMap<>();
        for (int i = 0; i < nameRanks.length; i += 2) {
            ranks.put((String) nameRanks[i], (Integer) nameRanks[i + 1]);
        }
        return ranks;
    }

    private static final List<PooledDocument> POOL = List.of(
            new PooledDocument("q1", "How do I \"reset\" it?", "pw-reset", null, "Open, then click.",
                    ranks("tfidf", 1, "bm25", 2)),
            new PooledDocument("q2", "Ünïcode", "doc-2", null, null, ranks("bm25", 3)));

    private static String jsonl(List<PooledDocument> pool) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PoolJsonl.write(pool, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String csv(List<PooledDocument> pool) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PoolCsv.write(pool, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void jsonLinesHoldOneObjectPerDocumentWithItsFieldsInOrderAndAnEmptyGrade() throws IOException {
        assertThat(jsonl(POOL)).isEqualTo(
                "{\"query_id\":\"q1\",\"query\":\"How do I \\\"reset\\\" it?\",\"doc_id\":\"pw-reset\","
                        + "\"text\":\"Open, then click.\",\"retrieved_by\":{\"tfidf\":1,\"bm25\":2},\"grade\":null}\n"
                        + "{\"query_id\":\"q2\",\"query\":\"Ünïcode\",\"doc_id\":\"doc-2\",\"text\":null,"
                        + "\"retrieved_by\":{\"bm25\":3},\"grade\":null}\n");
    }

    @Test
    void csvQuotesWhatItMustEndsLinesWithCrLfAndLeavesTheGradeEmpty() throws IOException {
        assertThat(csv(POOL)).isEqualTo("query_id,query,doc_id,text,retrieved_by,grade\r\n"
                + "q1,\"How do I \"\"reset\"\" it?\",pw-reset,\"Open, then click.\",tfidf:1;bm25:2,\r\n"
                + "q2,Ünïcode,doc-2,,bm25:3,\r\n");
        assertThat(PoolCsv.field("two\nlines")).isEqualTo("\"two\nlines\"");
        assertThat(PoolCsv.field("a\rb")).isEqualTo("\"a\rb\"");
    }

    @Test
    void aChunkedPoolHasAChunkIdFieldAndColumn() throws IOException {
        List<PooledDocument> chunked = List.of(new PooledDocument("q1", "x", "doc", "doc#2", "chunk text",
                ranks("a", 1)), new PooledDocument("q1", "x", "whole", null, "t", ranks("a", 2)));
        assertThat(jsonl(chunked)).startsWith("{\"query_id\":\"q1\",\"query\":\"x\",\"doc_id\":\"doc\","
                + "\"chunk_id\":\"doc#2\",\"text\":\"chunk text\"");
        assertThat(csv(chunked)).isEqualTo("query_id,query,doc_id,chunk_id,text,retrieved_by,grade\r\n"
                + "q1,x,doc,doc#2,chunk text,a:1,\r\n" + "q1,x,whole,,t,a:2,\r\n");
    }
}
