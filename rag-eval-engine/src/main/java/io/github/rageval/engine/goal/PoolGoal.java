package io.github.rageval.engine.goal;

import io.github.rageval.engine.goldenset.pool.PoolResult;
import io.github.rageval.engine.goldenset.pool.Pooling;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.saved.WriteProblem;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.read.GoalRequest;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;

/** The pool goal: the documents to judge next, written as pool.jsonl and pool.csv into the report folder. */
final class PoolGoal {
    private PoolGoal() {
    }

    /** @throws OutputException when the pool cannot be written */
    static GoalOutcome<PoolResult> run(GoalRequest request, FrontEnd frontEnd, GoalContext context,
            GoalOutput output)
            throws ConfigurationException, InputException, OutputException {
        PoolResult pool;
        try {
            pool = Pooling.run(request.evaluation(), request.pool(), request.reportDirectory(), context.progress(),
                    frontEnd::label);
        } catch (IOException e) {
            throw new OutputException("pool", "cannot write the pool into " + frontEnd.label(request.reportDirectory())
                    + ": " + WriteProblem.of(e, frontEnd.name(GoalSettings.REPORT_DIRECTORY)), e);
        }
        pool.warnings().forEach(output::warning);
        output.report(pool.depthLine(frontEnd));
        pool.lines(frontEnd::label).forEach(output::report);
        return output.passed(pool);
    }
}
