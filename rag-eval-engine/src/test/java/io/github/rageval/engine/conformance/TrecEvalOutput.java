package io.github.rageval.engine.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One file of trec_eval's printed output: lines {@code measure<TAB>query<TAB>value}, the measure name padded with
 * spaces, {@code all} as the query of the summary rows, values printed with {@code %.4f}.
 */
record TrecEvalOutput(Path file, List<Row> rows) {
    static final String SUMMARY = "all";

    /** One printed value, kept as printed so that comparisons are to trec_eval's own digits. */
    record Row(String measure, String query, String value, int line) {
        boolean isSummary() {
            return SUMMARY.equals(query);
        }
    }

    static TrecEvalOutput read(Path file) {
        List<Row> rows = new ArrayList<>();
        try {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                String[] fields = lines.get(i).split("\t");
                if (fields.length == 3) {
                    rows.add(new Row(fields[0].strip(), fields[1].strip(), fields[2].strip(), i + 1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new TrecEvalOutput(file, rows);
    }
}
