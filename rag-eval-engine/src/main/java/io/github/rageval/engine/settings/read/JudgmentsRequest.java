package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.settings.GoalSetting.Goal;
import io.github.rageval.engine.goldenset.judgments.JudgedGoldenSet;
import io.github.rageval.engine.goldenset.judgments.JudgedGoldenSettings;
import io.github.rageval.engine.model.ConfigurationException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * What the {@code judgments} goal asks for, read by the same pass as the other goals' ({@link GoalRequest}): empty
 * values refused, values typed with the table's defaults, then the checks across them: judgments to fold in, and a
 * file to write that is none of the files read but the golden set (which the user may point it at on purpose).
 */
public final class JudgmentsRequest {
    private JudgmentsRequest() {
    }

    /**
     * @throws ConfigurationException for the first setting that cannot be used, before any file is read
     */
    public static JudgedGoldenSettings parse(SettingValues values, FrontEnd frontEnd) throws ConfigurationException {
        TypedValues typed = new TypedValues(Goal.JUDGMENTS, values, frontEnd);
        typed.requireNoneEmpty();
        List<Path> judgments = typed.paths("judgments");
        if (judgments.isEmpty()) {
            throw new ConfigurationException(frontEnd.name(typed.setting("judgments")) + " is not set: the judgments"
                    + " goal folds the grades of the judgments files into the golden set, and without any it would"
                    + " only copy it. Name the filled pool files or qrels, e.g. "
                    + frontEnd.assignment(typed.setting("judgments"), "src/test/rag/judgments.jsonl") + ".");
        }
        Path golden = typed.path("goldenDataset");
        Path corpus = typed.path("corpus");
        Path output = typed.path("judgedGoldenDataset");
        if (!typed.isWritten("judgedGoldenDataset")) {
            output = JudgedGoldenSet.defaultOutput(output, golden);
        }
        // The golden set is the one input it may write, in place, on purpose (docs/judgments.md).
        WrittenFiles files = WrittenFiles.of(Goal.JUDGMENTS, typed);
        files.guard(List.of(files.named(output, "judgedGoldenDataset", "the judged golden set", "Point "
                + files.name("judgedGoldenDataset") + " at a file of its own (the golden set itself to write it in"
                + " place), or leave it unset to write it beside the reports.")), Set.of("goldenDataset"));
        return new JudgedGoldenSettings(golden, corpus, !typed.isWritten("corpus"), judgments,
                typed.bool("acceptMachineJudgments"), output,
                frontEnd.assignment(typed.setting("acceptMachineJudgments"), "true"));
    }
}
