package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads relevance judgments from a TREC qrels file ({@code query_id iteration doc_id relevance}, whitespace
 * separated, the iteration ignored, {@code #} lines skipped) or a BEIR qrels TSV ({@code query-id corpus-id score}
 * separated by tabs, with BEIR's header line). The first line decides: four fields is TREC, three is BEIR.
 * Grades are integers, as trec_eval reads them: 1 or more relevant at the default level, 0 or less judged not
 * relevant. A document judged twice for one query is an error, as in trec_eval. Queries keep the order in which
 * they first appear, the order BEIR's loader gives them.
 */
public final class QrelsLoader {
    static final String TREC_SHAPE = "'query_id 0 doc_id relevance' (TREC qrels)";
    static final String BEIR_SHAPE = "'query-id<TAB>corpus-id<TAB>score' (BEIR qrels)";

    private final TextLines lines = new TextLines("qrels", TREC_SHAPE + " or " + BEIR_SHAPE);

    public GoldenDataset load(Path file) throws InputException {
        return read(file).dataset();
    }

    /** Every judgment of the file with its line, in file order, checked as {@link #load} checks them. */
    public List<JudgmentLine> judgmentLines(Path file) throws InputException {
        Judgments judgments = read(file);
        judgments.dataset();
        return List.copyOf(judgments.read);
    }

    private Judgments read(Path file) throws InputException {
        Judgments judgments = new Judgments(file);
        lines.read(file, (number, text) -> judgments.add(number, text));
        return judgments;
    }

    /** The judgments read so far, and the format the first line chose. */
    private final class Judgments {
        private final Path file;
        private final Map<String, Map<String, Integer>> gradesByQuery = new LinkedHashMap<>();
        private final Map<String, Integer> firstLineOfQuery = new HashMap<>();
        private final Map<String, Integer> lineOfJudgment = new HashMap<>();
        private final List<JudgmentLine> read = new ArrayList<>();
        private Boolean beir;

        Judgments(Path file) {
            this.file = file;
        }

        void add(int number, String text) throws InputException {
            if (beir == null) {
                beir = chooseFormat(number, text);
                if (beir && isBeirHeader(text)) {
                    return;
                }
            }
            if (beir) {
                String[] fields = text.split("\t", -1);
                if (fields.length != 3) {
                    throw lines.problem(file, number, "expected 3 tab-separated fields " + BEIR_SHAPE + ", found "
                            + fields.length + ". Separate query id, document id and score by single tabs.");
                }
                judge(number, fields[0].strip(), fields[1].strip(), fields[2].strip());
            } else if (!TextLines.isComment(text)) {
                String[] fields = TextLines.fields(text);
                if (fields.length != 4) {
                    throw lines.problem(file, number, "expected 4 fields " + TREC_SHAPE + ", found "
                            + fields.length + ". Write one judgment per line.");
                }
                judge(number, fields[0], fields[2], fields[3]);
            }
        }

        private boolean chooseFormat(int number, String text) throws InputException {
            if (text.split("\t", -1).length == 3) {
                return true;
            }
            int count = TextLines.fields(text).length;
            if (count == 4 || TextLines.isComment(text)) {
                return false;
            }
            throw lines.problem(file, number, "expected 4 fields " + TREC_SHAPE + " or 3 tab-separated fields "
                    + BEIR_SHAPE + ", found " + count + ". Point the configuration at a qrels file.");
        }

        private static boolean isBeirHeader(String text) {
            return !text.split("\t", -1)[2].strip().matches("[+-]?[0-9]+");
        }

        private void judge(int number, String queryId, String docId, String grade) throws InputException {
            if (queryId.isEmpty() || docId.isEmpty()) {
                throw lines.problem(file, number, "the " + (queryId.isEmpty() ? "query" : "document")
                        + " id is empty. Give every judgment a query id and a document id.");
            }
            int value;
            try {
                value = Integer.parseInt(grade);
            } catch (NumberFormatException e) {
                throw lines.problem(file, number, "relevance '" + Shown.value(grade) + "' "
                        + (WholeNumbers.looksWhole(grade) ? "is out of range: a grade is a whole number from "
                        + WholeNumbers.RANGE : "is not an integer") + ". Grade documents with integers: 1 or more"
                        + " relevant, 0 judged not relevant.");
            }
            Integer earlier = lineOfJudgment.putIfAbsent(queryId + '\n' + docId, number);
            if (earlier != null) {
                throw lines.problem(file, number, "document \"" + Shown.value(docId) + "\" is judged again for query \""
                        + Shown.value(queryId) + "\" (first on line " + earlier + "). Keep one judgment per query and document.");
            }
            firstLineOfQuery.putIfAbsent(queryId, number);
            gradesByQuery.computeIfAbsent(queryId, id -> new LinkedHashMap<>()).put(docId, value);
            read.add(new JudgmentLine(file, "line " + number, queryId, docId, value));
        }

        GoldenDataset dataset() throws InputException {
            if (gradesByQuery.isEmpty()) {
                throw new InputException(lines.describe(file) + " holds no judgments. Add lines like "
                        + TREC_SHAPE + ".");
            }
            List<GoldenCase> cases = new ArrayList<>();
            List<String> places = new ArrayList<>();
            gradesByQuery.forEach((queryId, grades) -> {
                cases.add(new GoldenCase(queryId, null, grades));
                places.add("line " + firstLineOfQuery.get(queryId));
            });
            return new GoldenDataset(file, cases, places);
        }
    }
}
