package io.github.rageval.engine.goal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The lines a goal has said so far, each handed to the context's sink as it is said, and the files it wrote. */
final class GoalOutput {
    private final GoalContext context;
    private final List<OutputLine> lines = new ArrayList<>();
    private final List<Path> written = new ArrayList<>();

    GoalOutput(GoalContext context) {
        this.context = context;
    }

    void say(OutputLine line) {
        lines.add(line);
        context.sink().accept(line);
    }

    void report(String text) {
        say(OutputLine.report(text));
    }

    void note(String text) {
        say(OutputLine.note(text));
    }

    void warning(String text) {
        say(OutputLine.warning(text));
    }

    void wrote(Path file) {
        written.add(file);
    }

    <R> GoalOutcome<R> outcome(GoalOutcome.Status status, R result, String failure) {
        return new GoalOutcome<>(status, result, lines, written, failure);
    }

    <R> GoalOutcome<R> passed(R result) {
        return outcome(GoalOutcome.Status.PASSED, result, null);
    }
}
