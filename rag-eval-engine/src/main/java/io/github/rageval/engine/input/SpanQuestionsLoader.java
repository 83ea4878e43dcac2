package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.SpanLabels;
import io.github.rageval.engine.model.SpanReference;
import io.github.rageval.engine.model.SpanQuestion;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads span-labelled questions as Chroma's chunking evaluation writes them ({@code questions_df.csv}): columns
 * {@code question}, {@code references} (a JSON list of {@code {"content", "start_index", "end_index"}}) and
 * {@code corpus_id} (the document the spans are of), in any order, other columns ignored. Offsets count Unicode code
 * points, as Python counts a {@code str}'s characters. Every reference is checked against its document's text when
 * the text is known: in range, and its {@code content} the very characters it spans; each problem is an error naming
 * the line, the question and the reference.
 */
public final class SpanQuestionsLoader {
    static final String QUESTION = "question";
    static final String REFERENCES = "references";
    static final String DOCUMENT = "corpus_id";
    private static final ObjectMapper JSON = new ObjectMapper();

    private SpanQuestionsLoader() {
    }

    /**
     * @param texts each document's text by id, to check the spans against; a document it lacks is an error
     * @throws InputException for a file that cannot be read, a missing column, or a reference that is malformed, out
     *     of range or not the text it claims
     */
    public static List<SpanQuestion> load(Path file, Function<String, String> texts) throws InputException {
        List<SpanQuestion> questions = new ArrayList<>();
        for (Row row : rows(file)) {
            String text = texts.apply(row.docId());
            if (text == null) {
                throw new InputException(row.where() + ": corpus_id \"" + Shown.value(row.docId()) + "\" is no"
                        + " document of the corpus. Name the document the spans are of.");
            }
            List<CharSpan> spans = new ArrayList<>();
            for (int i = 0; i < row.references().size(); i++) {
                spans.add(SpanTexts.located(row.references().get(i), text, row.asked() + ", reference " + (i + 1))
                        .span());
            }
            questions.add(new SpanQuestion(row.query(), spans));
        }
        return questions;
    }

    /** As {@link #load(Path, Function)}, the texts given as a map. */
    public static List<SpanQuestion> load(Path file, Map<String, String> texts) throws InputException {
        return load(file, texts::get);
    }

    /**
     * The file read as a golden set labelled by spans, each question's references with their text, checked
     * against the documents once the corpus is read; a question's place is its line.
     */
    public static GoldenDataset golden(Path file) throws InputException {
        List<GoldenCase> cases = new ArrayList<>();
        List<String> places = new ArrayList<>();
        for (Row row : rows(file)) {
            cases.add(new GoldenCase(null, row.query(), Map.of(), List.of(), SpanLabels.of(row.references())));
            places.add("line " + row.line() + ", question \"" + Shown.value(row.query()) + "\"");
        }
        return new GoldenDataset(file, cases, places);
    }

    /** One question as the file gives it, its references checked for their form. */
    private record Row(int line, String where, String query, String docId, List<SpanReference> references) {
        String asked() {
            return SpanQuestionsLoader.asked(where, query);
        }
    }

    /** How messages name a question: its line and text. */
    private static String asked(String where, String query) {
        return where + ", question \"" + Shown.value(query) + "\"";
    }

    private static List<Row> rows(Path file) throws InputException {
        String describe = "span questions file " + file;
        PathProblems.requireFile(file, describe, "Point it at Chroma's questions_df.csv.", "Point it at a CSV file.");
        List<CsvRecords.Row> rows = CsvRecords.split(Utf8Files.read(file, describe), describe);
        if (rows.isEmpty()) {
            throw new InputException(describe + " is empty. It needs the header question,references,corpus_id and a"
                    + " line per question.");
        }
        List<String> header = rows.get(0).fields().stream().map(String::strip).toList();
        int question = column(header, QUESTION, describe);
        int references = column(header, REFERENCES, describe);
        int document = column(header, DOCUMENT, describe);
        List<Row> read = new ArrayList<>();
        for (CsvRecords.Row row : rows.subList(1, rows.size())) {
            String where = describe + ", line " + row.line();
            if (row.fields().size() != header.size()) {
                throw new InputException(where + ": " + row.fields().size() + " fields where the header has "
                        + header.size() + ". Quote a field that holds a comma.");
            }
            String query = row.fields().get(question);
            String docId = row.fields().get(document).strip();
            read.add(new Row(row.line(), where, query, docId, references(row.fields().get(references), docId,
                    asked(where, query))));
        }
        return read;
    }

    private static List<SpanReference> references(String json, String docId, String where) throws InputException {
        JsonNode list;
        try {
            list = JsonSyntax.readTree(JSON, json);
        } catch (JsonSyntax.Problem e) {
            throw new InputException(where + ": references is not valid JSON" + e.atLine() + " (" + e.getMessage()
                    + "). Write a JSON list of {\"content\", \"start_index\", \"end_index\"}.", e);
        } catch (java.io.IOException e) {
            throw new InputException(where + ": references cannot be read as JSON. Write a JSON list of"
                    + " {\"content\", \"start_index\", \"end_index\"}.", e);
        }
        if (list == null || !list.isArray() || list.isEmpty()) {
            throw new InputException(where + ": references is not a non-empty JSON list. Write a JSON list of"
                    + " {\"content\", \"start_index\", \"end_index\"}.");
        }
        List<SpanReference> spans = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode reference = list.get(i);
            String at = where + ", reference " + (i + 1);
            JsonNode start = reference.path("start_index");
            JsonNode end = reference.path("end_index");
            if (!start.canConvertToInt() || !start.isIntegralNumber() || !end.isIntegralNumber()
                    || !end.canConvertToInt() || !reference.path("content").isTextual()) {
                throw new InputException(at + " needs a whole-number start_index and end_index and a content text."
                        + " Write {\"content\": ..., \"start_index\": ..., \"end_index\": ...}.");
            }
            int from = start.intValue();
            int to = end.intValue();
            if (from < 0 || to <= from) {
                throw new InputException(at + " spans [" + from + ", " + to + "), which holds no character. Offsets"
                        + " count characters from 0, end excluded.");
            }
            spans.add(new SpanReference(docId, from, to, reference.get("content").textValue()));
        }
        return spans;
    }

    private static int column(List<String> header, String name, String describe) throws InputException {
        int index = header.indexOf(name);
        if (index < 0) {
            throw new InputException(describe + " has no " + name + " column (its header: "
                    + Shown.value(String.join(",", header)) + "). Chroma's questions_df.csv has question,references,"
                    + "corpus_id.");
        }
        return index;
    }
}
