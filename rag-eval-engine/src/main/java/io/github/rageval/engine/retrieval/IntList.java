package io.github.rageval.engine.retrieval;

import java.util.Arrays;

/** A growable array of ints: the index builder's buffers, without an Integer object per entry. */
final class IntList {
    private int[] values;
    private int size;

    IntList(int initialCapacity) {
        values = new int[Math.max(initialCapacity, 4)];
    }

    void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, Math.max(values.length + (values.length >> 1), 4));
        }
        values[size++] = value;
    }

    int get(int index) {
        return values[index];
    }

    void increment(int index) {
        values[index]++;
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }

    int[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
