package io.github.rageval.engine.goldenset.judgments;

import io.github.rageval.engine.settings.table.SettingWords;
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
 * @param words how the warnings name the settings (how to count machine grades left out), in the front end's words;
 *     null for the parameters' own
 */
public record JudgedGoldenSettings(Path goldenDataset, Path corpus, boolean corpusOptional, List<Path> judgments,
                                   boolean acceptMachineJudgments, Path output, SettingWords words) {
    public JudgedGoldenSettings {
        judgments = List.copyOf(judgments);
        words = words == null ? SettingWords.PARAMETERS : words;
    }

    /** Settings whose advice about machine grades is in the parameter's own words. */
    public JudgedGoldenSettings(Path goldenDataset, Path corpus, boolean corpusOptional, List<Path> judgments,
                                boolean acceptMachineJudgments, Path output) {
        this(goldenDataset, corpus, corpusOptional, judgments, acceptMachineJudgments, output, null);
    }
}
