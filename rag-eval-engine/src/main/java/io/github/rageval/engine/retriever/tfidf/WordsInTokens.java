package io.github.rageval.engine.retriever.tfidf;

import java.util.Arrays;

/**
 * For each word of a query, whether the token pattern made a token that covers one of its occurrences, and whether
 * such a token is a vocabulary term. By position, not by spelling: the word "i" of "i ride a bicycle" is held by no
 * token when the pattern drops one-letter words, though "bicycle" spells an i; the word "mail" of "e-mail" is held by
 * the token "e-mail" of a pattern that keeps hyphens.
 *
 * <p>Words and tokens are ranges of the same text, and the pattern's matches do not overlap: sorted by start, the
 * tokens are swept once along the words' occurrences, so the cost is the query's length (a 1,000,000-word query
 * once asked every word against every token and ran for hours).
 */
final class WordsInTokens {
    private static final byte HELD = 1;
    private static final byte TERM = 2;

    private final byte[] flags;
    private long lookups;

    WordsInTokens(AnalysedQuery query) {
        flags = new byte[query.words.size()];
        int[] order = tokensByStart(query);
        int next = 0;
        for (int o = 0; o < query.occurrences; o++) {
            int start = query.occurrence[3 * o];
            int end = query.occurrence[3 * o + 1];
            // Tokens ending at or before the word cannot cover it, nor any later word: words come in text order.
            while (next < order.length && query.ends[order[next]] <= start) {
                next++;
            }
            lookups++;
            if (next < order.length && query.starts[order[next]] <= start
                    && end <= query.ends[order[next]]) {
                flags[query.occurrence[3 * o + 2]] |= query.terms[order[next]] >= 0 ? HELD | TERM : HELD;
            }
        }
    }

    /**
     * The tokens' indices in order of their start: the order they were found in, except that a pattern's group that
     * matched nothing is an empty token out of place.
     */
    private static int[] tokensByStart(AnalysedQuery query) {
        int[] order = new int[query.tokens];
        boolean sorted = true;
        for (int t = 0; t < query.tokens; t++) {
            order[t] = t;
            sorted &= t == 0 || query.starts[t - 1] <= query.starts[t];
        }
        if (sorted) {
            return order;
        }
        return Arrays.stream(order).boxed().sorted((a, b) -> Integer.compare(query.starts[a], query.starts[b]))
                .mapToInt(Integer::intValue).toArray();
    }

    /** Whether some token covers an occurrence of the word. */
    boolean held(int word) {
        return (flags[word] & HELD) != 0;
    }

    /** Whether some token that is a vocabulary term covers an occurrence of the word. */
    boolean heldByTerm(int word) {
        return (flags[word] & TERM) != 0;
    }

    /** How many word occurrences were looked up: the work done, for tests. */
    long lookups() {
        return lookups;
    }
}
