package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.engine.retriever.index.TermDictionary;
import io.github.rageval.engine.retriever.text.PythonWords;
import java.util.Arrays;
import java.util.BitSet;

/**
 * A query as its explanation reads it, from the query lowercased once, one pass of the token pattern and one of
 * the word pattern: each token as a range of the prepared text with its vocabulary index, and the distinct words in
 * the order they first occur. The query's tf-idf vector, its ranking and the lookups of its words in its tokens all
 * read these, where the query used to be analysed once for each of them (four passes over a 1,000,000-word query);
 * and a repeated word or token costs a lookup in a table of ints, not a string.
 *
 * <p>A word found at the very range of a token is that token: it is marked held (and held by a term) as the words
 * are read, the token marked as settled, so that most tokens need no lookup of their own ({@link WordsInTokens}).
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
    /** Per word id, whether a token is the word itself ({@link #WHOLE_TOKEN}) and a term ({@link #WHOLE_TERM}). */
    byte[] wordIsToken = new byte[16];
    /** The tokens that are a word at the same range: settled as the words were read. */
    final BitSet tokenIsWord = new BitSet();
    static final byte WHOLE_TOKEN = 1;
    static final byte WHOLE_TERM = 2;
    /** The first token not before the word being read: tokens and words both come in text order. */
    private int nextToken;

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
        int id = words.add(text, start, end);
        if (id == wordIsToken.length) {
            wordIsToken = Arrays.copyOf(wordIsToken, id * 2);
        }
        // Tokens of a pattern with a group may start out of order (an unmatched group is the empty token at 0):
        // a token missed here is only looked up by WordsInTokens, as any token that is no word.
        while (nextToken < tokens && starts[nextToken] < start) {
            nextToken++;
        }
        if (nextToken < tokens && starts[nextToken] == start && ends[nextToken] == end) {
            wordIsToken[id] |= terms[nextToken] >= 0 ? WHOLE_TOKEN | WHOLE_TERM : WHOLE_TOKEN;
            tokenIsWord.set(nextToken);
        }
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
