package io.github.rageval.engine.evaluation;

import java.util.List;

/**
 * What a build evaluated: the gated report (the one retriever, or the gate variant), and every variant's report when
 * several retrievers are compared.
 *
 * @param gate the report the gate holds
 * @param variants every variant's report in configuration order, the gated one included; empty without variants
 */
public record Evaluations(EvaluationReport gate, List<VariantReport> variants) {
    public Evaluations {
        variants = List.copyOf(variants);
    }
}
