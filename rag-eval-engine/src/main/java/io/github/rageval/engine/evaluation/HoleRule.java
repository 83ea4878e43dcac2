package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.UnlistedDocuments;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.metrics.Holes;
import io.github.rageval.engine.model.GoldenCase;
import java.util.List;

/** Resolves the setting {@code unlistedDocuments} against the judgments of one evaluation: its holes' rule. */
final class HoleRule {
    private HoleRule() {
    }

    /**
     * A golden set labelled by spans has no holes, whatever the setting: each chunk either shares a character with a
     * reference or does not.
     *
     * @param setting as configured; {@code auto} is decided here, from where the judgments came and what they hold
     * @param sources a qrels file or a BEIR folder gives TREC-style judgments: what they do not name was not judged
     * @param judged the golden cases the evaluation holds the rankings to
     */
    static Holes resolve(UnlistedDocuments setting, DataSources sources, List<GoldenCase> judged) {
        if (!judged.isEmpty() && judged.get(0).spans() != null) {
            // Whatever the setting: the spans say of every chunk whether it holds a reference.
            return new Holes(false, "the golden set labels character spans, which judge every chunk");
        }
        return switch (setting) {
            case UNJUDGED -> new Holes(true, "unlistedDocuments = unjudged");
            case NOT_RELEVANT -> new Holes(false, "unlistedDocuments = notRelevant");
            case AUTO -> auto(sources, judged);
        };
    }

    /**
     * Who gave the grades of the cases: the golden set, or, with {@code judgments} merged into it, the golden set and
     * those files. The cases hold the merged grades without their origin, and a zero grade from a filled pool file is
     * as likely as one the golden set wrote, so the basis names both rather than only the golden set.
     */
    private static String graders(DataSources sources) {
        if (sources.judgments().isEmpty()) {
            return "the golden set grades";
        }
        List<String> files = sources.judgments().stream().map(file -> String.valueOf(file.getFileName())).toList();
        return "the golden set, with the judgments merged from " + Sentences.and(files) + ", grades";
    }

    private static Holes auto(DataSources sources, List<GoldenCase> judged) {
        if (sources.qrels() != null || sources.beirFolder() != null) {
            return new Holes(true, "unlistedDocuments = auto: the judgments are a qrels file, which names only the"
                    + " documents judged");
        }
        boolean gradesNonRelevant = judged.stream().anyMatch(c -> c.grades().values().stream().anyMatch(g -> g <= 0));
        return gradesNonRelevant
                ? new Holes(true, "unlistedDocuments = auto: " + graders(sources) + " some documents 0 (or below),"
                        + " so it was judged from a pool and what it does not name was not judged")
                : new Holes(false, "unlistedDocuments = auto: the golden set names only relevant documents, so"
                        + " what it does not name counts as judged not relevant");
    }
}
