package io.github.rageval.engine.evaluation;

import io.github.rageval.api.Document;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.retriever.chunking.ChunkedRetriever;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every document's text, taken from the evaluation's one read of the corpus, for a golden set labelled by spans and a
 * retriever that chunks on its own: the passages it returns are searched in these texts
 * ({@link io.github.rageval.engine.retriever.chunking.PassagePlaces}). Kept only then: the texts cost the corpus's
 * size in memory.
 */
final class PassageTexts implements CorpusRider {
    private final Map<String, String> texts = new HashMap<>();

    @Override
    public void document(Document document) {
        texts.put(document.id(), document.text());
    }

    /** The texts read, by document id. */
    Map<String, String> texts() {
        return texts;
    }

    /**
     * Whether a golden set labelled by spans needs the texts: one of the retrievers chunks on its own (its
     * configuration has no {@code chunking}).
     */
    static boolean needed(EvaluationInputs inputs, List<LoadedRetriever> retrievers) {
        return inputs.golden().labelsSpans()
                && retrievers.stream().anyMatch(r -> !(r.retriever() instanceof ChunkedRetriever));
    }
}
