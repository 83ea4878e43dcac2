package io.github.rageval.engine.data;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Loads a golden dataset: a JSON array, or JSON Lines, of {@code {"query": "...", "relevant_doc_ids": [...]}}
 * objects. Rejects a missing or mistyped field and a blank query; repeated ids within one case are kept once.
 */
public final class GoldenDatasetLoader {
    static final String SHAPE = "{\"query\": \"...\", \"relevant_doc_ids\": [\"...\"]}";

    private final JsonRecordReader reader = new JsonRecordReader("golden dataset", SHAPE);

    public GoldenDataset load(Path file) throws InputException {
        RecordFields fields = new RecordFields(reader.describe(file), SHAPE);
        List<GoldenCase> cases = new ArrayList<>();
        List<String> places = new ArrayList<>();
        reader.read(file, record -> {
            String query = fields.requireString(record, "query");
            if (query.isBlank()) {
                throw fields.problem(record, "the query is empty. Write the question a user would ask, or remove"
                        + " the record.");
            }
            List<String> relevant = fields.requireStringArray(record, "relevant_doc_ids");
            cases.add(new GoldenCase(query, List.copyOf(new LinkedHashSet<>(relevant))));
            places.add(record.position());
        });
        return new GoldenDataset(file, cases, places);
    }
}
