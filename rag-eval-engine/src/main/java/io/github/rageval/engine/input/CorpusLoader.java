package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.api.Document;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Loads a corpus: a JSON array, or JSON Lines, of {@code {"doc_id": "...", "text": "..."}} objects, or with
 * {@link #beir()} BEIR's {@code corpus.jsonl} of {@code {"_id": "...", "title": "...", "text": "..."}} objects,
 * indexed as title + " " + text (BEIR's own concatenation; a missing title is an empty one). Other fields are not
 * indexed, so a corpus can carry metadata: a record's other text, number and boolean fields (for BEIR, the title and
 * the fields of its {@code metadata} object) become the document's metadata, which a retriever of one's own
 * receives. Rejects a missing or mistyped field, a blank id, a duplicate id and an
 * empty corpus, each with the file and the place.
 *
 * <p>Documents are handed to a consumer one by one as they are read, in file order, and not kept: the caller
 * indexes each and lets the text go. What stays is the ids, and where each record started, so that a duplicate
 * can name the record it repeats.
 */
public final class CorpusLoader {
    static final String SHAPE = "{\"doc_id\": \"...\", \"text\": \"...\"}";
    static final String BEIR_SHAPE = "{\"_id\": \"...\", \"title\": \"...\", \"text\": \"...\"}";

    /** How one record becomes the document the retriever indexes. */
    private interface DocumentOf {
        Document read(String id, RecordFields fields, JsonRecord record) throws InputException;
    }

    private final JsonRecordReader reader;
    private final String shape;
    private final String idField;
    private final DocumentOf documentOf;

    /** The specification's corpus format. */
    public CorpusLoader() {
        this("corpus", SHAPE, "doc_id", (id, fields, record) -> new Document(id, fields.requireString(record, "text"),
                metadata(record.fields(), Map.of())));
    }

    private CorpusLoader(String role, String shape, String idField, DocumentOf documentOf) {
        this.reader = new JsonRecordReader(role, shape);
        this.shape = shape;
        this.idField = idField;
        this.documentOf = documentOf;
    }

    /** BEIR's {@code corpus.jsonl}. */
    public static CorpusLoader beir() {
        return new CorpusLoader("BEIR corpus", BEIR_SHAPE, "_id", (id, fields, record) -> {
            String title = fields.optionalString(record, "title");
            String text = fields.requireString(record, "text");
            JsonNode nested = record.fields().get("metadata");
            Map<String, String> metadata = new LinkedHashMap<>(nested instanceof ObjectNode object
                    ? metadata(object, Map.of()) : Map.of());
            if (title != null) {
                metadata.put("title", title);
            }
            return new Document(id, title == null ? text : title + " " + text, metadata);
        });
    }

    /**
     * The metadata a retriever of one's own receives with a document: the record's other fields whose values are
     * text, numbers or booleans, as text, in file order; the id and text fields and nested values are left out.
     */
    private static Map<String, String> metadata(ObjectNode fields, Map<String, String> none) {
        Map<String, String> metadata = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> field : fields.properties()) {
            String name = field.getKey();
            JsonNode value = field.getValue();
            if (!name.equals("doc_id") && !name.equals("text") && !name.equals("_id") && !name.equals("title")
                    && value.isValueNode() && !value.isNull()) {
                metadata.put(name, value.asText());
            }
        }
        return metadata.isEmpty() ? none : metadata;
    }

    /**
     * @param documents receives every document, valid and in file order, before the next record is read
     * @return the ids of all documents
     */
    public Corpus load(Path file, Consumer<Document> documents) throws InputException {
        return load(file, documents, ByteTap.NONE);
    }

    /**
     * As {@link #load(Path, Consumer)}, the file's raw bytes shown to the tap as they are read, every one of them
     * when the load succeeds: a checksum of the corpus taken on the same read.
     */
    public Corpus load(Path file, Consumer<Document> documents, ByteTap tap) throws InputException {
        RecordFields fields = new RecordFields(reader.describe(file), shape);
        Ids ids = new Ids();
        reader.read(file, record -> {
            String id = fields.requireNonBlankString(record, idField);
            Document document = documentOf.read(id, fields, record);
            Integer earlier = ids.add(id, record);
            if (earlier != null) {
                throw new InputException(reader.describe(file) + ", " + record.place() + ": duplicate " + idField
                        + " \"" + Shown.value(id) + "\", already used by " + ids.place(earlier)
                        + ". Give every document its own id, or remove the duplicate.");
            }
            documents.accept(document);
        }, tap);
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
