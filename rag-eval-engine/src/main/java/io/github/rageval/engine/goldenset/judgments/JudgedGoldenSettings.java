package io.github.rageval.engine.goldenset.judgments;

import io.github.rageval.engine.settings.DataSources;
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
 * @param acceptAdvice how the warning about machine grades left out tells the user to count them, in the front end's
 *     words ({@link DataSources#acceptAdvice}); null for the parameter's own
 */
public record JudgedGoldenSettings(Path goldenDataset, Path corpus, boolean corpusOptional, List<Path> judgments,
                                   boolean acceptMachineJudgments, Path output, String acceptAdvice) {
    public JudgedGoldenSettings {
        judgments = List.copyOf(judgments);
        acceptAdvice = acceptAdvice == null ? DataSources.ACCEPT_ADVICE : acceptAdvice;
    }

    /** Settings whose advice about machine grades is in the parameter's own words. */
    public JudgedGoldenSettings(Path goldenDataset, Path corpus, boolean corpusOptional, List<Path> judgments,
                                boolean acceptMachineJudgments, Path output) {
        this(goldenDataset, corpus, corpusOptional, judgments, acceptMachineJudgments, output, null);
    }
}
