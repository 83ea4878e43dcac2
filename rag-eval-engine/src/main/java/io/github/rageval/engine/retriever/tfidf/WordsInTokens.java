package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.engine.retriever.index.TermDictionary;
import java.util.BitSet;

/**
 * For each word of a query, whether a token of the query holds it (anywhere in the token, as explanations have
 * always asked: "in" is held by "logging") and whether such a token is a vocabulary term.
 *
 * <p>Asked word by word against every token, that is the query's length squared (a 1,000,000-word query ran for
 * hours). Here a word is looked up in a token's substrings by hash, the hash of each substring computed from the
 * token's prefix hashes, in three steps that each skip what is already settled: first every token is taken
 * whole, which settles nearly every word, since most words are tokens themselves (found at a token's very range as
 * the words were read, {@link AnalysedQuery}, or else looked up); then each distinct vocabulary
 * term is searched once for the words not yet held by a term; then the other tokens for the words held by no
 * token yet, only while there are any. Words, flags and per-length counts are arrays indexed by word id and
 * length, not boxed maps.
 */
final class WordsInTokens {
    private static final byte HELD = 1;
    private static final byte TERM = 2;

    private final AnalysedQuery query;
    private final byte[] flags;
    /** Per word length in chars, how many words of it still lack HELD, and how many lack TERM. */
    private final int[] notHeld;
    private final int[] notHeldByTerm;
    private int wordsNotHeld;
    /** {@code 31^n}, as {@link String#hashCode} raises it, up to the longest word. */
    private final int[] powers;
    private long lookups;

    WordsInTokens(AnalysedQuery query) {
        this.query = query;
        TermDictionary words = query.words;
        flags = new byte[words.size()];
        int longest = 0;
        for (int id = 0; id < words.size(); id++) {
            longest = Math.max(longest, words.term(id).length());
        }
        notHeld = new int[longest + 1];
        notHeldByTerm = new int[longest + 1];
        for (int id = 0; id < words.size(); id++) {
            notHeld[words.term(id).length()]++;
            notHeldByTerm[words.term(id).length()]++;
        }
        wordsNotHeld = words.size();
        for (int id = 0; id < words.size(); id++) {
            if ((query.wordIsToken[id] & AnalysedQuery.WHOLE_TOKEN) != 0) {
                mark(id, (query.wordIsToken[id] & AnalysedQuery.WHOLE_TERM) != 0);
            }
        }
        powers = new int[longest + 1];
        powers[0] = 1;
        for (int i = 1; i <= longest; i++) {
            powers[i] = powers[i - 1] * 31;
        }
        for (int t = query.tokenIsWord.nextClearBit(0); t < query.tokens; t = query.tokenIsWord.nextClearBit(t + 1)) {
            lookups++;
            int id = words.find(query.text, query.starts[t], query.ends[t]);
            if (id >= 0) {
                mark(id, query.terms[t] >= 0);
            }
        }
        BitSet searchedTerms = new BitSet();
        for (int t = 0; t < query.tokens; t++) {
            int term = query.terms[t];
            if (term >= 0 && !searchedTerms.get(term)) {
                searchedTerms.set(term);
                searchInside(t, true);
            }
        }
        for (int t = 0; t < query.tokens && wordsNotHeld > 0; t++) {
            if (query.terms[t] < 0) {
                searchInside(t, false);
            }
        }
    }

    /** Whether some token holds the word. */
    boolean held(int word) {
        return (flags[word] & HELD) != 0;
    }

    /** Whether some token that is a vocabulary term holds the word. */
    boolean heldByTerm(int word) {
        return (flags[word] & TERM) != 0;
    }

    /** How many substrings were looked up: the work done, for tests. */
    long lookups() {
        return lookups;
    }

    /** Marks the words token t holds, of the lengths where some word still lacks what the token would give. */
    private void searchInside(int t, boolean term) {
        String text = query.text;
        int start = query.starts[t];
        int length = query.ends[t] - start;
        int[] prefix = null;
        for (int size = 1; size <= Math.min(length, notHeld.length - 1); size++) {
            if (notHeld[size] == 0 && (!term || notHeldByTerm[size] == 0)) {
                continue;
            }
            if (prefix == null) {
                prefix = prefixHashes(text, start, length);
            }
            for (int from = 0; from + size <= length; from++) {
                lookups++;
                int hash = prefix[from + size] - prefix[from] * powers[size];
                int id = query.words.find(text, start + from, start + from + size, hash);
                if (id >= 0) {
                    mark(id, term);
                }
            }
        }
    }

    private void mark(int word, boolean term) {
        int length = query.words.term(word).length();
        if ((flags[word] & HELD) == 0) {
            flags[word] |= HELD;
            notHeld[length]--;
            wordsNotHeld--;
        }
        if (term && (flags[word] & TERM) == 0) {
            flags[word] |= TERM;
            notHeldByTerm[length]--;
        }
    }

    /** {@code prefix[i]} is the hash of the token's first i chars, as {@link String#hashCode} computes it. */
    private static int[] prefixHashes(String text, int start, int length) {
        int[] prefix = new int[length + 1];
        for (int i = 0; i < length; i++) {
            prefix[i + 1] = prefix[i] * 31 + text.charAt(start + i);
        }
        return prefix;
    }
}
