package io.github.rageval.maven;

import io.github.rageval.engine.goal.GoalOutcome;
import io.github.rageval.engine.goal.OutputLine;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * A goal's lines in Maven's build log, and its outcome as Maven's ending: the report at info level as it is, the
 * tool's notes and warnings behind {@code rag-eval: }, a failed gate as a {@link MojoFailureException}.
 */
final class MavenOutput {
    private static final String PREFIX = "rag-eval: ";

    private MavenOutput() {
    }

    static void say(Log log, OutputLine line) {
        switch (line.kind()) {
            case REPORT -> log.info(line.text());
            case REPORT_WARNING, ALERT -> log.warn(line.text());
            case NOTE -> log.info(PREFIX + line.text());
            case WARNING -> log.warn(PREFIX + line.text());
            case ERROR -> log.error(line.text());
            default -> throw new IllegalArgumentException(line.kind().name());
        }
    }

    /** @throws MojoFailureException when the goal failed: the gate, a baseline that was refused, the aggregate */
    static void end(GoalOutcome<?> outcome) throws MojoFailureException {
        if (outcome.failed()) {
            throw new MojoFailureException(outcome.failure());
        }
    }
}
