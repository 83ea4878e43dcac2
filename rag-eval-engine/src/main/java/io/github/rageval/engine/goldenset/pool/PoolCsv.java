package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.saved.GoalFiles;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code pool.csv}: the pool as a spreadsheet opens it, as RFC 4180 writes it: a header, one record per pooled
 * document, every line ended by CRLF, a field quoted when it holds a comma, a quote, CR or LF (a quote doubled
 * inside), UTF-8. The columns are pool.jsonl's fields, {@code chunk_id} only when some document came in chunks;
 * {@code retrieved_by} is written {@code name:rank;name:rank}, and {@code grade} is left empty to fill in.
 */
public final class PoolCsv {
    public static final String FILE_NAME = GoalFiles.POOL_CSV;
    /** The CSV's record separator, RFC 4180's. */
    static final String CRLF = "\r\n";

    private PoolCsv() {
    }

    /** Writes the pool to the stream, which stays open. */
    public static void write(List<PooledDocument> pool, OutputStream out) throws IOException {
        boolean chunks = pool.stream().anyMatch(document -> document.chunkId() != null);
        StringBuilder text = new StringBuilder();
        record(text, columns(chunks));
        for (PooledDocument document : pool) {
            List<String> fields = new ArrayList<>();
            fields.add(document.queryId());
            fields.add(document.query());
            fields.add(document.docId());
            if (chunks) {
                fields.add(document.chunkId());
            }
            fields.add(document.text());
            fields.add(document.retrievedBy().entrySet().stream().map(e -> e.getKey() + ":" + e.getValue())
                    .collect(Collectors.joining(";")));
            fields.add("");
            record(text, fields);
        }
        out.write(text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The header's names, in column order. */
    static List<String> columns(boolean chunks) {
        List<String> columns = new ArrayList<>(List.of("query_id", "query", "doc_id"));
        if (chunks) {
            columns.add("chunk_id");
        }
        columns.addAll(List.of("text", "retrieved_by", PoolJsonl.GRADE));
        return columns;
    }

    private static void record(StringBuilder out, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(field(fields.get(i)));
        }
        out.append(CRLF);
    }

    /** A field as RFC 4180 writes it; null (no text) as an empty field. */
    static String field(String value) {
        if (value == null) {
            return "";
        }
        boolean quoted = value.indexOf(',') >= 0 || value.indexOf('"') >= 0 || value.indexOf('\r') >= 0
                || value.indexOf('\n') >= 0;
        return quoted ? '"' + value.replace("\"", "\"\"") + '"' : value;
    }
}
