package io.github.rageval.engine.aggregate;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One line of the aggregate table: a module's evaluation, or one retriever variant of a module that compares several.
 *
 * @param variant the variant's name, or null for a module that evaluates one retriever
 * @param gate whether this row's verdict is the module's (always for a module without variants; of variants, only
 *     the gate variant's counts, the others show whether they would pass the same thresholds)
 * @param retriever the retriever's type ({@code tfidf}, a class name) or {@code run <file>}, or null when unknown
 * @param k the cutoff evaluated, or null when the report does not say
 * @param queries the number of queries evaluated, or null when the report does not say
 * @param summary metric key to mean, in the report's order ({@code queries} is not among them)
 * @param passed the row's verdict
 * @param violations why the row failed, one message each (for the gate row: the module's failures)
 */
public record ResultRow(String variant, boolean gate, String retriever, Integer k, Integer queries,
                        Map<String, Double> summary, boolean passed, List<String> violations) {
    public ResultRow {
        summary = Collections.unmodifiableMap(new LinkedHashMap<>(summary));
        violations = List.copyOf(violations);
    }
}
