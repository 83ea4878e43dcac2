package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.baseline.RecordedRun;
import java.util.List;

/**
 * A run about to be recorded as the baseline, with what it breaks of the configured thresholds and miss limits: a
 * baseline that fails them makes every later check compare with a failing run, so the {@code baseline} goal refuses
 * it unless told to record it anyway.
 *
 * @param run what would be written
 * @param headline the verdict's one line ({@code 1 of 3 thresholds not met}); empty when it passes
 * @param violations one message per broken rule, as {@code check} prints them; empty when it passes
 * @param warnings what the user should know that breaks no rule: the golden set's checks' warnings, as {@code check}
 *     reports them, then stale judgments that only warn
 * @param goldenSetNotes what the checks of the golden set counted (coverage of the corpus, queries found word for word)
 */
public record BaselineRecording(RecordedRun run, String headline, List<String> violations, List<String> warnings,
                                List<String> goldenSetNotes) {
    public BaselineRecording {
        violations = List.copyOf(violations);
        warnings = List.copyOf(warnings);
        goldenSetNotes = List.copyOf(goldenSetNotes);
    }

    /** A recording with nothing to warn about, whose golden set was not checked. */
    public BaselineRecording(RecordedRun run, String headline, List<String> violations) {
        this(run, headline, violations, List.of(), List.of());
    }

    /** Whether the run meets the thresholds and miss limits it was evaluated with. */
    public boolean passes() {
        return violations.isEmpty();
    }
}
