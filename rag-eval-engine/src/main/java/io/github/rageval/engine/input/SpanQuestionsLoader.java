package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.InputException;
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
        List<SpanQuestion> questions = new ArrayList<>();
        for (CsvRecords.Row row : rows.subList(1, rows.size())) {
            String where = describe + ", line " + row.line();
            if (row.fields().size() != header.size()) {
                throw new InputException(where + ": " + row.fields().size() + " fields where the header has "
                        + header.size() + ". Quote a field that holds a comma.");
            }
            String query = row.fields().get(question);
            String docId = row.fields().get(document).strip();
            String text = texts.apply(docId);
            if (text == null) {
                throw new InputException(where + ": corpus_id \"" + Shown.value(docId) + "\" is no document of the"
                        + " corpus. Name the document the spans are of.");
            }
            String asked = where + ", question \"" + Shown.value(query) + "\"";
            questions.add(new SpanQuestion(query, spans(row.fields().get(references), docId, text, asked)));
        }
        return questions;
    }

    /** As {@link #load(Path, Function)}, the texts given as a map. */
    public static List<SpanQuestion> load(Path file, Map<String, String> texts) throws InputException {
        return load(file, texts::get);
    }

    private static List<CharSpan> spans(String json, String docId, String text, String where)
            throws InputException {
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
        int length = text.codePointCount(0, text.length());
        List<CharSpan> spans = new ArrayList<>();
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
            if (from < 0 || to <= from || to > length) {
                throw new InputException(at + " spans [" + from + ", " + to + "), outside the " + length
                        + " characters of document \"" + Shown.value(docId) + "\" (or empty). Offsets count"
                        + " characters from 0, end excluded.");
            }
            String spanned = text.substring(text.offsetByCodePoints(0, from), text.offsetByCodePoints(0, to));
            String content = reference.get("content").textValue();
            if (!spanned.equals(content)) {
                throw new InputException(at + ": its content is not the text it spans in document \""
                        + Shown.value(docId) + "\" ([" + from + ", " + to + ") holds \"" + Shown.value(spanned)
                        + "\"). Fix the offsets, or the content, so that they agree.");
            }
            spans.add(new CharSpan(docId, from, to));
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
