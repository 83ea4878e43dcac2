package io.github.rageval.engine.data;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads a corpus: a JSON array, or JSON Lines, of {@code {"doc_id": "...", "text": "..."}} objects. Other fields
 * are ignored, so a corpus can carry metadata. Rejects a missing or mistyped field, a blank id, a duplicate id
 * and an empty corpus, each with the file and the place.
 */
public final class CorpusLoader {
    static final String SHAPE = "{\"doc_id\": \"...\", \"text\": \"...\"}";

    private final JsonRecordReader reader = new JsonRecordReader("corpus", SHAPE);

    public Corpus load(Path file) throws InputException {
        List<JsonRecord> records = reader.read(file);
        RecordFields fields = new RecordFields(reader.describe(file), SHAPE);
        List<Document> documents = new ArrayList<>(records.size());
        Map<String, JsonRecord> firstById = new HashMap<>();
        for (JsonRecord record : records) {
            String id = fields.requireNonBlankString(record, "doc_id");
            String text = fields.requireString(record, "text");
            JsonRecord earlier = firstById.putIfAbsent(id, record);
            if (earlier != null) {
                throw new InputException(reader.describe(file) + ", " + record.place() + ": duplicate doc_id \""
                        + id + "\", already used by " + earlier.place()
                        + ". Give every document its own id, or remove the duplicate.");
            }
            documents.add(new Document(id, text));
        }
        return new Corpus(documents);
    }
}
