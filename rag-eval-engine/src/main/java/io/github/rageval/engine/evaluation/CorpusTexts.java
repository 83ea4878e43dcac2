package io.github.rageval.engine.evaluation;

import io.github.rageval.api.Document;
import io.github.rageval.engine.metrics.ContextTexts;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.retriever.chunking.ChunkedRetriever;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every document's text, taken from the evaluation's one read of the corpus, kept only when something reads it: a
 * golden set labelled by spans and a retriever that chunks on its own, whose passages are searched in these texts
 * ({@link io.github.rageval.engine.retriever.chunking.PassagePlaces}); and the evidence metrics, which read the
 * retrieved contexts and the reference contexts ({@link ContextTexts}). The texts cost the corpus's size in memory.
 */
final class CorpusTexts implements CorpusRider {
    private final Map<String, String> texts = new HashMap<>();

    @Override
    public void document(Document document) {
        texts.put(document.id(), document.text());
    }

    /** The texts read, by document id. */
    Map<String, String> texts() {
        return texts;
    }

    /** Hands the texts read to the evaluator when a metric of it reads the contexts' texts. */
    void keepFor(Evaluator evaluator) {
        if (evaluator.readsContextTexts()) {
            evaluator.texts().read(texts);
        }
    }

    /**
     * Whether the texts are needed: the evaluator computes a metric that reads the contexts' texts, or a golden set
     * labelled by spans meets a retriever that chunks on its own (its configuration has no {@code chunking}).
     */
    static boolean needed(EvaluationInputs inputs, List<LoadedRetriever> retrievers, Evaluator evaluator) {
        return evaluator.readsContextTexts() || inputs.golden().labelsSpans()
                && retrievers.stream().anyMatch(r -> !(r.retriever() instanceof ChunkedRetriever));
    }
}
