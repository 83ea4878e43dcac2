/**
 * Keeps the golden set fresh: the golden set's lock ({@code <golden set>.lock.json}, written by the {@code lock}
 * goal and committed) records each judged document's content hash and the corpus's ids, and every check compares the
 * corpus with it: judged documents whose text changed since they were judged, judged documents deleted, and documents
 * added that nobody judged (with how many of them the retriever ranks in the top k). The setting
 * {@code staleJudgments} decides whether that warns or fails the gate.
 */
package io.github.rageval.engine.goldenset.lock;
