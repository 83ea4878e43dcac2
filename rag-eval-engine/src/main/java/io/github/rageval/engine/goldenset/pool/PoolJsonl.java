package io.github.rageval.engine.goldenset.pool;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.saved.GoalFiles;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code pool.jsonl}: one JSON object per line and pooled document, its fields in a fixed order ({@code query_id},
 * {@code query}, {@code doc_id}, {@code chunk_id} when it came in chunks, {@code text}, {@code retrieved_by} (system
 * name to rank), {@code grade}: null, for a person to fill in), UTF-8, {@code \n} after each line. The same pool gives
 * the same bytes. A filled file is read back by the {@code judgments} setting.
 */
public final class PoolJsonl {
    public static final String FILE_NAME = GoalFiles.POOL_JSONL;
    /** The field the grade is written in: a whole number, the golden set's own grades' scale. */
    public static final String GRADE = "grade";

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private PoolJsonl() {
    }

    /** Writes the pool to the stream, which stays open. */
    public static void write(List<PooledDocument> pool, OutputStream out) throws IOException {
        for (PooledDocument document : pool) {
            out.write(MAPPER.writeValueAsString(line(document)).getBytes(StandardCharsets.UTF_8));
            out.write('\n');
        }
    }

    private static ObjectNode line(PooledDocument document) {
        ObjectNode node = NODES.objectNode();
        node.put("query_id", document.queryId());
        node.put("query", document.query());
        node.put("doc_id", document.docId());
        if (document.chunkId() != null) {
            node.put("chunk_id", document.chunkId());
        }
        node.put("text", document.text());
        ObjectNode retrievedBy = node.putObject("retrieved_by");
        document.retrievedBy().forEach(retrievedBy::put);
        node.putNull(GRADE);
        return node;
    }
}
