package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.config.DataSources;
import io.github.rageval.engine.config.UnlistedDocuments;
import io.github.rageval.engine.metrics.Holes;
import io.github.rageval.engine.model.GoldenCase;
import java.util.List;

/** Resolves the setting {@code unlistedDocuments} against the judgments of one evaluation: its holes' rule. */
final class HoleRule {
    private HoleRule() {
    }

    /**
     * @param setting as configured; {@code auto} is decided here, from where the judgments came and what they hold
     * @param sources a qrels file or a BEIR folder gives TREC-style judgments: what they do not name was not judged
     * @param judged the golden cases the evaluation holds the rankings to
     */
    static Holes resolve(UnlistedDocuments setting, DataSources sources, List<GoldenCase> judged) {
        return switch (setting) {
            case UNJUDGED -> new Holes(true, "unlistedDocuments = unjudged");
            case NOT_RELEVANT -> new Holes(false, "unlistedDocuments = notRelevant");
            case AUTO -> auto(sources, judged);
        };
    }

    private static Holes auto(DataSources sources, List<GoldenCase> judged) {
        if (sources.qrels() != null || sources.beirFolder() != null) {
            return new Holes(true, "unlistedDocuments = auto: the judgments are a qrels file, which names only the"
                    + " documents judged");
        }
        boolean gradesNonRelevant = judged.stream().anyMatch(c -> c.grades().values().stream().anyMatch(g -> g <= 0));
        return gradesNonRelevant
                ? new Holes(true, "unlistedDocuments = auto: the golden set grades some documents 0 (or below), so it"
                        + " was judged from a pool and what it does not name was not judged")
                : new Holes(false, "unlistedDocuments = auto: the golden set names only relevant documents, so"
                        + " what it does not name counts as judged not relevant");
    }
}
