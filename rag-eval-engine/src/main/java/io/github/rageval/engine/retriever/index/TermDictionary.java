package io.github.rageval.engine.retriever.index;

import java.util.Arrays;

/**
 * Strings to dense ids (0, 1, 2, ... in insertion order) in an open-addressing hash table that is looked up by a
 * range of a larger string: the tokenizer hands over ranges of the document, and a term already known costs no
 * substring. Two int arrays and the terms themselves; no boxed keys or entry objects, which at a million terms is
 * the difference between tens and hundreds of megabytes. Not thread-safe while adding; safe to read concurrently
 * once filled.
 */
public final class TermDictionary {
    private static final int EMPTY = 0;

    private int[] slotIds = new int[16];
    private int[] slotHashes = new int[16];
    private String[] terms = new String[8];
    private int size;

    /** @return the id of {@code text.substring(start, end)}, or -1 when it is not in the dictionary */
    public int find(String text, int start, int end) {
        return find(text, start, end, hash(text, start, end));
    }

    /**
     * As {@link #find(String, int, int)}, with the range's {@link String#hashCode} already known: a caller looking
     * up every substring of a token computes them from the token's prefix hashes, one operation each.
     */
    public int find(String text, int start, int end, int hash) {
        int mask = slotIds.length - 1;
        for (int slot = spread(hash) & mask; slotIds[slot] != EMPTY; slot = (slot + 1) & mask) {
            if (slotHashes[slot] == hash && matches(terms[slotIds[slot] - 1], text, start, end)) {
                return slotIds[slot] - 1;
            }
        }
        return -1;
    }

    public int find(String term) {
        return find(term, 0, term.length());
    }

    /** @return the id of {@code text.substring(start, end)}, adding it with the next id when it is new */
    public int add(String text, int start, int end) {
        int hash = hash(text, start, end);
        int mask = slotIds.length - 1;
        int slot = spread(hash) & mask;
        for (; slotIds[slot] != EMPTY; slot = (slot + 1) & mask) {
            if (slotHashes[slot] == hash && matches(terms[slotIds[slot] - 1], text, start, end)) {
                return slotIds[slot] - 1;
            }
        }
        int id = size++;
        if (id == terms.length) {
            terms = Arrays.copyOf(terms, terms.length * 2);
        }
        terms[id] = text.substring(start, end);
        slotIds[slot] = id + 1;
        slotHashes[slot] = hash;
        if (size * 2 > slotIds.length) {
            grow();
        }
        return id;
    }

    public int add(String term) {
        return add(term, 0, term.length());
    }

    public String term(int id) {
        return terms[id];
    }

    public int size() {
        return size;
    }

    /** The terms in id order. */
    public String[] terms() {
        return Arrays.copyOf(terms, size);
    }

    /** The heap this dictionary takes, estimated from its array sizes and term lengths (see {@link HeapSize}). */
    public long estimatedBytes() {
        long bytes = HeapSize.intArray(slotIds.length) * 2 + HeapSize.referenceArray(terms.length);
        for (int id = 0; id < size; id++) {
            bytes += HeapSize.string(terms[id]);
        }
        return bytes;
    }

    private void grow() {
        int[] oldIds = slotIds;
        int[] oldHashes = slotHashes;
        slotIds = new int[oldIds.length * 2];
        slotHashes = new int[oldIds.length * 2];
        int mask = slotIds.length - 1;
        for (int old = 0; old < oldIds.length; old++) {
            if (oldIds[old] != EMPTY) {
                int slot = spread(oldHashes[old]) & mask;
                while (slotIds[slot] != EMPTY) {
                    slot = (slot + 1) & mask;
                }
                slotIds[slot] = oldIds[old];
                slotHashes[slot] = oldHashes[old];
            }
        }
    }

    /** {@link String#hashCode()} of the range. */
    private static int hash(String text, int start, int end) {
        int hash = 0;
        for (int i = start; i < end; i++) {
            hash = 31 * hash + text.charAt(i);
        }
        return hash;
    }

    /** Mixes the high bits in, since linear probing on String's hash alone clusters badly. */
    private static int spread(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    /**
     * A plain loop rather than {@link String#regionMatches}: that one takes a slow path whenever the two strings
     * are stored differently (a Latin-1 term inside a document holding any other character), which is common.
     */
    private static boolean matches(String term, String text, int start, int end) {
        int length = term.length();
        if (length != end - start) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (term.charAt(i) != text.charAt(start + i)) {
                return false;
            }
        }
        return true;
    }
}
