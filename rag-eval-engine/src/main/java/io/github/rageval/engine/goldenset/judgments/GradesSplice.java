package io.github.rageval.engine.goldenset.judgments;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.goldenset.text.RecordText;
import io.github.rageval.engine.goldenset.text.TextEdit;
import io.github.rageval.engine.goldenset.text.TextLayout;
import io.github.rageval.engine.goldenset.text.ValueSpan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes new grades into a golden set's text, record by record, and leaves every other character as it was:
 *
 * <ul>
 *   <li>a case graded with a {@code relevant} map gets the new documents appended to it, after its last one;</li>
 *   <li>a case in the specification's form ({@code relevant_doc_ids} only) gets a {@code relevant} map in its
 *       place, its ids first at grade 1 (a repeated id once), then the new ones: a list of relevant ids cannot say
 *       0 (judged not relevant) or 2, and a map beside the list would say each id twice.</li>
 * </ul>
 *
 * Each edit is laid out as the text around it is ({@link TextLayout}): on one line in a one-line record or list, one
 * item per line at the list's indentation in an indented one.
 */
final class GradesSplice {
    static final String GRADES = "relevant";
    static final String IDS = "relevant_doc_ids";
    private static final ObjectMapper JSON = new ObjectMapper();

    private GradesSplice() {
    }

    /**
     * @param perCase for each record, in file order, the grades to add, none already graded there
     * @return the text with the grades written in
     */
    static String apply(GoldenSetText golden, List<Map<String, Integer>> perCase) {
        if (perCase.size() != golden.records().size()) {
            throw new IllegalArgumentException(perCase.size() + " cases for " + golden.records().size() + " records");
        }
        TextLayout layout = new TextLayout(golden.text());
        List<TextEdit> edits = new ArrayList<>();
        for (int i = 0; i < perCase.size(); i++) {
            if (perCase.get(i).isEmpty()) {
                continue;
            }
            RecordText record = golden.records().get(i);
            edits.add(record.fields().containsKey(GRADES) ? extend(layout, record, perCase.get(i))
                    : convert(layout, record, perCase.get(i)));
        }
        return TextEdit.apply(golden.text(), edits);
    }

    /** The new grades appended to the case's {@code relevant} map. */
    private static TextEdit extend(TextLayout layout, RecordText record, Map<String, Integer> added) {
        ValueSpan map = record.fields().get(GRADES).value();
        List<ValueSpan> items = map.items();
        if (items.isEmpty()) {
            return new TextEdit(map.start(), map.end(), render(layout, record, map, List.of(), added));
        }
        String colon = layout.colonAfterKey(items.get(0).start());
        String separator = separator(layout, record, map);
        StringBuilder appended = new StringBuilder();
        added.forEach((id, grade) -> appended.append(separator).append(entry(id, colon, grade)));
        int last = items.get(items.size() - 1).end();
        return new TextEdit(last, last, appended.toString());
    }

    /** The case's {@code relevant_doc_ids} replaced by a {@code relevant} map with its ids at 1, then the new ones. */
    private static TextEdit convert(TextLayout layout, RecordText record, Map<String, Integer> added) {
        RecordText.FieldText ids = record.fields().get(IDS);
        Map<String, String> relevant = new LinkedHashMap<>();
        for (ValueSpan item : ids.value().items()) {
            // Kept as written (its escapes too), once per id.
            String written = layout.text().substring(item.start(), item.end());
            relevant.putIfAbsent(decoded(written), written);
        }
        String colon = layout.colonAfterKey(ids.keyStart());
        String key = quoted(GRADES);
        return new TextEdit(ids.keyStart(), ids.value().end(), key + colon + render(layout, record, ids.value(),
                new ArrayList<>(relevant.values()), added));
    }

    /**
     * A whole map, laid out as the container it replaces was: existing ids (as written) at grade 1, then the new
     * grades.
     */
    private static String render(TextLayout layout, RecordText record, ValueSpan replaced, List<String> writtenIds,
                                 Map<String, Integer> added) {
        String colon = layout.colonAfterKey(record.span().items().get(0).start());
        List<String> entries = new ArrayList<>();
        writtenIds.forEach(id -> entries.add(id + colon + 1));
        added.forEach((id, grade) -> entries.add(entry(id, colon, grade)));
        List<ValueSpan> items = replaced.items();
        String text = layout.text();
        boolean multiLine = items.isEmpty() ? record.span().multiLine(text) : replaced.multiLine(text);
        if (!multiLine) {
            String before = items.isEmpty() ? "" : text.substring(replaced.start() + 1, items.get(0).start());
            String after = items.isEmpty() ? "" : text.substring(items.get(items.size() - 1).end(), replaced.end() - 1);
            return "{" + before + String.join(separator(layout, record, replaced), entries) + after + "}";
        }
        // Closed at the indentation of the line the container closed on (or, empty, opened on), items one level in.
        String closing = layout.indentAt(items.isEmpty() ? replaced.start() : replaced.end() - 1);
        String inner = items.isEmpty() ? closing + layout.indentUnit(record) : layout.indentAt(items.get(0).start());
        String newline = layout.newline();
        return "{" + newline + inner + String.join("," + newline + inner, entries) + newline + closing + "}";
    }

    /** What goes between two items of this container: as between its first two, else as its record has it. */
    private static String separator(TextLayout layout, RecordText record, ValueSpan container) {
        List<ValueSpan> items = container.items();
        if (items.size() >= 2) {
            return layout.between(items.get(0), items.get(1));
        }
        if (!items.isEmpty() && container.multiLine(layout.text())) {
            return "," + layout.newline() + layout.indentAt(items.get(0).start());
        }
        return layout.lineSeparator(record);
    }

    private static String entry(String id, String colon, int grade) {
        return quoted(id) + colon + grade;
    }

    private static String quoted(String value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a string is always JSON", e);
        }
    }

    private static String decoded(String written) {
        try {
            return JSON.readTree(written).textValue();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an id the golden set's loader read is a JSON string: " + written, e);
        }
    }
}
