package io.github.rageval.engine.explain;

import java.util.List;

/**
 * A word of the query that never became a query term, so it could not match anything.
 *
 * @param word the word, as the query spells it after lowercasing
 * @param reason why: {@code token pattern drops 3-letter words}, {@code not in vocabulary: no document contains
 *     it}, ...
 * @param inRelevantDocuments relevant documents whose text holds the word: a word that mattered
 */
public record DroppedWord(String word, String reason, List<String> inRelevantDocuments) {
    public DroppedWord {
        inRelevantDocuments = List.copyOf(inRelevantDocuments);
    }
}
