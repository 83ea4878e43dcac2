package io.github.rageval.engine.data;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads a corpus: a JSON array, or JSON Lines, of {@code {"doc_id": "...", "text": "..."}} objects, or with
 * {@link #beir()} BEIR's {@code corpus.jsonl} of {@code {"_id": "...", "title": "...", "text": "..."}} objects,
 * indexed as title + " " + text (BEIR's own concatenation; a missing title is an empty one). Other fields are
 * ignored, so a corpus can carry metadata. Rejects a missing or mistyped field, a blank id, a duplicate id and an
 * empty corpus, each with the file and the place.
 */
public final class CorpusLoader {
    static final String SHAPE = "{\"doc_id\": \"...\", \"text\": \"...\"}";
    static final String BEIR_SHAPE = "{\"_id\": \"...\", \"title\": \"...\", \"text\": \"...\"}";

    /** How one record becomes the text the retriever indexes. */
    private interface TextOf {
        String read(RecordFields fields, JsonRecord record) throws InputException;
    }

    private final JsonRecordReader reader;
    private final String shape;
    private final String idField;
    private final TextOf textOf;

    /** The specification's corpus format. */
    public CorpusLoader() {
        this("corpus", SHAPE, "doc_id", (fields, record) -> fields.requireString(record, "text"));
    }

    private CorpusLoader(String role, String shape, String idField, TextOf textOf) {
        this.reader = new JsonRecordReader(role, shape);
        this.shape = shape;
        this.idField = idField;
        this.textOf = textOf;
    }

    /** BEIR's {@code corpus.jsonl}. */
    public static CorpusLoader beir() {
        return new CorpusLoader("BEIR corpus", BEIR_SHAPE, "_id", (fields, record) -> {
            String title = fields.optionalString(record, "title");
            String text = fields.requireString(record, "text");
            return title == null ? text : title + " " + text;
        });
    }

    public Corpus load(Path file) throws InputException {
        List<JsonRecord> records = reader.read(file);
        RecordFields fields = new RecordFields(reader.describe(file), shape);
        List<Document> documents = new ArrayList<>(records.size());
        Map<String, JsonRecord> firstById = new HashMap<>();
        for (JsonRecord record : records) {
            String id = fields.requireNonBlankString(record, idField);
            String text = textOf.read(fields, record);
            JsonRecord earlier = firstById.putIfAbsent(id, record);
            if (earlier != null) {
                throw new InputException(reader.describe(file) + ", " + record.place() + ": duplicate " + idField
                        + " \"" + id + "\", already used by " + earlier.place()
                        + ". Give every document its own id, or remove the duplicate.");
            }
            documents.add(new Document(id, text));
        }
        return new Corpus(documents);
    }
}
