package io.github.rageval.cli;

import io.github.rageval.engine.config.GoalSetting;
import io.github.rageval.engine.config.GoalSetting.Goal;
import io.github.rageval.engine.config.GoalSettings;
import io.github.rageval.engine.format.Sentences;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** What {@code --help} prints: the usage, then every option from {@link GoalSettings} with its default. */
final class Help {
    private static final int COLUMN = 36;

    /** How the command line is run, as usage and advice name it. */
    static final String COMMAND = "java -jar rag-eval-cli.jar";

    /**
     * The goals that evaluate: a setting all of them read is shown without the goals that read it (judge and
     * judgments read only their own settings and a few of these, each marked with its goals).
     */
    static final List<Goal> EVALUATING = List.of(Goal.CHECK, Goal.BASELINE, Goal.POOL);

    private Help() {
    }

    static String text() {
        List<String> lines = new ArrayList<>(List.of(
                "usage: " + COMMAND + " [check|baseline|pool|judge|judgments|grow|lock] [--option value]...",
                "",
                "check (the default) runs the golden dataset through a retriever, or evaluates a run file (--run),",
                "prints the report, writes the reports into --report-directory and exits 0 when the gate passes,",
                "1 when it fails, 2 when the configuration or an input file cannot be used. baseline records the",
                "run as the baseline check compares with (exit 1 when it fails the thresholds, unless --force).",
                "pool (or --pool) writes pool.jsonl and pool.csv into --report-directory: per query, what the",
                "retriever, each variant or the run ranks within --pool-depth that the judgments do not grade.",
                "judge grades that pool's ungraded lines with a chat model (--judge-url, --judge-model; the key in",
                "RAGEVAL_JUDGE_API_KEY), as UMBRELA does, marking each grade judged_by; for triage only.",
                "judgments writes the golden set with the grades of --judgments folded in, to",
                "--judged-golden-dataset (beside the reports unless pointed at the golden set itself).",
                "grow writes candidates.jsonl into --report-directory: new golden cases, not yet judged, sampled",
                "from --query-log by frequency (head, torso, tail), personal data redacted; pool them, then judge.",
                "Logged results and clicks also grade the golden set's pairs by COEC into implicit-judgments.jsonl",
                "(--click-grades, --min-impressions), machine judgments for --judgments --accept-machine-judgments.",
                "lock writes the golden set's lock (<golden set>.lock.json beside it, or --lock-file): each judged",
                "document's content hash and the corpus's ids; check then reports judged documents changed or",
                "deleted since, and added ones nobody judged (--stale-judgments warn|fail). Run it again to accept.",
                "Each option is the Maven goals' parameter of the same name (rageval.<name>), with its default;",
                "paths are relative to the working directory, as the goals' are to the project's root. A boolean",
                "option alone is true: --sublinear-tf, --no-lowercase, --lowercase false. Entries on one line are",
                "written name=value,... or name=value;... (a comma or semicolon inside a value as \\, or \\;).",
                ""));
        for (GoalSetting setting : GoalSettings.onCommandLine()) {
            lines.add(line(setting));
        }
        lines.add("");
        lines.add("Command line only:");
        lines.add(pad("  " + Arguments.CLASSPATH + " PATH") + "classes of --retriever CLASS and their dependencies,"
                + " or the jars of a retriever module (dense)");
        Arguments.ALIASES.forEach((alias, name) -> lines.add(pad("  " + alias + " FILE") + "the same as "
                + GoalSettings.named(name).orElseThrow().option()));
        lines.add(pad("  " + Arguments.PROJECT_NAME + " NAME") + "the project's name in the reports (check only)"
                + " [default the working directory's name]");
        lines.add(pad("  " + Arguments.TIMINGS) + "each phase's duration on standard error");
        lines.add(pad("  " + Arguments.POOL) + "the pool goal, the same as starting with pool");
        lines.add(pad("  --help, -h") + "prints this and exits 0");
        return String.join("\n", lines);
    }

    private static String line(GoalSetting setting) {
        String option = "  " + setting.option() + (setting.type() == GoalSetting.Type.BOOLEAN ? ""
                : " " + setting.type().placeholder());
        String goals = onlyFor(setting).map(readers -> " (" + readers + " only)").orElse("");
        String fallback = setting.defaultValue() == null ? "" : String.format(Locale.ROOT, " [default %s]",
                setting.defaultValue());
        return pad(option) + setting.doc() + goals + fallback;
    }

    /**
     * The goals of the command line's that read the setting ({@code check}, {@code check and pool}), when not all of
     * them do.
     */
    private static Optional<String> onlyFor(GoalSetting setting) {
        List<Goal> goals = setting.goals().stream().filter(Goal::onCommandLine).sorted().toList();
        return goals.containsAll(EVALUATING) ? Optional.empty()
                : Optional.of(Sentences.and(goals.stream().map(Goal::key).toList()));
    }

    private static String pad(String text) {
        return text.length() >= COLUMN ? text + "\n" + " ".repeat(COLUMN) : text + " ".repeat(COLUMN - text.length());
    }
}
