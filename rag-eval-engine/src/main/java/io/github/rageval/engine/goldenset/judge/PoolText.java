package io.github.rageval.engine.goldenset.judge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.goldenset.text.JsonRecords;
import io.github.rageval.engine.goldenset.text.RecordText;
import io.github.rageval.engine.goldenset.text.TextEdit;
import io.github.rageval.engine.goldenset.text.TextLayout;
import io.github.rageval.engine.goldenset.text.Utf8Text;
import io.github.rageval.engine.input.AgreementStamp;
import io.github.rageval.engine.input.JsonSyntax;
import io.github.rageval.engine.input.JudgeSample;
import io.github.rageval.engine.input.PathProblems;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.saved.AtomicFiles;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The pool file as the judge reads and writes it: each line read and checked as the pool goal writes it, and the file
 * written back with only the lines graded changed, and in them only the grade's value and the {@code judged_by}
 * after it (in a line a person graded that the judge was asked about: the judge's grade after the person's). Every
 * other byte stays: the lines not graded, blank lines, the line ends (LF or CRLF), a byte order mark, and in a graded
 * line the keys' order, the spacing, the escapes ({@code \u00e9}) and the numbers as written ({@code 1.50}), which a
 * line parsed and printed again would not keep; so the diff a person reviews shows the grades and nothing else.
 */
final class PoolText {
    /** The field graded. */
    static final String GRADE = "grade";
    /** A line is one object: anything after it (a second object, a lone CR's next line) is refused, not dropped. */
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Path file;
    private final Utf8Text text;
    private final List<Line> lines;

    /**
     * One line that is not blank.
     *
     * @param number its number in the file, from 1
     * @param start the offset of its first character in the text
     * @param end the offset of its line end (or the text's end)
     * @param fields its fields, read
     */
    record Line(int number, int start, int end, ObjectNode fields) {
        boolean ungraded() {
            return fields.get(GRADE).isNull();
        }
    }

    /**
     * A grade to write into a line, and the fields written after it.
     *
     * @param line the line
     * @param grade the grade
     * @param after the fields written after the grade, in order, each name with its value as JSON: replaced where the
     *     line has them, else added
     */
    record Grade(Line line, int grade, List<String[]> after) {
        /**
         * A machine's grade of a line nobody graded.
         *
         * @param judgedBy who gave it, written as the line's {@code judged_by}
         * @param stamp the agreement with people the grade was given at, written after it; null when none was measured
         */
        static Grade byJudge(Line line, int grade, String judgedBy, AgreementStamp stamp) {
            List<String[]> fields = new ArrayList<>();
            fields.add(new String[] {PoolJudging.JUDGED_BY, quoted(judgedBy)});
            if (stamp != null) {
                fields.add(new String[] {AgreementStamp.KAPPA, Double.toString(stamp.kappa())});
                fields.add(new String[] {AgreementStamp.PAIRS, Integer.toString(stamp.pairs())});
            } else if (line.fields().has(AgreementStamp.KAPPA) || line.fields().has(AgreementStamp.PAIRS)) {
                // A stamp of an earlier run does not describe this grade.
                fields.add(new String[] {AgreementStamp.KAPPA, "null"});
                fields.add(new String[] {AgreementStamp.PAIRS, "null"});
            }
            return new Grade(line, grade, fields);
        }

        /**
         * The judge's grade of a line a person graded, written beside the person's grade, which stays as it was
         * ({@link JudgeSample}); with no grade (an answer no pattern reads), a sample grade of an earlier run is
         * emptied, since it does not describe this judge.
         *
         * @param judgeGrade the judge's grade; null when its answer could not be read
         * @return the edit, or null when there is nothing to write
         */
        static Grade sampled(Line line, Integer judgeGrade, String judgedBy) {
            if (judgeGrade == null && !line.fields().has(JudgeSample.GRADE) && !line.fields().has(JudgeSample.BY)) {
                return null;
            }
            List<String[]> fields = new ArrayList<>();
            fields.add(new String[] {JudgeSample.GRADE, judgeGrade == null ? "null" : judgeGrade.toString()});
            fields.add(new String[] {JudgeSample.BY, judgeGrade == null ? "null" : quoted(judgedBy)});
            return new Grade(line, line.fields().get(GRADE).intValue(), fields);
        }
    }

    private PoolText(Path file, Utf8Text text, List<Line> lines) {
        this.file = file;
        this.text = text;
        this.lines = List.copyOf(lines);
    }

    /**
     * @param poolFile how advice names the setting {@code poolFile}
     * @throws InputException for a pool file that is missing, not UTF-8, or has a line that is not what the pool goal
     *     writes (an object with {@code query} and {@code text} strings and a {@code grade}, null or whole)
     */
    static PoolText read(Path pool, String poolFile) throws InputException {
        PathProblems.requireFile(pool, "pool file " + pool, "Write it with the pool goal first, or point " + poolFile
                + " at the pool.jsonl it wrote.", "Point " + poolFile + " at the pool.jsonl the pool goal wrote, not a"
                + " folder.");
        Utf8Text text;
        try {
            text = Utf8Text.decode(Files.readAllBytes(pool));
        } catch (CharacterCodingException e) {
            throw new InputException("pool file " + pool + " is not UTF-8 text, which the judge writes back. Save it"
                    + " as UTF-8, as the pool goal writes it.", e);
        } catch (IOException e) {
            throw new InputException("pool file " + pool + " cannot be read: " + FileError.reason(e) + ". Write it with"
                    + " the pool goal first.", e);
        }
        List<Line> lines = new ArrayList<>();
        String content = text.text();
        int number = 0;
        for (int start = 0; start < content.length(); ) {
            int newline = content.indexOf('\n', start);
            int next = newline < 0 ? content.length() : newline + 1;
            // A CRLF line's CR is its line end, kept with it.
            int end = newline > start && content.charAt(newline - 1) == '\r' ? newline - 1
                    : newline < 0 ? content.length() : newline;
            number++;
            if (!content.substring(start, end).isBlank()) {
                lines.add(new Line(number, start, end, fields(content.substring(start, end),
                        "pool file " + pool + ", line " + number)));
            }
            start = next;
        }
        return new PoolText(pool, text, lines);
    }

    private static ObjectNode fields(String line, String where) throws InputException {
        JsonNode node;
        try {
            node = JsonSyntax.readTree(MAPPER, line);
        } catch (JsonSyntax.Problem problem) {
            throw new InputException(where + problem.atColumn() + ": is not valid JSON: " + problem.getMessage()
                    + ". The judge reads pool.jsonl as the pool goal writes it, one JSON object per line.", problem);
        } catch (IOException e) {
            throw new IllegalStateException("a string in memory cannot fail to be read", e);
        }
        if (!(node instanceof ObjectNode object) || !object.path("query").isTextual()
                || !object.path("text").isTextual() || !object.has(GRADE)
                || !(object.get(GRADE).isNull() || object.get(GRADE).isIntegralNumber())) {
            throw new InputException(where + ": has no \"query\" and \"text\" strings and a \"grade\" (null or"
                    + " a whole number). The judge reads pool.jsonl as the pool goal writes it.");
        }
        return object;
    }

    /** The lines that are not blank, in file order. */
    List<Line> lines() {
        return lines;
    }

    /**
     * Writes the grades into their lines, atomically, every other byte as it was.
     *
     * @throws InputException when the file cannot be written
     */
    void write(List<Grade> grades) throws InputException {
        List<TextEdit> edits = new ArrayList<>();
        for (Grade grade : grades) {
            edits.addAll(edits(grade));
        }
        try {
            AtomicFiles.write(file, text.encode(TextEdit.apply(text.text(), edits)));
        } catch (IOException e) {
            throw new InputException("pool file " + file + " cannot be written: " + FileError.reason(e) + ". Check that"
                    + " its folder is writable.", e);
        }
    }

    /**
     * The grade's value replaced, and each field after it ({@code judged_by}, the agreement's stamp) replaced where the
     * line has it, else added after the field before it (the grade, for the first), spaced as the line spaces its
     * fields.
     */
    private List<TextEdit> edits(Grade grade) {
        Line line = grade.line();
        String written = text.text().substring(line.start(), line.end());
        RecordText record;
        try {
            record = JsonRecords.parse(written).get(0);
        } catch (IOException e) {
            throw new IllegalStateException("a line read as JSON a moment ago: " + written, e);
        }
        int at = line.start();
        TextLayout layout = new TextLayout(written);
        RecordText.FieldText gradeField = record.fields().get(GRADE);
        List<TextEdit> edits = new ArrayList<>();
        // Text added after a field's value goes into that field's own edit: two edits at one offset would overlap.
        RecordText.FieldText anchor = gradeField;
        // A grade that stays (a person's, beside which the judge's is written) keeps its text as written.
        JsonNode before = line.fields().get(GRADE);
        String anchorValue = !before.isNull() && before.intValue() == grade.grade()
                ? written.substring(gradeField.value().start(), gradeField.value().end())
                : Integer.toString(grade.grade());
        for (String[] field : grade.after()) {
            RecordText.FieldText present = record.fields().get(field[0]);
            if (present == null) {
                anchorValue += layout.lineSeparator(record) + quoted(field[0])
                        + layout.colonAfterKey(gradeField.keyStart()) + field[1];
                continue;
            }
            edits.add(new TextEdit(at + anchor.value().start(), at + anchor.value().end(), anchorValue));
            anchor = present;
            anchorValue = field[1];
        }
        edits.add(new TextEdit(at + anchor.value().start(), at + anchor.value().end(), anchorValue));
        return edits;
    }

    private static String quoted(String value) {
        return "\"" + Escape.json(value) + "\"";
    }
}
