package io.github.rageval.engine.evaluation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One variant's evaluation in a build that compares several: its name, what it is, and its report, held to the
 * same rules as the gated one (only the gated variant's verdict decides the build).
 *
 * @param name the variant's name
 * @param settings the retriever's settings as report.json records them, {@code type} first
 * @param gate whether this is the gated variant
 * @param report its cases, summary and verdict under the build's rules
 */
public record VariantReport(String name, Map<String, Object> settings, boolean gate, EvaluationReport report) {
    public VariantReport {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /** The retriever's name: a built-in name, {@code hybrid}, or a class name. */
    public String retriever() {
        return String.valueOf(settings.get("type"));
    }
}
