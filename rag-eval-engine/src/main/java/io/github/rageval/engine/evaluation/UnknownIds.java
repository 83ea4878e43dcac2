package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.input.Corpus;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The ids a retriever returned that name no document of the corpus it was given (a blank id never does: the corpus
 * refuses one). They are kept and scored as any document the judgments do not name (not relevant, and a hole where
 * unnamed documents are holes), as a run file's are; the pool goal, which could ask nobody to judge a text it does
 * not have, leaves them out. But a retriever that answers with another id scheme (a path, a title, an id with a
 * prefix) would score 0 everywhere without a word, so they are said once per retriever: how many, and the first few.
 */
final class UnknownIds {
    /** Ids shown as examples, the first ones met in query order, rank order. */
    static final int EXAMPLES = 3;

    private UnknownIds() {
    }

    /**
     * @param retriever the retriever's name, for the message
     * @param corpus the corpus it indexed
     * @param cases its evaluated cases
     * @return the warning, or nothing when every id is the corpus's
     */
    static Optional<String> warning(String retriever, Corpus corpus, List<CaseResult> cases) {
        long queries = 0;
        long results = 0;
        Set<String> examples = new LinkedHashSet<>();
        for (CaseResult result : cases) {
            long unknown = 0;
            for (ScoredDocument document : result.retrieved()) {
                if (!corpus.contains(document.docId())) {
                    unknown++;
                    if (examples.size() < EXAMPLES) {
                        examples.add(document.docId());
                    }
                }
            }
            if (unknown > 0) {
                queries++;
                results += unknown;
            }
        }
        if (queries == 0) {
            return Optional.empty();
        }
        List<String> shown = new ArrayList<>();
        examples.forEach(id -> shown.add("'" + Shown.value(id) + "'"));
        return Optional.of("retriever " + retriever + " returned ids that are not in the corpus for " + queries
                + (queries == 1 ? " query" : " queries") + " (" + results + " result" + (results == 1 ? "" : "s")
                + "), e.g. " + String.join(", ", shown) + ": kept, and scored as documents the judgments do not"
                + " name (not relevant; holes where unnamed documents are). Check that it returns"
                + " the corpus's document ids as they are written there.");
    }
}
