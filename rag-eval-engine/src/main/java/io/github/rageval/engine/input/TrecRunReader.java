package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a TREC run ({@code query_id Q0 doc_id rank score run_tag}) at the size of MS MARCO's (millions of lines)
 * without a regular expression or a string per line: lines are split on their bytes ({@link WhitespaceFields}),
 * scores parsed from them ({@link DecimalScore}), and each query's results gathered in one {@link QueryResults}
 * whose hash table finds a document listed twice. The checks and messages are those of the line-by-line rules:
 * fewer than six fields, a score that is not a number or beyond a double, a document twice for one query (naming
 * the line it was first on), -0 tying with 0.
 *
 * <p>A run grouped by query (every line of a query together, as retrievers and trec_eval write them) is read
 * query by query: when the next query starts, the finished one is sorted into trec_eval's order and packed into
 * arrays ({@link PackedRanking}), and its builder is reused. A run whose query comes back after another query is
 * read all the same, with the same results: from then on every query's builder stays open until the end of the
 * file, which costs the builders' slack and hash tables on top of the packed lists (about twice the memory).
 */
final class TrecRunReader {
    private static final int FIELDS = 6;

    private final TextLines lines;

    /** @param lines names the run in messages */
    TrecRunReader(TextLines lines) {
        this.lines = lines;
    }

    Run read(Path file) throws InputException {
        Reading reading = new Reading(file);
        new ByteLines(lines).read(file, reading::line);
        if (reading.rankings.isEmpty()) {
            throw new InputException(lines.describe(file) + " has no results: every line is a comment. Add one line"
                    + " per result, like " + RunLoader.TREC_SHAPE + ".");
        }
        return Run.ofRankings(file, reading.finish(), reading.results);
    }

    /** The fields of one line: bytes and the start and end of each of its first six fields. */
    private static final class Fields {
        final int[] bounds = new int[2 * FIELDS];
        byte[] bytes;
        int count;
        private byte[] encoded = new byte[256];

        /** Splits a line; false for a comment. */
        boolean split(byte[] line, int from, int to, String text) {
            if (text == null) {
                if (WhitespaceFields.isComment(line, from, to)) {
                    return false;
                }
                bytes = line;
                count = WhitespaceFields.split(line, from, to, bounds, FIELDS);
                return true;
            }
            // A line beyond ASCII: the text rules split it, and its fields are re-encoded side by side.
            if (WhitespaceFields.isComment(text)) {
                return false;
            }
            String[] fields = WhitespaceFields.split(text);
            count = Math.min(fields.length, FIELDS);
            int at = 0;
            for (int i = 0; i < count; i++) {
                byte[] field = fields[i].getBytes(StandardCharsets.UTF_8);
                if (at + field.length > encoded.length) {
                    encoded = Arrays.copyOf(encoded, Math.max(encoded.length * 2, at + field.length));
                }
                System.arraycopy(field, 0, encoded, at, field.length);
                bounds[2 * i] = at;
                at += field.length;
                bounds[2 * i + 1] = at;
            }
            count = fields.length;
            bytes = encoded;
            return true;
        }

        int from(int field) {
            return bounds[2 * field];
        }

        int to(int field) {
            return bounds[2 * field + 1];
        }

        String text(int field) {
            return new String(bytes, from(field), to(field) - from(field), StandardCharsets.UTF_8);
        }

        boolean is(int field, byte[] value) {
            return Arrays.equals(bytes, from(field), to(field), value, 0, value.length);
        }
    }

    /** One pass over the file: the rankings so far, in the order their queries first appear. */
    private final class Reading {
        private final Path file;
        private final Fields fields = new Fields();
        /** Packed when finished; an empty placeholder while the query's builder is open. */
        private final Map<String, List<ScoredDocument>> rankings = new LinkedHashMap<>();
        private final Map<String, QueryResults> open = new HashMap<>();
        private QueryResults current;
        private QueryResults spare;
        /** Where the packed lists live: a few large arrays the collector need not copy (see the class). */
        private final RankingSlabs slabs = new RankingSlabs();
        private boolean grouped = true;
        private int results;

        Reading(Path file) {
            this.file = file;
        }

        void line(int number, byte[] line, int from, int to, String text) throws InputException {
            if (!fields.split(line, from, to, text)) {
                return;
            }
            if (fields.count < FIELDS) {
                throw lines.problem(file, number, "expected 6 fields " + RunLoader.TREC_SHAPE + ", found "
                        + fields.count + ". Write one result per line.");
            }
            double score = DecimalScore.parse(fields.bytes, fields.from(4), fields.to(4));
            if (Double.isNaN(score)) {
                throw lines.problem(file, number, "score '" + Shown.value(fields.text(4)) + "' (the fifth field) is"
                        + " not a number. Write the retriever's score there, higher for better results.");
            }
            if (Double.isInfinite(score)) {
                throw lines.problem(file, number, "score '" + Shown.value(fields.text(4)) + "' (the fifth field) is"
                        + " too large for a double (beyond about 1.8e308). Write the retriever's score as it is, within"
                        + " that range.");
            }
            if (current == null || !current.isQuery(fields.bytes, fields.from(0), fields.to(0))) {
                switchTo(fields.text(0));
            }
            if (!current.add(fields.bytes, fields.from(2), fields.to(2), RunLoader.zeroOnce(score))) {
                String docId = fields.text(2);
                throw lines.problem(file, number, "document \"" + Shown.value(docId) + "\" is listed again for query"
                        + " \"" + Shown.value(current.queryId()) + "\" (first on line " + firstLine(current.queryId(),
                        docId, number) + "). List each document once per query.");
            }
            results++;
        }

        private void switchTo(String queryId) {
            if (current != null && grouped) {
                rankings.put(current.queryId(), current.pack(slabs));
                open.remove(current.queryId());
                spare = current;
            }
            QueryResults next = open.get(queryId);
            if (next == null) {
                if (rankings.get(queryId) instanceof PackedRanking earlier) {
                    // The query came back: not grouped. Keep every builder open from here on.
                    grouped = false;
                    next = QueryResults.reopen(queryId, earlier);
                } else if (spare != null) {
                    next = spare;
                    next.start(queryId);
                    spare = null;
                    rankings.put(queryId, List.of());
                } else {
                    next = new QueryResults(queryId);
                    rankings.put(queryId, List.of());
                }
                open.put(queryId, next);
            }
            current = next;
        }

        Map<String, List<ScoredDocument>> finish() {
            open.values().forEach(builder -> rankings.put(builder.queryId(), builder.pack(slabs)));
            return rankings;
        }

        /** The line a query's document was first listed on: read again, since only the error needs it. */
        private int firstLine(String queryId, String docId, int duplicate) throws InputException {
            byte[] query = queryId.getBytes(StandardCharsets.UTF_8);
            byte[] doc = docId.getBytes(StandardCharsets.UTF_8);
            Fields again = new Fields();
            int[] first = {0};
            new ByteLines(lines).read(file, (number, line, from, to, text) -> {
                if (first[0] == 0 && number < duplicate && again.split(line, from, to, text)
                        && again.count >= FIELDS && again.is(0, query) && again.is(2, doc)) {
                    first[0] = number;
                }
            });
            return first[0];
        }
    }
}
