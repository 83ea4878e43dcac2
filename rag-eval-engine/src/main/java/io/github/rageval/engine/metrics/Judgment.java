package io.github.rageval.engine.metrics;

/**
 * What the judgments say of one retrieved document: the three states trec_eval keeps apart when it lines a ranking
 * up with its qrels ({@code form_res_rels.c}). A document is <em>judged</em> when the qrels give it a grade of 0 or
 * more, whatever the grade; <em>in the pool but not judged</em> when they give it a negative grade (trec_eval's
 * {@code RELVALUE_UNJUDGED}: a sampled pool, as infAP's, lists documents it did not judge so); and <em>not in the
 * pool</em> when the qrels do not name it at all ({@code RELVALUE_NONPOOL}).
 *
 * <p>Per position a ranking's judgments are held as one int, its <em>code</em>: the grade the qrels give, or
 * {@link #NOT_IN_POOL_CODE} when they give none. The code orders the states as tie ranges need them: every
 * unjudged document below every judged one.
 */
public enum Judgment {
    /** The qrels grade it 0 or more. */
    JUDGED,
    /** The qrels name it with a negative grade: pooled, not judged. */
    IN_POOL_UNJUDGED,
    /** The qrels do not name it. */
    NOT_IN_POOL;

    /** The code of a document the qrels do not name: below every grade, so that it sorts first. */
    public static final int NOT_IN_POOL_CODE = Integer.MIN_VALUE;

    /** The state a position's code stands for. */
    public static Judgment of(int code) {
        if (code == NOT_IN_POOL_CODE) {
            return NOT_IN_POOL;
        }
        return code < 0 ? IN_POOL_UNJUDGED : JUDGED;
    }

    /**
     * The grade every metric before these states read: the qrels' grade, negative ones included, and 0 for a
     * document they do not name.
     */
    public static int grade(int code) {
        return code == NOT_IN_POOL_CODE ? 0 : code;
    }

    /** Whether the state counts as judged: only {@link #JUDGED} does. */
    public boolean judged() {
        return this == JUDGED;
    }
}
