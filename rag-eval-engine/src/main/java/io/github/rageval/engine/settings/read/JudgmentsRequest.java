package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.goldenset.judgments.JudgedGoldenSet;
import io.github.rageval.engine.goldenset.judgments.JudgedGoldenSettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
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
        List<Path> judgments = typed.paths(GoalSettings.JUDGMENTS);
        if (judgments.isEmpty()) {
            throw new ConfigurationException(frontEnd.name(GoalSettings.JUDGMENTS) + " is not set: the judgments"
                    + " goal folds the grades of the judgments files into the golden set, and without any it would"
                    + " only copy it. Name the filled pool files or qrels, e.g. "
                    + frontEnd.assignment(GoalSettings.JUDGMENTS, "src/test/rag/judgments.jsonl") + ".");
        }
        Path golden = typed.path(GoalSettings.GOLDEN_DATASET);
        Path corpus = typed.path(GoalSettings.CORPUS);
        Path output = typed.path(GoalSettings.JUDGED_GOLDEN_DATASET);
        if (!typed.isWritten(GoalSettings.JUDGED_GOLDEN_DATASET)) {
            output = JudgedGoldenSet.defaultOutput(output, golden);
        }
        // The golden set is the one input it may write, in place, on purpose (docs/judgments.md).
        WrittenFiles files = WrittenFiles.of(Goal.JUDGMENTS, typed);
        files.guard(List.of(files.named(output, GoalSettings.JUDGED_GOLDEN_DATASET, "the judged golden set",
                "Point " + files.name(GoalSettings.JUDGED_GOLDEN_DATASET) + " at a file of its own (the golden set"
                        + " itself to write it in place), or leave it unset to write it beside the reports.")),
                Set.of(GoalSettings.GOLDEN_DATASET));
        return new JudgedGoldenSettings(golden, corpus, !typed.isWritten(GoalSettings.CORPUS), judgments,
                typed.bool(GoalSettings.ACCEPT_MACHINE_JUDGMENTS), output, frontEnd);
    }
}
