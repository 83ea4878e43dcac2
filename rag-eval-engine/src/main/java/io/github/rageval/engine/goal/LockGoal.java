package io.github.rageval.engine.goal;

import io.github.rageval.engine.goal.check.GoldenSetLock;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.saved.WriteProblem;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;

/** The lock goal: each judged document's content hash written into the golden set's lock. */
final class LockGoal {
    private LockGoal() {
    }

    /** @throws OutputException when the lock cannot be written */
    static GoalOutcome<GoldenSetLock.Outcome> run(GoldenSetLock.Plan plan, FrontEnd frontEnd, GoalContext context,
                                                  GoalOutput output)
            throws InputException, OutputException {
        return output.passed(write(plan, frontEnd, context, output));
    }

    /** The lock written, as the lock goal and the baseline goal write it; the console told what it accepted. */
    static GoldenSetLock.Outcome write(GoldenSetLock.Plan plan, FrontEnd frontEnd, GoalContext context,
                                       GoalOutput output) throws InputException, OutputException {
        GoldenSetLock.Outcome locked;
        try {
            locked = GoldenSetLock.run(plan, frontEnd::label, frontEnd, context.progress());
        } catch (IOException e) {
            throw new OutputException("lock", "cannot write " + frontEnd.label(plan.lockFile()) + ": "
                    + WriteProblem.of(e, frontEnd.name(GoalSettings.LOCK_FILE)), e);
        }
        if (locked.written()) {
            output.wrote(plan.lockFile());
        }
        output.report(locked.line(frontEnd::label));
        return locked;
    }
}
