package io.github.rageval.engine.goal;

import io.github.rageval.engine.goldenset.judgments.JudgedGoldenResult;
import io.github.rageval.engine.goldenset.judgments.JudgedGoldenSet;
import io.github.rageval.engine.goldenset.judgments.JudgedGoldenSettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.saved.WriteProblem;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;

/**
 * The judgments goal: the golden set written with the judgments files' grades folded in. It runs no retriever and
 * evaluates nothing.
 */
final class JudgmentsGoal {
    private JudgmentsGoal() {
    }

    /** @throws OutputException when the judged golden set cannot be written */
    static GoalOutcome<JudgedGoldenResult> run(JudgedGoldenSettings settings, FrontEnd frontEnd,
                                                      GoalContext context,
            GoalOutput output)
            throws ConfigurationException, InputException, OutputException {
        JudgedGoldenResult result;
        try {
            result = JudgedGoldenSet.write(settings, context.progress());
        } catch (IOException e) {
            throw new OutputException(Goal.JUDGMENTS.key(), "cannot write " + frontEnd.label(settings.output()) + ": "
                    + WriteProblem.of(e, frontEnd.name(GoalSettings.JUDGED_GOLDEN_DATASET)), e);
        }
        output.wrote(settings.output());
        result.warnings().forEach(output::warning);
        result.lines(frontEnd::label).forEach(output::report);
        return output.passed(result);
    }
}
