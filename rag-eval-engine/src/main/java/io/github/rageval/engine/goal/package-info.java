/**
 * One flow per goal, the same for every front end: {@link io.github.rageval.engine.goal.Goals} reads the settings
 * a front end collected (the settings pass), then runs the goal's flow ({@link io.github.rageval.engine.goal.CheckGoal},
 * {@link io.github.rageval.engine.goal.BaselineGoal}, the pool, judge, judgments, grow and lock goals, and the
 * aggregate with what only the build knows of its modules, {@link io.github.rageval.engine.goal.AggregateInput}),
 * which says what it has to say as {@link io.github.rageval.engine.goal.OutputLine}s while it runs and ends in a
 * {@link io.github.rageval.engine.goal.GoalOutcome}. A front end (the Maven goals, the command line, the JUnit gate)
 * only collects the values, renders the lines and turns the outcome into its own ending (an exception, an exit code):
 * every message, warning and file a goal writes exists here once. The top of the engine: nothing in it calls this
 * package.
 */
package io.github.rageval.engine.goal;
