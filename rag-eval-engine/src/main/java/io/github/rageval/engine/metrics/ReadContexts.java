package io.github.rageval.engine.metrics;

import io.github.rageval.engine.metrics.answers.SquadText;
import io.github.rageval.engine.metrics.contexts.ContextSimilarities;
import java.util.List;

/**
 * The first c contexts of one ranked list and what the evidence metrics make of them, each made once for the list:
 * their SQuAD-normalised forms, which answer_containment and key_fact_recall both search, and their similarities to
 * the reference contexts, which the non-LLM context precision and recall both read (the Levenshtein distances are the
 * evidence metrics' whole cost: on NFCorpus at k = 10, 3,230 contexts of about 1,500 characters against 38
 * references each on average).
 */
final class ReadContexts {
    private final List<String> texts;
    private final List<String> references;
    private List<String> normalised;
    private ContextSimilarities similarities;

    /**
     * @param texts the contexts, best first; "" where no text is known
     * @param references the reference contexts' texts
     */
    ReadContexts(List<String> texts, List<String> references) {
        this.texts = List.copyOf(texts);
        this.references = references;
    }

    List<String> texts() {
        return texts;
    }

    /** Each context normalised as SQuAD normalises answers, padded with a space each side for whole-token search. */
    synchronized List<String> normalised() {
        if (normalised == null) {
            normalised = texts.stream().map(context -> " " + SquadText.normalize(context) + " ").toList();
        }
        return normalised;
    }

    synchronized ContextSimilarities similarities() {
        if (similarities == null) {
            similarities = ContextSimilarities.of(texts, references);
        }
        return similarities;
    }
}
