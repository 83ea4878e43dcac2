package io.github.rageval.engine.settings;

import io.github.rageval.engine.config.GoalSetting.Goal;
import io.github.rageval.engine.config.GoalSettings;
import io.github.rageval.engine.check.GoldenSetLock;
import io.github.rageval.engine.freshness.LockCheck;
import io.github.rageval.engine.freshness.LockFile;
import io.github.rageval.engine.freshness.LockWords;
import io.github.rageval.engine.freshness.LockedGoldenSet;
import io.github.rageval.engine.freshness.StalePolicy;
import io.github.rageval.engine.model.ConfigurationException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * The golden set's lock as the settings give it, read by the same pass as the other goals' ({@link GoalRequest}):
 * for the {@code lock} goal, what to hash and where the lock goes; for {@code check} and {@code baseline}, which
 * lock the corpus is compared with and whether stale judgments warn or fail. The lock's place is
 * {@code lockFile}, else {@code <golden set's name>.lock.json} beside the golden set (a BEIR folder's qrels file).
 */
public final class LockRequest {
    private LockRequest() {
    }

    /**
     * The lock goal's plan.
     *
     * @throws ConfigurationException for a setting that cannot be used, or a lock file that is one of the project's
     *     inputs, before any file is read
     */
    public static GoldenSetLock.Plan parse(SettingValues values, FrontEnd frontEnd) throws ConfigurationException {
        TypedValues typed = new TypedValues(Goal.LOCK, values, frontEnd);
        typed.requireNoneEmpty();
        LockedGoldenSet set = new LockedGoldenSet(typed.path("goldenDataset"), typed.path("corpus"),
                typed.path("beir"), typed.text("beirSplit"), typed.paths("judgments"),
                typed.bool("acceptMachineJudgments"));
        Path lock = lockFile(typed, set);
        WrittenFiles files = WrittenFiles.of(Goal.LOCK, typed);
        files.guard(List.of(files.named(lock, "lockFile", "the lock", "Point " + files.name("lockFile") + " at a file"
                + " of its own, or leave it unset for " + LockFile.besides(set.goldenFile()).getFileName()
                + " beside the golden set.")), Set.of("lockFile"));
        return new GoldenSetLock.Plan(set, lock);
    }

    /** How the lock's messages name the lock goal and the lockFile setting, in the front end's words. */
    public static LockWords words(FrontEnd frontEnd) {
        return new LockWords(frontEnd.command(Goal.LOCK), frontEnd.name(GoalSettings.named("lockFile").orElseThrow()));
    }

    /** The check's or the baseline's comparison with the lock. */
    static LockCheck check(TypedValues typed, LockedGoldenSet set) throws ConfigurationException {
        StalePolicy policy = typed.choice("staleJudgments", StalePolicy::parse, "warn or fail");
        Path lock = lockFile(typed, set);
        return new LockCheck(lock, typed.frontEnd().label(lock), policy, words(typed.frontEnd()));
    }

    private static Path lockFile(TypedValues typed, LockedGoldenSet set) {
        Path written = typed.path("lockFile");
        return written != null ? written : LockFile.besides(set.goldenFile());
    }
}
