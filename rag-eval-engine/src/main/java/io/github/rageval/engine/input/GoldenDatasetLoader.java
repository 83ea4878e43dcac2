package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.AnswerLabels;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.SpanLabels;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Loads a golden dataset: a JSON array, or JSON Lines, of objects such as
 * {@code {"query_id": "q1", "query": "...", "relevant_doc_ids": ["a"], "relevant": {"b": 2, "c": 0}}}.
 *
 * <ul>
 *   <li>{@code query}: the text the retriever is asked; {@code query_id}: the id that joins the case to a run
 *       file. At least one of them; both are needed only by the mode that reads them.</li>
 *   <li>{@code relevant_doc_ids}: ids relevant with grade 1 (a repeated id counts once); {@code relevant}: grades
 *       per id, for graded relevance (1 or more relevant, 0 or less judged not relevant). Either or both; an id in
 *       both takes the grade of {@code relevant}, which must then be at least 1.</li>
 *   <li>{@code references}: instead of those, the character spans that answer the question
 *       ({@link SpanReferenceFields}): its chunks are then judged by how much of them they hold. A golden set labels
 *       every question so, or none.</li>
 *   <li>{@code answers} (a string or an array of strings) and {@code key_facts} (an array of strings): optional,
 *       the reference answers and the facts a full answer states ({@link AnswerFields}), which the evidence and
 *       answer metrics read.</li>
 * </ul>
 *
 * <p>A {@code .csv} file is read as Chroma's chunking evaluation writes its questions ({@link SpanQuestionsLoader}):
 * questions labelled by spans of the documents its {@code corpus_id} names.
 */
public final class GoldenDatasetLoader {
    static final String SHAPE = "{\"query\": \"...\", \"relevant_doc_ids\": [\"...\"]}";
    private static final String IDS = "relevant_doc_ids";
    private static final String GRADES = "relevant";
    private static final String TAGS = "tags";

    private final JsonRecordReader reader = new JsonRecordReader("golden dataset", SHAPE);

    public GoldenDataset load(Path file) throws InputException {
        if (file.getFileName() != null && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv")) {
            return SpanQuestionsLoader.golden(file);
        }
        List<JsonRecord> records = reader.read(file);
        RecordFields fields = new RecordFields(reader.describe(file), SHAPE);
        List<GoldenCase> cases = new ArrayList<>(records.size());
        List<String> places = new ArrayList<>(records.size());
        Map<String, JsonRecord> firstById = new HashMap<>();
        JsonRecord firstLabels = null;
        for (JsonRecord record : records) {
            String queryId = fields.optionalNonBlankString(record, "query_id");
            String query = fields.optionalString(record, "query");
            if (query != null && query.isBlank()) {
                throw fields.problem(record, "the query is empty. Write the question a user would ask, or remove"
                        + " the record.");
            }
            if (query == null && queryId == null) {
                throw fields.problem(record, "has no \"query\" field. Every record must look like " + SHAPE
                        + " (with \"query_id\" when it is joined to a run file).");
            }
            if (queryId != null && firstById.putIfAbsent(queryId, record) != null) {
                throw fields.problem(record, "duplicate query_id \"" + Shown.value(queryId) + "\", already used by "
                        + firstById.get(queryId).place() + ". Give every query its own id.");
            }
            GoldenCase labelled = labelled(fields, record, queryId, query, firstLabels);
            AnswerLabels answers = AnswerFields.read(fields, record);
            cases.add(answers == null ? labelled : labelled.withAnswers(answers));
            places.add(record.place());
            if (firstLabels == null) {
                firstLabels = record;
            }
        }
        GoldenDataset dataset = new GoldenDataset(file, cases, places);
        // Every goal, the check included, refuses a case whose positional key ("q3") is another case's query_id:
        // run.trec, pool.jsonl and judgments would put the two under one id.
        QueryKeys.of(dataset);
        return dataset;
    }

    /**
     * The record's case, labelled by documents or by spans, as the first record is: a golden set whose questions
     * mixed the two would be gated on metrics half its questions cannot have.
     */
    private static GoldenCase labelled(RecordFields fields, JsonRecord record, String queryId, String query,
                                       JsonRecord first) throws InputException {
        boolean spans = fields.has(record, SpanReferenceFields.FIELD);
        if (first != null && spans != fields.has(first, SpanReferenceFields.FIELD)) {
            throw fields.problem(record, (spans ? "is labelled by \"" + SpanReferenceFields.FIELD + "\" (spans)"
                    : "is labelled by documents") + ", but " + first.place() + " is labelled "
                    + (spans ? "by documents" : "by \"" + SpanReferenceFields.FIELD + "\" (spans)")
                    + ". Label every question of a golden set the same way.");
        }
        if (!spans) {
            return new GoldenCase(queryId, query, grades(fields, record), tags(fields, record));
        }
        if (fields.has(record, IDS) || fields.has(record, GRADES)) {
            throw fields.problem(record, "has both \"" + SpanReferenceFields.FIELD + "\" and \""
                    + (fields.has(record, IDS) ? IDS : GRADES) + "\". A question labelled by spans has its chunks"
                    + " judged by them; remove the document labels, or the spans.");
        }
        return new GoldenCase(queryId, query, Map.of(), tags(fields, record),
                SpanLabels.of(SpanReferenceFields.read(fields, record)));
    }

    /** Optional {@code "tags": ["billing", "critical"]}: names that can also be written as POM element names. */
    private static List<String> tags(RecordFields fields, JsonRecord record) throws InputException {
        if (!fields.has(record, TAGS)) {
            return List.of();
        }
        List<String> tags = fields.requireStringArray(record, TAGS);
        for (String tag : tags) {
            if (!TagName.isValid(tag)) {
                throw fields.problem(record, "tag \"" + Shown.value(tag) + "\" is not allowed. " + TagName.RULE);
            }
        }
        return tags;
    }

    private static Map<String, Integer> grades(RecordFields fields, JsonRecord record) throws InputException {
        if (!fields.has(record, IDS) && !fields.has(record, GRADES)) {
            throw fields.problem(record, "has no \"" + IDS + "\" field. Every record must look like " + SHAPE
                    + ", or carry grades as \"" + GRADES + "\": {\"doc-a\": 2, \"doc-b\": 1}.");
        }
        Map<String, Integer> grades = new LinkedHashMap<>();
        if (fields.has(record, IDS)) {
            fields.requireStringArray(record, IDS).forEach(id -> grades.put(id, 1));
        }
        if (fields.has(record, GRADES)) {
            for (Map.Entry<String, Integer> graded : fields.requireGrades(record, GRADES).entrySet()) {
                if (grades.containsKey(graded.getKey()) && graded.getValue() < 1) {
                    throw fields.problem(record, "\"" + Shown.value(graded.getKey()) + "\" is listed in \"" + IDS
                            + "\" (relevant) but graded " + graded.getValue() + " in \"" + GRADES
                            + "\" (not relevant). Remove it from one of the two.");
                }
                grades.put(graded.getKey(), graded.getValue());
            }
        }
        return grades;
    }
}
