package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.JudgmentLine;
import io.github.rageval.engine.input.QueryKeys;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.UnlistedDocuments;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * When {@code unlistedDocuments = auto} decides otherwise because judgments were merged: a golden set that names only
 * relevant documents counts what it does not name as not relevant, but a filled pool grades documents 0, and once
 * merged those zeros say the golden set was judged from a pool, so what it does not name becomes a hole. Grading a
 * few pooled documents then brings holes where there were none; the docs explain it, and the console must say it.
 */
public final class HoleRuleChange {
    private HoleRuleChange() {
    }

    /**
     * The one line saying the rule changed and why, in the front end's words; empty when {@code unlistedDocuments}
     * is set, no judgments are merged, the judgments are a qrels file (always holes), or the golden set's own grades
     * already gave the same rule.
     *
     * @param report the evaluation held to the merged judgments (its cases carry them, without their origin)
     * @throws InputException when the judgment files cannot be read again
     */
    public static Optional<String> line(EvaluationSettings settings, EvaluationReport report)
            throws InputException {
        DataSources sources = settings.sources();
        if (sources.unlisted() != UnlistedDocuments.AUTO || sources.judgments().isEmpty()
                || sources.qrels() != null || sources.beirFolder() != null || !report.holes().unlistedAreHoles()) {
            return Optional.empty();
        }
        List<JudgmentLine> merged = JudgmentFiles.readAll(sources.judgments(), sources.acceptMachineJudgments(),
                settings.words()).lines();
        List<GoldenCase> cases = report.cases().stream().map(CaseResult::golden).toList();
        if (ownNonRelevant(cases, merged)) {
            return Optional.empty();
        }
        SettingWords words = settings.words();
        List<String> files = sources.judgments().stream().map(file -> String.valueOf(file.getFileName())).toList();
        return Optional.of("holes: the judgments merged from " + Sentences.and(files) + " grade documents 0 (or"
                + " below), which the golden set alone does not, so " + words.name(GoalSettings.UNLISTED_DOCUMENTS)
                + " = " + UnlistedDocuments.AUTO.key() + " now counts the documents nobody graded as holes ("
                + UnlistedDocuments.UNJUDGED.key() + "), no longer as not relevant ("
                + UnlistedDocuments.NOT_RELEVANT.key() + "); set " + words.name(GoalSettings.UNLISTED_DOCUMENTS)
                + " to choose");
    }

    /**
     * Whether some grade of 0 or below is the golden set's own, not one the merged judgments added. A zero both wrote
     * is counted as the judgments': a pool never offers a document the golden set grades, so only a hand-written
     * file repeats one.
     */
    private static boolean ownNonRelevant(List<GoldenCase> cases, List<JudgmentLine> merged) {
        Set<String> added = new HashSet<>();
        merged.stream().filter(line -> line.grade() <= 0).forEach(line -> added.add(line.queryId() + '\n'
                + line.docId()));
        for (int i = 0; i < cases.size(); i++) {
            String key = QueryKeys.of(cases.get(i), i);
            boolean own = cases.get(i).grades().entrySet().stream()
                    .anyMatch(grade -> grade.getValue() <= 0 && !added.contains(key + '\n' + grade.getKey()));
            if (own) {
                return true;
            }
        }
        return false;
    }
}
