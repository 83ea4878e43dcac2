package io.github.rageval.engine.goal;

import io.github.rageval.engine.aggregate.Aggregate;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.retriever.RetrieverExitGuard;
import io.github.rageval.engine.settings.read.AggregateRequest;
import io.github.rageval.engine.settings.read.FaithfulnessRequest;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.read.GoalRequest;
import io.github.rageval.engine.settings.read.GrowRequest;
import io.github.rageval.engine.settings.read.JudgeRequest;
import io.github.rageval.engine.settings.read.JudgmentsRequest;
import io.github.rageval.engine.settings.read.LockRequest;
import io.github.rageval.engine.settings.read.SettingValues;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.nio.file.Path;

/**
 * The one way a front end runs a goal: {@code skip} read first (a skipped goal checks nothing), the settings read by
 * the settings pass, what it warns about said, then the goal's flow. Every front end calls this with the values it
 * collected and renders what comes back; none runs a flow of its own.
 */
public final class Goals {
    private Goals() {
    }

    /**
     * Runs any goal but the aggregate, which needs what the build knows of its modules ({@link #aggregate}).
     *
     * @throws ConfigurationException for a setting that cannot be used, before any file is read
     * @throws InputException for an input file that cannot be used, or a retriever that failed
     * @throws OutputException for an output that cannot be written
     */
    public static GoalOutcome<?> run(Goal goal, SettingValues values, FrontEnd frontEnd, GoalContext context)
            throws ConfigurationException, InputException, OutputException {
        return switch (goal) {
            case CHECK -> check(values, frontEnd, context);
            case BASELINE -> baseline(values, frontEnd, context);
            case POOL -> evaluating(Goal.POOL, values, frontEnd, context, PoolGoal::run);
            case JUDGE -> reading(Goal.JUDGE, values, frontEnd, context, output -> JudgeGoal.run(
                    JudgeRequest.parse(values, frontEnd, context.environment()), frontEnd, context, output));
            case FAITHFULNESS -> reading(Goal.FAITHFULNESS, values, frontEnd, context, output -> FaithfulnessGoal.run(
                    FaithfulnessRequest.parse(values, frontEnd, context.environment()), frontEnd, context, output));
            case JUDGMENTS -> reading(Goal.JUDGMENTS, values, frontEnd, context, output -> JudgmentsGoal.run(
                    JudgmentsRequest.parse(values, frontEnd), frontEnd, context, output));
            case GROW -> reading(Goal.GROW, values, frontEnd, context, output -> GrowGoal.run(
                    GrowRequest.parse(values, frontEnd), frontEnd, context, output));
            case LOCK -> reading(Goal.LOCK, values, frontEnd, context, output -> LockGoal.run(
                    LockRequest.parse(values, frontEnd), frontEnd, context, output));
            case AGGREGATE -> throw new IllegalArgumentException("the aggregate goal reads the reports of the build's"
                    + " modules: run it with Goals.aggregate and what the build knows of them");
        };
    }

    /** The check goal, whose outcome carries the analysis the reports were written from. */
    public static GoalOutcome<Analysis> check(SettingValues values, FrontEnd frontEnd, GoalContext context)
            throws ConfigurationException, InputException, OutputException {
        return evaluating(Goal.CHECK, values, frontEnd, context, CheckGoal::run);
    }

    /** The baseline goal, whose outcome carries the baseline file. */
    public static GoalOutcome<Path> baseline(SettingValues values, FrontEnd frontEnd, GoalContext context)
            throws ConfigurationException, InputException, OutputException {
        return evaluating(Goal.BASELINE, values, frontEnd, context, BaselineGoal::run);
    }

    /**
     * The aggregate goal, whose outcome carries the aggregate (null when skipped): one table of the build's modules'
     * reports and one verdict over them. Skipped, it still fails for the checks that left their failure to it.
     *
     * @param input what only the build knows: its modules, the failures its checks left to this goal, how it runs
     * @throws ConfigurationException for a setting that cannot be used, no module to read, or a folder a module's
     *     check writes
     * @throws InputException for a module's report that cannot be read, or was written before its configuration
     * @throws OutputException for reports that cannot be written
     */
    public static GoalOutcome<Aggregate> aggregate(SettingValues values, FrontEnd frontEnd, GoalContext context,
                                                   AggregateInput input)
            throws ConfigurationException, InputException, OutputException {
        GoalOutput output = new GoalOutput(context);
        if (AggregateRequest.skips(values, frontEnd)) {
            return AggregateGoal.skipped(input, skipped(frontEnd, output), output);
        }
        return AggregateGoal.run(AggregateRequest.parse(values, frontEnd), input, frontEnd, context, output);
    }

    /** A goal that evaluates a retriever or a run: the check, the baseline and the pool. */
    private static <R> GoalOutcome<R> evaluating(Goal goal, SettingValues values, FrontEnd frontEnd,
                                                 GoalContext context, EvaluatingFlow<R> flow)
            throws ConfigurationException, InputException, OutputException {
        GoalOutput output = new GoalOutput(context);
        if (GoalRequest.skips(goal, values, frontEnd)) {
            return skipped(frontEnd, output);
        }
        GoalRequest request;
        try {
            request = GoalRequest.parse(goal, values, frontEnd);
            context.check(request);
        } catch (ConfigurationException e) {
            if (goal == Goal.CHECK) {
                CheckGoal.markUnfinished(values, frontEnd, context);
            }
            throw e;
        }
        request.warnings().forEach(output::warning);
        // A retriever's thread that ends the JVM after the retriever was closed still fails the run.
        try (RetrieverExitGuard.VerdictScope verdict = RetrieverExitGuard.untilVerdict()) {
            return flow.run(request, frontEnd, context, output);
        }
    }

    /** A goal that reads and writes files and runs no retriever: judge, faithfulness, judgments, grow and lock. */
    private static <R> GoalOutcome<R> reading(Goal goal, SettingValues values, FrontEnd frontEnd, GoalContext context,
                                              ReadingFlow<R> flow)
            throws ConfigurationException, InputException, OutputException {
        GoalOutput output = new GoalOutput(context);
        if (GoalRequest.skips(goal, values, frontEnd)) {
            return skipped(frontEnd, output);
        }
        return flow.run(output);
    }

    private static <R> GoalOutcome<R> skipped(FrontEnd frontEnd, GoalOutput output) {
        output.note("skipped (" + frontEnd.valued(GoalSettings.SKIP, "true") + ")");
        return output.outcome(GoalOutcome.Status.SKIPPED, null, null);
    }

    @FunctionalInterface
    private interface EvaluatingFlow<R> {
        GoalOutcome<R> run(GoalRequest request, FrontEnd frontEnd, GoalContext context, GoalOutput output)
                throws ConfigurationException, InputException, OutputException;
    }

    @FunctionalInterface
    private interface ReadingFlow<R> {
        GoalOutcome<R> run(GoalOutput output) throws ConfigurationException, InputException, OutputException;
    }
}
