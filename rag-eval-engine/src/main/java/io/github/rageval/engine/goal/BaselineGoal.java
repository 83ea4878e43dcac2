package io.github.rageval.engine.goal;

import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.goal.check.BaselineRecording;
import io.github.rageval.engine.goal.check.GoldenSetLock;
import io.github.rageval.engine.goldenset.lock.LockCheck;
import io.github.rageval.engine.goldenset.lock.LockedGoldenSet;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.render.BaselineConsole;
import io.github.rageval.engine.saved.BaselineFile;
import io.github.rageval.engine.saved.WriteProblem;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.read.GoalRequest;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The baseline goal: record the run as the baseline {@code check} compares with, unless it fails the thresholds (a
 * baseline below the gate makes every later check compare with a failing run) and {@code force} is not set. The file
 * is left as it was when the run is refused, and written atomically otherwise.
 *
 * <p>Recording a baseline accepts the inputs as they are: when the golden set has a lock, it is written again with
 * the baseline ({@link GoldenSetLock}), so that one command accepts an edited corpus, and the console says what the
 * new lock accepted (judged documents changed or deleted since). A project that never locked is given no lock.
 */
final class BaselineGoal {
    private BaselineGoal() {
    }

    /**
     * @return the baseline file written, or a failed outcome when the run was refused
     * @throws OutputException when the baseline cannot be written
     */
    static GoalOutcome<Path> run(GoalRequest request, FrontEnd frontEnd, GoalContext context,
            GoalOutput output)
            throws ConfigurationException, InputException, OutputException {
        Optional<GoldenSetLock.Plan> relock = relock(request);
        // What the new lock accepts is said by the re-lock; compared with the old one here, it would refuse it.
        BaselineRecording recording = Analyses.recording(request.evaluation(), request.analysis().goldenSetChecks(),
                relock.isPresent() ? null : request.lock(), context.progress());
        recording.goldenSetNotes().forEach(note -> output.note("golden set: " + note));
        recording.warnings().forEach(output::warning);
        Path target = request.baseline().file();
        String label = frontEnd.label(target);
        String thresholds = frontEnd.readsPom() ? "the POM's thresholds" : "the thresholds";
        if (!recording.passes()) {
            String failures = String.join("\n  ", recording.violations());
            String force = frontEnd.assignment(GoalSettings.FORCE, "true");
            if (!request.force()) {
                return output.outcome(GoalOutcome.Status.FAILED, target, "rag-eval baseline not recorded for "
                        + context.project() + ": the run fails " + thresholds + " (" + recording.headline() + "):\n  "
                        + failures + "\n" + label + " is left as it was. Fix the retriever or the thresholds first, or"
                        + " record this run anyway with " + force + ".");
            }
            output.warning("recording a baseline that fails " + thresholds + " (" + recording.headline() + ", "
                    + force + "):\n  " + failures);
        }
        RecordedRun run = recording.run();
        try {
            BaselineFile.write(run, target);
        } catch (IOException e) {
            throw new OutputException("baseline", "cannot write " + label + ": "
                    + WriteProblem.of(e, frontEnd.name(GoalSettings.BASELINE_FILE)), e);
        }
        output.wrote(target);
        BaselineConsole.lines(run, label, request.analysis()).forEach(output::report);
        if (relock.isPresent()) {
            LockGoal.write(relock.get(), frontEnd, context, output);
        }
        return output.passed(target);
    }

    /** The golden set's lock to write again with the baseline: when it exists and there is a corpus to hash. */
    private static Optional<GoldenSetLock.Plan> relock(GoalRequest request) {
        LockCheck lock = request.lock();
        if (lock == null) {
            return Optional.empty();
        }
        LockedGoldenSet set = LockedGoldenSet.of(request.evaluation());
        boolean run = request.evaluation().sources().run() != null;
        return LockCheck.unavailable(lock.lockFile(), set, run).isPresent() ? Optional.empty()
                : Optional.of(new GoldenSetLock.Plan(set, lock.lockFile()));
    }
}
