package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.goldenset.lock.LockFile;
import io.github.rageval.engine.goldenset.pool.FilledPool;
import io.github.rageval.engine.goldenset.pool.PoolCsv;
import io.github.rageval.engine.goldenset.pool.PoolJsonl;
import io.github.rageval.engine.input.BeirDataset;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.render.HtmlReport;
import io.github.rageval.engine.render.JunitReport;
import io.github.rageval.engine.render.MarkdownReport;
import io.github.rageval.engine.render.TrecRun;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.saved.OutputGuard.Input;
import io.github.rageval.engine.saved.OutputGuard.Output;
import io.github.rageval.engine.saved.OutputGuard;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What each goal writes, held against what the project reads ({@link OutputGuard}) by the settings pass, before the
 * goal reads or writes anything. The inputs are those of the goal's own settings, and, for the files a goal does not
 * read but the project's other goals do (the golden set, the corpus, the baseline, the lock), their default places:
 * a lock goal must not write over the baseline either.
 */
final class WrittenFiles {
    private final Goal goal;
    private final TypedValues typed;

    private WrittenFiles(Goal goal, TypedValues typed) {
        this.goal = goal;
        this.typed = typed;
    }

    static WrittenFiles of(Goal goal, TypedValues typed) {
        return new WrittenFiles(goal, typed);
    }

    /**
     * The check's reports, the baseline, the pool's files, each against the project's inputs; for the pool, also a
     * pool filled in place whose grades the next pool would write over ({@link FilledPool}).
     */
    static void guardEvaluation(Goal goal, TypedValues typed) throws ConfigurationException {
        WrittenFiles files = of(goal, typed);
        switch (goal) {
            case CHECK -> {
                // Every name a report set may hold: a set written over a folder of report files replaces it whole,
                // run.trec included when a run file is evaluated (which writes none).
                List<Output> reports = new ArrayList<>();
                for (String name : List.of(JsonReport.FILE_NAME, MarkdownReport.FILE_NAME, JunitReport.FILE_NAME,
                        HtmlReport.FILE_NAME, TrecRun.FILE_NAME)) {
                    reports.add(files.inFolder(GoalSettings.REPORT_DIRECTORY, name, "the reports",
                            files.ownReportDirectory("")));
                }
                files.guard(reports, Set.of());
            }
            case BASELINE -> files.guard(List.of(files.named(typed.path(GoalSettings.BASELINE_FILE),
                    GoalSettings.BASELINE_FILE, "the baseline", "Point " + files.name(GoalSettings.BASELINE_FILE)
                            + " at a file of its own, or leave it unset for "
                            + GoalSettings.BASELINE_FILE.defaultValue() + ".")), Set.of(GoalSettings.BASELINE_FILE));
            case POOL -> {
                String advice = files.ownReportDirectory("") + " A filled pool given as "
                        + files.name(GoalSettings.JUDGMENTS)
                        + " belongs outside it (for instance in src/test/rag/judgments.jsonl).";
                files.guard(List.of(
                        files.inFolder(GoalSettings.REPORT_DIRECTORY, PoolJsonl.FILE_NAME, "the pool", advice),
                        files.inFolder(GoalSettings.REPORT_DIRECTORY, PoolCsv.FILE_NAME, "the pool", advice)),
                        Set.of());
                FilledPool.requireNoGradesLost(typed.path(GoalSettings.REPORT_DIRECTORY),
                        typed.paths(GoalSettings.JUDGMENTS), files::name, typed.frontEnd()::label);
            }
            default -> throw new IllegalArgumentException("the " + goal.key() + " goal is not an evaluation");
        }
    }

    /** A file a setting names. */
    Output named(Path file, GoalSetting setting, String product, String advice) {
        return Output.named(file, name(setting), typed.frontEnd().label(file), product, advice);
    }

    /** A file of a fixed name in the folder a setting names. */
    Output inFolder(GoalSetting setting, String fileName, String product, String advice) {
        Path folder = typed.path(setting);
        return Output.inFolder(folder, fileName, goal.key(), name(setting),
                typed.frontEnd().label(folder.resolve(fileName)), product, advice);
    }

    /** The advice for a file in the report folder that meets an input. */
    String ownReportDirectory(String more) {
        return "Set " + name(GoalSettings.REPORT_DIRECTORY) + " to a folder of its own" + more + " (by default "
                + GoalSettings.REPORT_DIRECTORY.defaultValue() + ").";
    }

    /**
     * Refuses an output that is one of the project's inputs but those the goal writes on purpose.
     *
     * @param writes the settings whose files the goal writes (its own outputs, never inputs to it here)
     */
    void guard(List<Output> outputs, Set<GoalSetting> writes) throws ConfigurationException {
        OutputGuard.check(outputs, inputs(writes));
    }

    /** The files the project reads, in the order messages would name the first met; the settings given left out. */
    List<Input> inputs(Set<GoalSetting> except) throws ConfigurationException {
        List<Input> inputs = new ArrayList<>();
        Path beir = typed.path(GoalSettings.BEIR);
        add(inputs, except, GoalSettings.GOLDEN_DATASET, "the golden set");
        add(inputs, except, GoalSettings.CORPUS, "the corpus");
        if (beir != null && !except.contains(GoalSettings.BEIR)) {
            BeirDataset dataset = new BeirDataset(beir, typed.text(GoalSettings.BEIR_SPLIT).trim());
            inputs.add(input(dataset.corpusFile(), "the BEIR folder's corpus", GoalSettings.BEIR));
            inputs.add(input(dataset.queriesFile(), "the BEIR folder's queries", GoalSettings.BEIR));
            inputs.add(input(dataset.qrelsFile(), "the BEIR folder's qrels", GoalSettings.BEIR));
        }
        if (reads(GoalSettings.JUDGMENTS) && !except.contains(GoalSettings.JUDGMENTS)) {
            for (Path file : typed.paths(GoalSettings.JUDGMENTS)) {
                inputs.add(input(file, "a judgments file", GoalSettings.JUDGMENTS));
            }
        }
        add(inputs, except, GoalSettings.RUN, "the run file");
        add(inputs, except, GoalSettings.QRELS, "the qrels file");
        add(inputs, except, GoalSettings.RECORDED_ANSWERS, "the recorded answers");
        Path log = reads(GoalSettings.QUERY_LOG) ? typed.path(GoalSettings.QUERY_LOG) : null;
        if (log != null && !except.contains(GoalSettings.QUERY_LOG)) {
            inputs.add(Files.isDirectory(log) ? Input.folder(log, "the query log folder",
                    typed.frontEnd().label(log), name(GoalSettings.QUERY_LOG), "as users' queries")
                    : input(log, "the query log", GoalSettings.QUERY_LOG));
        }
        if (!except.contains(GoalSettings.LOCK_FILE)) {
            inputs.add(input(lockFile(), "the golden set's lock", GoalSettings.LOCK_FILE));
        }
        add(inputs, except, GoalSettings.BASELINE_FILE, "the baseline");
        return inputs;
    }

    /**
     * The golden set's lock as the check finds it: {@code lockFile}, else beside the golden set (a BEIR folder's
     * qrels file).
     */
    Path lockFile() {
        Path written = reads(GoalSettings.LOCK_FILE) ? typed.path(GoalSettings.LOCK_FILE) : null;
        if (written != null) {
            return written;
        }
        Path beir = reads(GoalSettings.BEIR) ? typed.path(GoalSettings.BEIR) : null;
        return LockFile.besides(beir != null ? new BeirDataset(beir,
                typed.text(GoalSettings.BEIR_SPLIT).trim()).qrelsFile()
                : typed.path(GoalSettings.GOLDEN_DATASET));
    }

    /** The setting's file, its default place for a goal that does not read it; none when it has neither. */
    private void add(List<Input> inputs, Set<GoalSetting> except, GoalSetting setting, String what) {
        Path file = typed.path(setting);
        if (file != null && !except.contains(setting)) {
            inputs.add(input(file, what, setting));
        }
    }

    private Input input(Path file, String what, GoalSetting setting) {
        return Input.file(file, what, typed.frontEnd().label(file), reads(setting) ? name(setting)
                : "the default of " + name(setting));
    }

    /** Whether the goal reads a setting of this name (the aggregate's reportDirectory is a row of its own). */
    private boolean reads(GoalSetting setting) {
        return GoalSettings.of(goal).stream().anyMatch(s -> s.name().equals(setting.name()));
    }

    /** How the front end names the goal's setting of this name. */
    String name(GoalSetting setting) {
        return typed.frontEnd().name(typed.setting(setting.name()));
    }
}
