package io.github.rageval.engine.input;

import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads BEIR's {@code queries.jsonl}: JSON Lines of {@code {"_id": "...", "text": "..."}} objects (other fields,
 * such as {@code metadata}, ignored). It holds the queries of every split; the qrels decide which are evaluated.
 */
public final class BeirQueriesLoader {
    static final String SHAPE = "{\"_id\": \"...\", \"text\": \"...\"}";

    private final JsonRecordReader reader = new JsonRecordReader("BEIR queries", SHAPE);

    /** @return query text by id, in file order */
    public Map<String, String> load(Path file) throws InputException {
        List<JsonRecord> records = reader.read(file);
        RecordFields fields = new RecordFields(reader.describe(file), SHAPE);
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, JsonRecord> firstById = new HashMap<>();
        for (JsonRecord record : records) {
            String id = fields.requireNonBlankString(record, "_id");
            String text = fields.requireString(record, "text");
            if (firstById.putIfAbsent(id, record) != null) {
                throw fields.problem(record, "duplicate _id \"" + id + "\", already used by "
                        + firstById.get(id).place() + ". Give every query its own id.");
            }
            texts.put(id, text);
        }
        return texts;
    }
}
