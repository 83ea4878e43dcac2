package io.github.rageval.engine.retriever.tfidf;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * For each word of a query, whether a token of the query holds it (anywhere in the token, as explanations have
 * always asked: "in" is held by "logging") and whether such a token is a vocabulary term. Asked word by word
 * against every token, that is the query's length squared (a 1,000,000-word query ran for hours); here each
 * token's substrings of the words' lengths are looked up by hash, with the hash of each substring computed from
 * the token's prefix hashes, so the work is the tokens' length times the number of distinct word lengths.
 */
final class WordsInTokens {
    private static final int HELD = 1;
    private static final int TERM = 2;

    /** Each word's flags, HELD and TERM. */
    private final Map<String, int[]> flags = new HashMap<>();
    /** Words by the hash of their text, the same as {@link String#hashCode}. */
    private final Map<Integer, List<String>> byHash = new HashMap<>();
    /** Per word length, how many words of it still lack HELD, and how many lack TERM. */
    private final TreeMap<Integer, int[]> open = new TreeMap<>();
    private long lookups;

    /**
     * @param words the query's distinct words
     * @param tokens the query's distinct tokens
     * @param isTerm whether a token is a vocabulary term
     */
    WordsInTokens(Collection<String> words, Collection<String> tokens, Predicate<String> isTerm) {
        int longest = 0;
        for (String word : words) {
            if (flags.putIfAbsent(word, new int[1]) == null) {
                byHash.computeIfAbsent(word.hashCode(), h -> new ArrayList<>(1)).add(word);
                int[] counts = open.computeIfAbsent(word.length(), length -> new int[2]);
                counts[0]++;
                counts[1]++;
                longest = Math.max(longest, word.length());
            }
        }
        int[] powers = new int[longest + 1];
        powers[0] = 1;
        for (int i = 1; i <= longest; i++) {
            powers[i] = powers[i - 1] * 31;
        }
        for (String token : tokens) {
            markToken(token, isTerm.test(token), powers);
        }
    }

    /** Whether some token holds the word. */
    boolean held(String word) {
        return (flags.get(word)[0] & HELD) != 0;
    }

    /** Whether some token that is a vocabulary term holds the word. */
    boolean heldByTerm(String word) {
        return (flags.get(word)[0] & TERM) != 0;
    }

    /** How many substrings were looked up: the work done, for tests. */
    long lookups() {
        return lookups;
    }

    private void markToken(String token, boolean term, int[] powers) {
        int[] prefix = null;
        for (Map.Entry<Integer, int[]> entry : open.headMap(token.length(), true).entrySet()) {
            int length = entry.getKey();
            int[] counts = entry.getValue();
            // Nothing to learn from this token about words of this length: all already marked as it would.
            if (counts[0] == 0 && (!term || counts[1] == 0)) {
                continue;
            }
            if (prefix == null) {
                prefix = prefixHashes(token);
            }
            for (int start = 0; start + length <= token.length(); start++) {
                lookups++;
                int hash = prefix[start + length] - prefix[start] * powers[length];
                List<String> candidates = byHash.get(hash);
                if (candidates != null) {
                    for (String word : candidates) {
                        if (word.length() == length && token.regionMatches(start, word, 0, length)) {
                            markWord(word, term, counts);
                        }
                    }
                }
            }
        }
    }

    private void markWord(String word, boolean term, int[] counts) {
        int[] wordFlags = flags.get(word);
        if ((wordFlags[0] & HELD) == 0) {
            wordFlags[0] |= HELD;
            counts[0]--;
        }
        if (term && (wordFlags[0] & TERM) == 0) {
            wordFlags[0] |= TERM;
            counts[1]--;
        }
    }

    /** {@code prefix[i]} is the hash of the token's first i characters, as {@link String#hashCode} computes it. */
    private static int[] prefixHashes(String token) {
        int[] prefix = new int[token.length() + 1];
        for (int i = 0; i < token.length(); i++) {
            prefix[i + 1] = prefix[i] * 31 + token.charAt(i);
        }
        return prefix;
    }
}
