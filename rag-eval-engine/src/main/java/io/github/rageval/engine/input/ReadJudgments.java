package io.github.rageval.engine.input;

import java.util.List;

/**
 * What the {@code judgments} files gave ({@link JudgmentFiles#readAll}): the grades to merge, and what reading them
 * warns about (a machine's grades left out), for the console where the judgments are read.
 *
 * @param lines the grades to merge, the files in the order given
 * @param warnings one per file whose machine grades were left out
 */
public record ReadJudgments(List<JudgmentLine> lines, List<String> warnings) {
    public ReadJudgments {
        lines = List.copyOf(lines);
        warnings = List.copyOf(warnings);
    }
}
