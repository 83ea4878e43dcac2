package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.engine.retriever.index.TermDictionary;
import io.github.rageval.engine.retriever.text.PythonWords;
import java.util.Arrays;

/**
 * A query as its explanation reads it, from the query lowercased once, one pass of the token pattern and one of
 * the word pattern: each token as a range of the prepared text with its vocabulary index, and the distinct words in
 * the order they first occur. The query's tf-idf vector, its ranking and the lookups of its words in its tokens all
 * read these, where the query used to be analysed once for each of them (four passes over a 1,000,000-word query);
 * and a repeated word or token costs a lookup in a table of ints, not a string. Each occurrence of a word is kept as
 * its range, for {@link WordsInTokens} to find the token that covers it.
 */
final class AnalysedQuery {
    /** The query as the token pattern sees it (see {@link io.github.rageval.engine.retriever.text.Analyzer#normalize}). */
    final String text;
    /** The query's distinct words ({@code (?u)\w+}), ids in the order they first occur. */
    final TermDictionary words = new TermDictionary();
    /** Token i is {@code text.substring(starts[i], ends[i])}, its vocabulary index {@code terms[i]} or -1. */
    int[] starts = new int[16];
    int[] ends = new int[16];
    int[] terms = new int[16];
    int tokens;
    /**
     * The words' occurrences in text order, three ints each: occurrence i is {@code text.substring(occurrence[3i],
     * occurrence[3i + 1])}, the word {@code occurrence[3i + 2]}.
     */
    int[] occurrence = new int[48];
    int occurrences;

    private AnalysedQuery(String text) {
        this.text = text;
    }

    static AnalysedQuery of(String query, TfidfRetriever retriever) {
        AnalysedQuery analysed = new AnalysedQuery(retriever.analyzer().normalize(query));
        Vocabulary vocabulary = retriever.vocabulary();
        retriever.analyzer().forEachTokenOfNormalized(analysed.text,
                (text, start, end) -> analysed.addToken(start, end, vocabulary.indexOf(text, start, end)));
        PythonWords.forEach(analysed.text, (text, start, end) -> analysed.addWord(start, end));
        return analysed;
    }

    /** The vocabulary index of every token that is a term, repeats kept, in query order. */
    int[] termIndices() {
        int count = 0;
        for (int i = 0; i < tokens; i++) {
            if (terms[i] >= 0) {
                count++;
            }
        }
        int[] indices = new int[count];
        int next = 0;
        for (int i = 0; i < tokens; i++) {
            if (terms[i] >= 0) {
                indices[next++] = terms[i];
            }
        }
        return indices;
    }

    private void addWord(int start, int end) {
        int at = occurrences * 3;
        if (at == occurrence.length) {
            occurrence = Arrays.copyOf(occurrence, at * 2);
        }
        occurrence[at] = start;
        occurrence[at + 1] = end;
        occurrence[at + 2] = words.add(text, start, end);
        occurrences++;
    }

    private void addToken(int start, int end, int term) {
        if (tokens == starts.length) {
            starts = Arrays.copyOf(starts, tokens * 2);
            ends = Arrays.copyOf(ends, tokens * 2);
            terms = Arrays.copyOf(terms, tokens * 2);
        }
        starts[tokens] = start;
        ends[tokens] = end;
        terms[tokens] = term;
        tokens++;
    }
}
