package io.github.rageval.engine.judgments;

import java.nio.file.Path;
import java.util.List;

/**
 * What the judgments goal reads and writes, as the settings pass gives it.
 *
 * @param goldenDataset the golden set the grades are folded into
 * @param corpus the corpus the judged documents must be in
 * @param corpusOptional whether the corpus was left at its default, where a missing file means no corpus to check
 *     against (a retriever with its own index) rather than a mistake
 * @param judgments the judgments files, in the order given; at least one
 * @param acceptMachineJudgments whether a grade a machine gave (judged_by) is folded in
 * @param output where the judged golden set is written
 */
public record JudgedGoldenSettings(Path goldenDataset, Path corpus, boolean corpusOptional, List<Path> judgments,
                                   boolean acceptMachineJudgments, Path output) {
    public JudgedGoldenSettings {
        judgments = List.copyOf(judgments);
    }
}
