package io.github.rageval.engine.model;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Document ids as UTF-8 bytes in an open-addressing table, each with a value: a packed list ({@link PackedRanking})
 * looks its ids up by their bytes, hashing each once instead of decoding a string per position.
 */
final class Utf8IdTable {
    private final byte[][] keys;
    private final int[] values;
    private final int mask;

    /** @param capacity the most ids that will be put */
    Utf8IdTable(int capacity) {
        keys = new byte[Integer.highestOneBit(Math.max(1, capacity) * 2) * 2][];
        values = new int[keys.length];
        mask = keys.length - 1;
    }

    /** Puts an id, not put before, with its value. */
    void put(String id, int value) {
        byte[] key = id.getBytes(StandardCharsets.UTF_8);
        if (!new String(key, StandardCharsets.UTF_8).equals(id)) {
            return; // a lone surrogate, which no id read from UTF-8 holds: encoding it would make it '?'
        }
        int slot = PackedRanking.hash(key, 0, key.length) & mask;
        while (keys[slot] != null) {
            slot = (slot + 1) & mask;
        }
        keys[slot] = key;
        values[slot] = value;
    }

    /** The value of the id whose UTF-8 bytes are {@code bytes[from..to)}; {@code absent} when none was put. */
    int get(byte[] bytes, int from, int to, int absent) {
        for (int slot = PackedRanking.hash(bytes, from, to) & mask; keys[slot] != null; slot = (slot + 1) & mask) {
            if (Arrays.equals(keys[slot], 0, keys[slot].length, bytes, from, to)) {
                return values[slot];
            }
        }
        return absent;
    }
}
