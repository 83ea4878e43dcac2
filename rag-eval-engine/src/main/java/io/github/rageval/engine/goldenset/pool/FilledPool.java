package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.input.ByteOrderMark;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.JudgmentLine;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A pool filled in place: the judge writes its grades into {@code pool.jsonl} in the report folder by default, and a
 * person may fill {@code pool.jsonl} or {@code pool.csv} there by hand. The next pool is written over both files, so
 * before it runs, grades they hold that no {@code judgments} file holds too (the same query, document and grade) are
 * refused as grades that would be lost without a word. Grades the judgments already hold are merged and not pooled
 * again, so writing over them loses nothing.
 */
public final class FilledPool {
    private FilledPool() {
    }

    /**
     * @param folder the report folder the pool goal writes into
     * @param judgments the judgments files the pool merges
     * @param names how the front end names a setting
     * @param labels how the front end names a file
     * @throws ConfigurationException for a filled pool file whose grades would be lost, or one that cannot be read as
     *     a pool (whether it holds grades is then not known)
     */
    public static void requireNoGradesLost(Path folder, List<Path> judgments, Function<GoalSetting, String> names,
                                           Function<Path, String> labels) throws ConfigurationException {
        Set<String> kept = null;
        for (String name : List.of(PoolJsonl.FILE_NAME, PoolCsv.FILE_NAME)) {
            Path file = folder.resolve(name);
            if (blank(file)) {
                continue;
            }
            String advice = " Move it out of " + names.apply(GoalSettings.REPORT_DIRECTORY) + " (for instance to"
                    + " src/test/rag/judgments" + name.substring(name.indexOf('.')) + ") and name it in "
                    + names.apply(GoalSettings.JUDGMENTS)
                            + ", so that its grades are merged and not asked again; or delete it"
                    + " to pool afresh.";
            List<JudgmentLine> filled;
            try {
                filled = JudgmentFiles.read(file);
            } catch (InputException e) {
                throw new ConfigurationException(labels.apply(file) + " is in "
                        + names.apply(GoalSettings.REPORT_DIRECTORY)
                        + " but cannot be read as a pool, so whether it holds grades is not known: the pool goal"
                        + " would write a new pool over it." + advice, e);
            }
            if (filled.isEmpty()) {
                continue;
            }
            if (kept == null) {
                kept = kept(judgments);
                if (kept == null) {
                    // A judgments file that cannot be read stops the pool, naming it, before anything is written.
                    return;
                }
            }
            Set<String> known = kept;
            List<JudgmentLine> lost = filled.stream().filter(line -> !known.contains(key(line))).toList();
            if (!lost.isEmpty()) {
                JudgmentLine first = lost.get(0);
                throw new ConfigurationException(labels.apply(file) + " holds " + Counted.of(lost.size(), "grade",
                        "grades") + " filled in place (by the judge or by hand) that no "
                                + names.apply(GoalSettings.JUDGMENTS)
                        + " file holds, such as " + Shown.value(first.docId()) + " for " + Shown.value(first.queryId())
                        + " graded " + first.grade() + ": the pool goal would write a new pool over "
                        + (lost.size() == 1 ? "it." : "them.") + advice);
            }
        }
    }

    /** Whether there is no file, or one with nothing in it (a pool with nothing to judge). */
    private static boolean blank(Path file) {
        try {
            return !Files.isRegularFile(file) || Files.size(file) == 0
                    || ByteOrderMark.strip(Files.readString(file)).isBlank();
        } catch (IOException e) {
            // Unreadable as text: the pool's reader below says what it is.
            return false;
        }
    }

    /** Each grade the judgments hold; null when one of them cannot be read. */
    private static Set<String> kept(List<Path> judgments) {
        Set<String> kept = new HashSet<>();
        for (Path file : judgments) {
            try {
                JudgmentFiles.read(file).forEach(line -> kept.add(key(line)));
            } catch (InputException e) {
                return null;
            }
        }
        return kept;
    }

    private static String key(JudgmentLine line) {
        return line.queryId() + '\u0000' + line.docId() + '\u0000' + line.grade();
    }
}
