package io.github.rageval.engine.retriever.chunking;

import java.util.List;

/**
 * fuzzywuzzy's {@code process.extractOne(query, sentences, scorer=fuzz.token_sort_ratio)} (seatgeek/fuzzywuzzy, commit
 * af443f9, {@code process.py}) over the sentences of one document, prepared once: the first sentence with the best
 * {@link TokenSortRatio} score. To compare a chunk with thousands of sentences quickly, sentences are visited by the
 * most their lengths allow them to score ({@link TokenSortRatio#bound}), highest first and in document order within
 * one bound, and the visit stops when no sentence left could beat, or tie earlier than, the best found: the result is
 * the one {@code max} over all sentences in order gives.
 */
final class BestSentence {
    private final List<int[]> prepared;

    BestSentence(List<String> sentences) {
        this.prepared = sentences.stream().map(TokenSortRatio::prepareChoice).toList();
    }

    /** The best sentence's position and score, as {@code {index, score}}; a document has at least one sentence. */
    int[] of(String query) {
        IndelLcs ready = IndelLcs.of(TokenSortRatio.prepareQuery(query));
        int length = ready.text().length;
        int[] order = byBound(length);
        int best = -1;
        int bestIndex = -1;
        for (int k = 0; k < order.length; k++) {
            int i = order[k];
            int[] choice = prepared.get(i);
            int bound = TokenSortRatio.bound(length, choice.length);
            if (bound < best || bound == best && i > bestIndex) {
                break;
            }
            int score = TokenSortRatio.score(ready, choice);
            if (score > best || score == best && i < bestIndex) {
                best = score;
                bestIndex = i;
            }
        }
        return new int[] {bestIndex, best};
    }

    /** The sentences' positions by their bound for a query of this length, highest first, in order within one. */
    private int[] byBound(int queryLength) {
        int[] bounds = new int[prepared.size()];
        int[] starts = new int[102];
        for (int i = 0; i < bounds.length; i++) {
            bounds[i] = TokenSortRatio.bound(queryLength, prepared.get(i).length);
            starts[100 - bounds[i] + 1]++;
        }
        for (int b = 1; b < starts.length; b++) {
            starts[b] += starts[b - 1];
        }
        int[] order = new int[bounds.length];
        for (int i = 0; i < bounds.length; i++) {
            order[starts[100 - bounds[i]]++] = i;
        }
        return order;
    }
}
