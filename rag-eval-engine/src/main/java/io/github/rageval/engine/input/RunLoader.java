package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads a run: results produced elsewhere, in either of two formats, told apart by the first character.
 *
 * <ul>
 *   <li>TREC run: lines {@code query_id Q0 doc_id rank score run_tag}, whitespace separated, as trec_eval reads
 *       them: the Q0 and rank columns are ignored (ranks come from the scores), fields after the tag too, and
 *       {@code #} lines skipped.</li>
 *   <li>JSON Lines (or a JSON array) of {@code {"query_id": "q1", "results": [{"doc_id": "d7", "score": 12.5}]}};
 *       a query with an empty {@code results} array is in the run with no results.</li>
 * </ul>
 *
 * A document listed twice for one query is an error, as in trec_eval; so is a score that is not a number. A TREC
 * run is read by {@link TrecRunReader}: query by query when grouped by query, at the size of MS MARCO's runs.
 */
public final class RunLoader {
    static final String TREC_SHAPE = "'query_id Q0 doc_id rank score run_tag' (TREC run)";
    static final String JSON_SHAPE = "{\"query_id\": \"...\", \"results\": [{\"doc_id\": \"...\", \"score\": 1.0}]}";

    private final TextLines lines = new TextLines("run", TREC_SHAPE);
    private final JsonRecordReader json = new JsonRecordReader("run", JSON_SHAPE);

    public Run load(Path file) throws InputException {
        requireFile(file);
        return startsLikeJson(file) ? loadJson(file) : loadTrec(file);
    }

    /**
     * Fails unless the run file is a regular file: checked before the judgments are read, so that a wrong run path
     * is reported as such and not as a problem of the judgments that only a run needs.
     */
    public void requireFile(Path file) throws InputException {
        lines.requireFile(file);
    }

    private static boolean startsLikeJson(Path file) {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (int c = reader.read(); c >= 0; c = reader.read()) {
                if (!Character.isWhitespace(c) && c != ByteOrderMark.TEXT.charAt(0)) {
                    return c == '{' || c == '[';
                }
            }
        } catch (IOException e) {
            // Unreadable or missing: the TREC reader reports it with the file's name and what to do.
        }
        return false;
    }

    private Run loadTrec(Path file) throws InputException {
        return new TrecRunReader(lines).read(file);
    }

    private Run loadJson(Path file) throws InputException {
        RecordFields fields = new RecordFields(json.describe(file), JSON_SHAPE);
        Map<String, List<ScoredDocument>> results = new LinkedHashMap<>();
        Map<String, JsonRecord> firstById = new HashMap<>();
        for (JsonRecord record : json.read(file)) {
            String queryId = fields.requireNonBlankString(record, "query_id");
            if (firstById.putIfAbsent(queryId, record) != null) {
                throw fields.problem(record, "query_id \"" + Shown.value(queryId) + "\" already has results in "
                        + firstById.get(queryId).place() + ". Give each query one record.");
            }
            results.put(queryId, scoredDocuments(fields, record));
        }
        return new Run(file, results);
    }

    /**
     * The score with -0 made 0: trec_eval compares scores as numbers, so -0 and 0 tie (and the tie goes by document
     * id), while Java's {@code Double.compare} would order 0 above -0.
     */
    static double zeroOnce(double score) {
        return score == 0 ? 0.0 : score;
    }

    private static List<ScoredDocument> scoredDocuments(RecordFields fields, JsonRecord record)
            throws InputException {
        JsonNode items = record.fields().get("results");
        if (items == null || !items.isArray()) {
            throw fields.problem(record, "field \"results\" is " + JsonTypes.describe(items) + ", but it must be an"
                    + " array of {\"doc_id\": \"...\", \"score\": 1.0} objects (empty when nothing was found).");
        }
        List<ScoredDocument> documents = new ArrayList<>(items.size());
        Map<String, Integer> itemOfDoc = new HashMap<>();
        for (int i = 0; i < items.size(); i++) {
            String item = "item " + (i + 1) + " of \"results\"";
            JsonNode docId = items.get(i).get("doc_id");
            if (docId == null) {
                throw fields.problem(record, item + " has no \"doc_id\". Every item must look like"
                        + " {\"doc_id\": \"...\", \"score\": 1.0}.");
            }
            if (!docId.isTextual() || docId.textValue().isBlank()) {
                throw fields.problem(record, item + ": \"doc_id\" is " + (docId.isTextual() ? "an empty string"
                        : JsonTypes.describe(docId)) + ", but it must be a non-blank string.");
            }
            double score = fields.requireNumber(record, items.get(i).get("score"), item + "'s \"score\"");
            Integer earlier = itemOfDoc.putIfAbsent(docId.textValue(), i + 1);
            if (earlier != null) {
                throw fields.problem(record, item + " lists \"" + Shown.value(docId.textValue()) + "\" again (first as item "
                        + earlier + "). List each document once per query.");
            }
            documents.add(new ScoredDocument(docId.textValue(), zeroOnce(score)));
        }
        return documents;
    }
}
