package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.analysis.SuggestedThreshold;
import io.github.rageval.engine.analysis.ThresholdSuggestions;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** What the baseline goal prints after recording a baseline, with the thresholds the recorded run suggests. */
public final class BaselineConsole {
    private BaselineConsole() {
    }

    /**
     * What was recorded, the thresholds it suggests ({@link ThresholdSuggestions}), and what to do with it.
     *
     * @param settings the drop the suggestions should catch, the bootstrap they are drawn with, and how the front end
     *     writes thresholds and compares a run with the baseline ({@code mvn verify})
     */
    public static List<String> lines(RecordedRun run, String label, AnalysisSettings settings) {
        Fingerprint fingerprint = run.fingerprint();
        long hits = run.cases().stream().filter(c -> c.hit()).count();
        List<String> lines = new ArrayList<>(List.of(
                "BASELINE RECORDED: " + label + " (" + run.cases().size() + " queries, " + hits + " hits, k="
                        + fingerprint.k() + ")",
                "  " + run.summary().entrySet().stream().map(e -> e.getKey() + "=" + Decimals.two(e.getValue()))
                        .collect(Collectors.joining("  ")),
                "  retriever: " + fingerprint.retriever().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining(" ")),
                "  corpus sha256 " + fingerprint.corpusSha256(),
                "  golden sha256 " + fingerprint.goldenSha256()));
        List<SuggestedThreshold> suggestions = ThresholdSuggestions.of(run, settings);
        if (!suggestions.isEmpty()) {
            lines.add("Suggested thresholds, " + SuggestedThresholdLines.explanation(settings.suggestDrop()));
            SuggestedThresholdLines.snippets(suggestions, settings.words()).forEach(line -> lines.add("  " + line));
            SuggestedThresholdLines.uncaught(suggestions).forEach(line -> lines.add("  " + line));
        }
        lines.add("Commit it: " + settings.words().command(Goal.CHECK) + " now compares every run with it.");
        return lines;
    }
}
