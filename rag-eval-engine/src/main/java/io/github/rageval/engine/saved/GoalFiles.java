package io.github.rageval.engine.saved;

import java.util.Set;

/**
 * The files the tool's other goals write into the report folder, beside the check's reports: the grow goal's
 * candidates and implicit judgments, the pool goal's pool, the faithfulness goal's agreement record. Named here, below
 * the goals that write them, so that a report set carries them over ({@link ReportSet}) rather than taking them for a
 * stranger's files and warning of them on every later check.
 */
public final class GoalFiles {
    /** The grow goal's candidates. */
    public static final String CANDIDATES = "candidates.jsonl";
    /** The grow goal's judgments from clicks. */
    public static final String IMPLICIT_JUDGMENTS = "implicit-judgments.jsonl";
    /** The pool goal's pool, to fill in. */
    public static final String POOL_JSONL = "pool.jsonl";
    /** The same pool as a spreadsheet opens it. */
    public static final String POOL_CSV = "pool.csv";
    /** The faithfulness goal's record of its judge's agreement with people's labels. */
    public static final String FAITHFULNESS_AGREEMENT = "faithfulness-agreement.json";
    /** Every one of them. */
    public static final Set<String> ALL = Set.of(CANDIDATES, IMPLICIT_JUDGMENTS, POOL_JSONL, POOL_CSV,
            FAITHFULNESS_AGREEMENT);

    private GoalFiles() {
    }
}
