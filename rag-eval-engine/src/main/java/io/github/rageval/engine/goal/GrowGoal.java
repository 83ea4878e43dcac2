package io.github.rageval.engine.goal;

import io.github.rageval.engine.goldenset.grow.GoldenSetGrowth;
import io.github.rageval.engine.goldenset.grow.UnwrittenFile;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.saved.WriteProblem;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.read.GrowRequest;
import io.github.rageval.engine.settings.table.GoalSettings;

/** The grow goal: candidates for the golden set proposed from query logs. */
final class GrowGoal {
    private GrowGoal() {
    }

    /** @throws OutputException when a file of the candidates cannot be written */
    static GoalOutcome<GoldenSetGrowth.Outcome> run(GrowRequest request, FrontEnd frontEnd,
                                                           GoalContext context,
            GoalOutput output)
            throws InputException, OutputException {
        if (request.goldenNote() != null) {
            output.note(request.goldenNote());
        }
        GoldenSetGrowth.Outcome grown;
        try {
            grown = GoldenSetGrowth.run(request.plan(), frontEnd::label, context.progress());
        } catch (UnwrittenFile e) {
            throw new OutputException("grow", "cannot write " + frontEnd.label(e.file()) + ": "
                    + WriteProblem.of(e.reason(), frontEnd.name(GoalSettings.REPORT_DIRECTORY)), e.reason());
        }
        output.report(grown.line(frontEnd::label));
        return output.passed(grown);
    }
}
