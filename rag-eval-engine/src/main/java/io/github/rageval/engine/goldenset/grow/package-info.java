/**
 * Growing the golden set from real questions, offline and deterministically: query logs read line by line (plain
 * JSON Lines or UBI's query and event records), personal data redacted before anything is kept or written, queries
 * normalised and counted, those the golden set already asks left out, and a seeded sample stratified by frequency
 * (head, torso, tail) written as golden cases with no judgments yet, ready to be pooled and judged; and, when the
 * logs say what was shown and clicked, the golden set's pairs graded by clicks over expected clicks (COEC) as machine
 * judgments in {@code implicit-judgments.jsonl}.
 */
package io.github.rageval.engine.goldenset.grow;
