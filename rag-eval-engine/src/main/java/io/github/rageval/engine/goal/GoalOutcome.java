package io.github.rageval.engine.goal;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How a goal ended, for a front end to turn into its own ending: Maven's {@code MojoFailureException} or success,
 * the command line's exit code, the JUnit gate's assertion error or result.
 *
 * @param status how it ended
 * @param result what the goal produced for a caller that looks further (the check's analysis, the baseline's file,
 *     the aggregate's table); null when the goal was skipped
 * @param lines every line the goal said, in order (each was also given to the context's sink as it was said), but
 *     the progress of long phases and their timings, which go to the sink alone: they depend on the machine's speed
 * @param written the files the goal wrote, in the order it names them
 * @param failure the failure's whole text when {@link Status#FAILED}, else null
 * @param <R> the type of the result
 */
public record GoalOutcome<R>(Status status, R result, List<OutputLine> lines, List<Path> written, String failure) {
    public GoalOutcome {
        Objects.requireNonNull(status, "status");
        lines = List.copyOf(lines);
        written = List.copyOf(written);
        if ((status == Status.FAILED) != (failure != null)) {
            throw new IllegalArgumentException("a failure text goes with a failed goal, and only with one");
        }
    }

    /** How a goal ended. */
    public enum Status {
        /** Done: the gate passed (or failed with failOnViolation off), or the goal's files were written. */
        PASSED,
        /**
         * The gate failed (a module's, for the aggregate, or a check's that left its failure to it), or the baseline
         * was refused: the build fails with {@link #failure()}.
         */
        FAILED,
        /**
         * The gate failed, and a goal that runs later in this build fails it for every module at once: this one goes
         * on (its lines said so at error level).
         */
        DEFERRED,
        /** {@code skip} asked for nothing to be done. */
        SKIPPED
    }

    /** Whether the build (or command, or test) should end as failed now. */
    public boolean failed() {
        return status == Status.FAILED;
    }
}
