package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Reads the files the {@code judgments} setting names, by their extension: a filled pool as the pool goal writes it
 * ({@code .jsonl} or {@code .json}: objects with {@code query_id}, {@code doc_id} and {@code grade}; {@code .csv}: a
 * header naming those columns), or else TREC qrels or a BEIR qrels TSV ({@link QrelsLoader}). A grade left blank
 * ({@code null}, absent, an empty cell) is not a judgment yet and the line is skipped; any other grade must be a
 * whole number, else the file and the line are named.
 *
 * <p>A grade a machine gave (a line with a {@code judged_by}, as the LLM judge marks its grades) is merged only when
 * the team accepts machine judgments ({@code acceptMachineJudgments}); otherwise it is left out, and a warning counts
 * the lines left out per file, so that an LLM's grades never become the golden set's without anyone saying so.
 */
public final class JudgmentFiles {
    static final String SHAPE = "{\"query_id\": \"...\", \"doc_id\": \"...\", \"grade\": 1} (a filled pool.jsonl)";
    private static final String QUERY = "query_id";
    private static final String DOCUMENT = "doc_id";
    private static final String GRADE = "grade";
    /** The field (and column) the LLM judge marks its grades with; a person's grade has none. */
    public static final String JUDGED_BY = "judged_by";
    /** What the judge goal's {@link #JUDGED_BY} starts with: UMBRELA's way of asking a chat model. */
    public static final String UMBRELA = "umbrela:";

    private JudgmentFiles() {
    }

    /**
     * The graded lines of every file, the files in the order given, with a machine's grades left out unless
     * accepted.
     *
     * @param acceptMachine whether a grade a machine gave counts ({@code acceptMachineJudgments})
     * @param words how the messages name the settings, in the front end's words ({@code judgments},
     *     {@code --accept-machine-judgments true})
     */
    public static ReadJudgments readAll(List<Path> files, boolean acceptMachine, SettingWords words)
            throws InputException {
        String acceptAdvice = words.assignment(GoalSettings.ACCEPT_MACHINE_JUDGMENTS, "true");
        List<JudgmentLine> lines = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (Path file : files) {
            int leftOut = 0;
            List<JudgmentLine> read = read(file, words);
            if (read.isEmpty()) {
                // A pool given back before it was filled in (or grades in a field of another name) would be merged as
                // nothing, and recorded in the fingerprint as if it judged something.
                throw new InputException("judgments file " + file + " grades nothing: every grade is null, blank"
                        + " or missing (a grade is read from the field or column \"" + GRADE + "\"). Fill in the"
                        + " grades (1 or more relevant, 0 not relevant) before giving it as judgments, or leave it"
                        + " out.");
            }
            List<JudgmentLine> counted = new ArrayList<>();
            for (JudgmentLine line : read) {
                if (line.byMachine() && !acceptMachine) {
                    leftOut++;
                } else {
                    lines.add(line);
                    counted.add(line);
                }
            }
            warnings.addAll(MachineGradesCounted.lines(file, counted));
            if (leftOut > 0) {
                warnings.add(leftOut + (leftOut == 1 ? " machine judgment" : " machine judgments") + " in " + file
                        + " left out (graded with a " + JUDGED_BY + "): set " + acceptAdvice + " to count"
                        + (leftOut == 1 ? " it" : " them") + ".");
            }
        }
        return new ReadJudgments(lines, warnings);
    }

    /** The graded lines of one file, in file order, a machine's among them. */
    public static List<JudgmentLine> read(Path file) throws InputException {
        return read(file, SettingWords.PARAMETERS);
    }

    private static List<JudgmentLine> read(Path file, SettingWords words) throws InputException {
        // Before the name picks a reader: a folder would otherwise be told apart as a "qrels file", the default
        // reader's word, when the user gave it as judgments.
        String judgments = words.name(GoalSettings.JUDGMENTS);
        PathProblems.requireFile(file, "judgments file " + file, "Point " + judgments + " at a filled pool file"
                + " (pool.jsonl, pool.csv) or a qrels file that exists.", "Point " + judgments + " at a file, not a"
                + " folder: a filled pool file (pool.jsonl, pool.csv) or a qrels file; give several comma-separated.");
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".jsonl") || name.endsWith(".json")) {
            return json(file);
        }
        if (name.endsWith(".csv")) {
            return csv(file);
        }
        return new QrelsLoader().judgmentLines(file);
    }

    private static List<JudgmentLine> json(Path file) throws InputException {
        JsonRecordReader reader = new JsonRecordReader("judgments", SHAPE);
        RecordFields fields = new RecordFields(reader.describe(file), SHAPE);
        List<JudgmentLine> lines = new ArrayList<>();
        for (JsonRecord record : reader.read(file)) {
            String queryId = fields.requireNonBlankString(record, QUERY);
            String docId = fields.requireNonBlankString(record, DOCUMENT);
            JsonNode grade = record.fields().get(GRADE);
            if (grade == null || grade.isNull() || grade.isTextual() && grade.textValue().isBlank()) {
                continue;
            }
            if (!grade.isIntegralNumber() || !grade.canConvertToInt()) {
                // A whole number too large for a grade (99999999999) is said as such, not as "not a whole number".
                throw fields.problem(record, "grade " + Shown.value(grade.toString()) + (grade.isIntegralNumber()
                        ? " is too large for a grade." : " is not a whole number.") + " Grade with whole numbers (1"
                        + " or more relevant, 0 not relevant), or leave it null for a document not judged yet.");
            }
            String by = judgedBy(record);
            lines.add(new JudgmentLine(file, record.place(), queryId, docId, grade.intValue(), by,
                    by == null ? null : stamp(record), by == null ? judgeSample(record) : null));
        }
        return lines;
    }

    private static List<JudgmentLine> csv(Path file) throws InputException {
        String describe = "judgments file " + file;
        PathProblems.requireFile(file, describe, "Point judgments at a filled pool.csv.", "Point judgments at a"
                + " filled pool.csv.");
        String text = Utf8Files.read(file, describe);
        List<CsvRecords.Row> rows = CsvRecords.split(text, describe);
        if (rows.isEmpty()) {
            throw new InputException(describe + " is empty. It needs the header the pool goal writes"
                    + " (query_id,...,doc_id,...,grade) and a line per judgment.");
        }
        List<String> header = rows.get(0).fields().stream().map(String::strip).toList();
        int query = column(header, QUERY, describe);
        int document = column(header, DOCUMENT, describe);
        int grade = column(header, GRADE, describe);
        int judgedBy = header.indexOf(JUDGED_BY);
        List<JudgmentLine> lines = new ArrayList<>();
        for (CsvRecords.Row row : rows.subList(1, rows.size())) {
            String where = describe + ", line " + row.line();
            if (row.fields().size() != header.size()) {
                throw new InputException(where + ": " + row.fields().size() + " fields where the header has "
                        + header.size() + ". Quote a field that holds a comma (\"a, b\").");
            }
            String value = row.fields().get(grade).strip();
            if (value.isEmpty()) {
                continue;
            }
            int parsed;
            try {
                parsed = WholeNumbers.parseInt(value);
            } catch (NumberFormatException e) {
                throw new InputException(where + ": grade '" + Shown.value(value) + "' is not a whole number. Grade"
                        + " with whole numbers (1 or more relevant, 0 not relevant), or leave it empty for a"
                        + " document not judged yet.");
            }
            String queryId = row.fields().get(query).strip();
            String docId = row.fields().get(document).strip();
            if (queryId.isEmpty() || docId.isEmpty()) {
                throw new InputException(where + ": the " + (queryId.isEmpty() ? QUERY : DOCUMENT) + " is empty."
                        + " Keep the pool's query_id and doc_id beside each grade.");
            }
            String machine = judgedBy < 0 ? "" : row.fields().get(judgedBy).strip();
            lines.add(new JudgmentLine(file, "line " + row.line(), queryId, docId, parsed,
                    machine.isEmpty() ? null : machine));
        }
        return lines;
    }

    /** Who graded the line: its {@code judged_by} when it has one (null or blank: a person), as written. */
    private static String judgedBy(JsonRecord record) {
        JsonNode by = record.fields().get(JUDGED_BY);
        if (by == null || by.isNull() || by.isTextual() && by.textValue().isBlank()) {
            return null;
        }
        return by.isTextual() ? by.textValue() : by.toString();
    }

    /** The agreement the judge stamped on its grade ({@link AgreementStamp}); null when the line has none. */
    private static AgreementStamp stamp(JsonRecord record) {
        JsonNode kappa = record.fields().get(AgreementStamp.KAPPA);
        JsonNode pairs = record.fields().get(AgreementStamp.PAIRS);
        if (kappa == null || !kappa.isNumber() || pairs == null || !pairs.canConvertToInt()) {
            return null;
        }
        return new AgreementStamp(kappa.doubleValue(), pairs.intValue());
    }

    /**
     * The judge's grade of a line a person graded ({@link JudgeSample}); null when the line has none. Written by the
     * judge goal, not by people: a value of another shape is read as none, as a stamp is.
     */
    private static JudgeSample judgeSample(JsonRecord record) {
        JsonNode grade = record.fields().get(JudgeSample.GRADE);
        JsonNode by = record.fields().get(JudgeSample.BY);
        if (grade == null || !grade.isIntegralNumber() || !grade.canConvertToInt() || by == null
                || !by.isTextual() || by.textValue().isBlank()) {
            return null;
        }
        return new JudgeSample(grade.intValue(), by.textValue());
    }

    private static int column(List<String> header, String name, String describe) throws InputException {
        int index = header.indexOf(name);
        if (index < 0) {
            throw new InputException(describe + ", line 1: the header has no " + name + " column (it has "
                    + String.join(", ", header) + "). Keep the header the pool goal writes.");
        }
        int last = header.lastIndexOf(name);
        if (last != index) {
            // Only the columns read: the others are for the person judging, whatever they hold.
            throw new InputException(describe + ", line 1: the header has " + Collections.frequency(header, name)
                    + " " + name + " columns (the first is column " + (index + 1) + ", the last " + (last + 1)
                    + "): a reader would keep one without a word. Keep one of them, as the pool goal writes it.");
        }
        return index;
    }
}
