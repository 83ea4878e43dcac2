/**
 * Machine judgments for a pool of unjudged documents: a chat model asked, for each (query, document), the question
 * UMBRELA asks (castorini/umbrela: its zero-shot prompt, a 0 to 3 scale, and its parsing of the answer), answers cached
 * so that a rerun asks nothing twice, grades written into the pool marked as a machine's. Before grading, the judge is
 * measured against the lines a person graded (Cohen's kappa, as UMBRELA reports it) and, below the agreement asked
 * for, grades nothing. For triage: the gate keeps the grades out unless told otherwise.
 */
package io.github.rageval.engine.goldenset.judge;
