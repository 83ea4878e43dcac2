package io.github.rageval.engine.input;

import java.nio.file.Path;

/**
 * One grade read from a judgments file (a filled pool, or qrels), with where it was written, so that a conflict or
 * an unknown id can name the file and the line.
 *
 * @param file the judgments file
 * @param place where in it: {@code line 3}, or {@code record 3 (line 3, column 1)} for JSON
 * @param queryId the query's key ({@link QueryKeys}: its query_id, or q and its position)
 * @param docId the document judged
 * @param grade its grade: 1 or more relevant at the default level, 0 judged not relevant
 * @param judgedBy the machine that gave the grade (a pool line's {@code judged_by}, as the LLM judge writes it);
 *     null for a person's grade
 * @param agreement the machine's agreement with people the grade was given at, as the judge stamped it; null when
 *     none is on record (and for a person's grade)
 * @param judgeSample the judge's grade of this line a person graded, asked to measure its agreement; null when the
 *     judge was not asked about it (and for a machine's grade)
 */
public record JudgmentLine(Path file, String place, String queryId, String docId, int grade, String judgedBy,
                           AgreementStamp agreement, JudgeSample judgeSample) {

    /** A grade with no judge's sample grade beside it. */
    public JudgmentLine(Path file, String place, String queryId, String docId, int grade, String judgedBy,
                        AgreementStamp agreement) {
        this(file, place, queryId, docId, grade, judgedBy, agreement, null);
    }

    /** A grade with no agreement on record. */
    public JudgmentLine(Path file, String place, String queryId, String docId, int grade, String judgedBy) {
        this(file, place, queryId, docId, grade, judgedBy, null, null);
    }

    /** A person's grade. */
    public JudgmentLine(Path file, String place, String queryId, String docId, int grade) {
        this(file, place, queryId, docId, grade, null, null, null);
    }

    /** Whether a machine gave the grade. */
    public boolean byMachine() {
        return judgedBy != null;
    }

    /** {@code pool.jsonl, line 3}: how messages name where the grade was written. */
    public String where() {
        return file + ", " + place;
    }
}
