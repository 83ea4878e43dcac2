package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.goal.check.GoldenSetLock;
import io.github.rageval.engine.goldenset.lock.LockCheck;
import io.github.rageval.engine.goldenset.lock.LockFile;
import io.github.rageval.engine.goldenset.lock.LockedGoldenSet;
import io.github.rageval.engine.goldenset.lock.StalePolicy;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
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
        LockedGoldenSet set = new LockedGoldenSet(typed.path(GoalSettings.GOLDEN_DATASET),
                typed.path(GoalSettings.CORPUS),
                typed.path(GoalSettings.BEIR), typed.text(GoalSettings.BEIR_SPLIT), typed.paths(GoalSettings.JUDGMENTS),
                typed.bool(GoalSettings.ACCEPT_MACHINE_JUDGMENTS));
        Path lock = lockFile(typed, set);
        WrittenFiles files = WrittenFiles.of(Goal.LOCK, typed);
        files.guard(List.of(files.named(lock, GoalSettings.LOCK_FILE, "the lock", "Point "
                + files.name(GoalSettings.LOCK_FILE) + " at a file of its own, or leave it unset for "
                + LockFile.besides(set.goldenFile()).getFileName()
                + " beside the golden set.")), Set.of(GoalSettings.LOCK_FILE));
        return new GoldenSetLock.Plan(set, lock);
    }

    /**
     * The check's or the baseline's comparison with the lock.
     *
     * @throws ConfigurationException for a {@code lockFile} written that is not there, and for a
     *     {@code staleJudgments=fail} written where nothing can be compared with the lock: it could never fail, and
     *     the gate would pass for want of evidence
     */
    static LockCheck check(TypedValues typed, LockedGoldenSet set) throws ConfigurationException {
        StalePolicy policy = typed.choice(GoalSettings.STALE_JUDGMENTS, StalePolicy::parse, "warn or fail");
        Path lock = lockFile(typed, set);
        FrontEnd frontEnd = typed.frontEnd();
        SettingWords words = frontEnd;
        String label = frontEnd.label(lock);
        if (typed.isWritten(GoalSettings.LOCK_FILE) && !Files.exists(lock, LinkOption.NOFOLLOW_LINKS)) {
            // As an explicit baselineFile: a file the user named that is not there is a mistake, not "no lock".
            throw new ConfigurationException(words.name(GoalSettings.LOCK_FILE) + " names " + label
                    + ", which does not exist. Write"
                    + " the lock with " + words.command(Goal.LOCK) + " and commit it with the golden set, or point "
                    + words.name(GoalSettings.LOCK_FILE) + " at the golden set's lock.");
        }
        if (policy == StalePolicy.FAIL && typed.isWritten(GoalSettings.STALE_JUDGMENTS)) {
            Optional<LockCheck.Unavailable> why = LockCheck.unavailable(lock, set,
                    typed.path(GoalSettings.RUN) != null);
            // A corpus the user named, or a BEIR folder's, that is missing is the corpus reader's error to say.
            boolean named = typed.isWritten(GoalSettings.CORPUS) || typed.path(GoalSettings.BEIR) != null;
            if (why.isPresent() && !(why.get() == LockCheck.Unavailable.NO_CORPUS && named)) {
                throw new ConfigurationException(frontEnd.valued(GoalSettings.STALE_JUDGMENTS,
                        typed.text(GoalSettings.STALE_JUDGMENTS))
                                + " fails the gate on judgments gone stale since the lock,"
                        + " but " + unavailable(why.get(), typed, set, label, words) + " it could never"
                        + " fail.");
            }
        }
        return new LockCheck(lock, label, policy, words);
    }

    /** Why nothing can be compared with the lock, and what to do, ending where the message's last words start. */
    private static String unavailable(LockCheck.Unavailable why, TypedValues typed, LockedGoldenSet set,
                                      String label, SettingWords words) {
        FrontEnd frontEnd = typed.frontEnd();
        String remove = "remove " + frontEnd.name(GoalSettings.STALE_JUDGMENTS) + " (or set it to warn):";
        return switch (why) {
            case RUN_FILE -> frontEnd.name(GoalSettings.RUN) + " is evaluated instead of a retriever, so no corpus"
                    + " is read and nothing is compared with the lock. Evaluate a retriever over the corpus, or "
                    + remove;
            case NO_LOCK -> "there is no lock to compare the corpus with: " + label + " does not exist ("
                    + words.name(GoalSettings.LOCK_FILE) + " is unset, and the lock is looked for beside the golden"
                    + " set). Write it with " + words.command(Goal.LOCK) + " and commit it with the golden set (a"
                    + " golden set renamed since it was locked needs its lock renamed with it), point "
                    + words.name(GoalSettings.LOCK_FILE) + " at the golden set's lock, or " + remove;
            case NO_CORPUS -> "the corpus " + frontEnd.label(set.corpusFile()) + " does not exist (the retriever"
                    + " keeps its own index), so nothing is compared with the lock. Point "
                    + frontEnd.name(GoalSettings.CORPUS) + " at the corpus the golden set was locked with, or "
                    + remove;
        };
    }

    private static Path lockFile(TypedValues typed, LockedGoldenSet set) {
        Path written = typed.path(GoalSettings.LOCK_FILE);
        return written != null ? written : LockFile.besides(set.goldenFile());
    }
}
