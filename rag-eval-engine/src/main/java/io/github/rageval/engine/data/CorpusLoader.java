package io.github.rageval.engine.data;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Loads a corpus: a JSON array, or JSON Lines, of {@code {"doc_id": "...", "text": "..."}} objects. Other fields
 * are ignored, so a corpus can carry metadata. Rejects a missing or mistyped field, a blank id, a duplicate id
 * and an empty corpus, each with the file and the place.
 *
 * <p>Documents are handed to a consumer one by one as they are read, in file order, and not kept: the caller
 * indexes each and lets the text go. What stays is the ids, and where each record started, so that a duplicate
 * can name the record it repeats.
 */
public final class CorpusLoader {
    static final String SHAPE = "{\"doc_id\": \"...\", \"text\": \"...\"}";

    private final JsonRecordReader reader = new JsonRecordReader("corpus", SHAPE);

    /**
     * @param documents receives every document, valid and in file order, before the next record is read
     * @return the ids of all documents
     */
    public Corpus load(Path file, Consumer<Document> documents) throws InputException {
        RecordFields fields = new RecordFields(reader.describe(file), SHAPE);
        Ids ids = new Ids();
        reader.read(file, record -> {
            String id = fields.requireNonBlankString(record, "doc_id");
            String text = fields.requireString(record, "text");
            Integer earlier = ids.add(id, record);
            if (earlier != null) {
                throw new InputException(reader.describe(file) + ", " + record.place() + ": duplicate doc_id \""
                        + id + "\", already used by " + ids.place(earlier)
                        + ". Give every document its own id, or remove the duplicate.");
            }
            documents.accept(new Document(id, text));
        });
        return ids.corpus();
    }

    /** The ids seen so far with the line and column each record started at, in primitive arrays. */
    private static final class Ids {
        private final Map<String, Integer> positions = new HashMap<>();
        private String[] ids = new String[64];
        private int[] lines = new int[64];
        private int[] columns = new int[64];
        private int size;

        /** @return null when the id is new, else the position of the record that already has it */
        Integer add(String id, JsonRecord record) {
            Integer earlier = positions.putIfAbsent(id, size);
            if (earlier != null) {
                return earlier;
            }
            if (size == ids.length) {
                ids = Arrays.copyOf(ids, size * 2);
                lines = Arrays.copyOf(lines, size * 2);
                columns = Arrays.copyOf(columns, size * 2);
            }
            ids[size] = id;
            lines[size] = record.line();
            columns[size] = record.column();
            size++;
            return null;
        }

        /** How messages name the record at a position; every record before a duplicate became a document. */
        String place(int position) {
            return JsonRecord.place(position + 1, lines[position], columns[position]);
        }

        Corpus corpus() {
            return new Corpus(Arrays.copyOf(ids, size), positions);
        }
    }
}
