package io.github.rageval.engine.help;

import io.github.rageval.engine.settings.table.GoalSetting.Goal;

/**
 * Each goal's purpose in one line, for both front ends' help: short enough to sit beside the goal's name in a
 * listing of every goal (the Mojos' Javadoc, which the plugin's descriptor carries, says it at length).
 */
public final class GoalPurposes {
    private GoalPurposes() {
    }

    /**
     * What the goal does, without its name: {@code records the run as the baseline check compares with}. A switch
     * over every goal, so that a goal added without its purpose does not compile.
     */
    public static String of(Goal goal) {
        return switch (goal) {
            case CHECK -> "evaluates the retriever or a run file, writes the reports, gates the build";
            case BASELINE -> "records the run as the baseline that check compares with";
            case POOL -> "lists what the retrievers rank that nobody judged yet (pool.jsonl, pool.csv)";
            case JUDGE -> "grades a pool's ungraded lines with a chat model (UMBRELA), as a machine's";
            case FAITHFULNESS -> "judges the recorded answers' faithfulness with a chat model (ragas), cached";
            case JUDGMENTS -> "writes the golden set with the judgments files' grades folded in";
            case GROW -> "proposes golden cases from query logs; clicks grade the golden set's pairs";
            case LOCK -> "writes the golden set's lock (judged documents' hashes) checks compare with";
            case AGGREGATE -> "sums up a multi-module build's reports; fails when a module's gate failed";
        };
    }
}
