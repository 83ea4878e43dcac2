package io.github.rageval.engine.retriever.index;

import java.util.Arrays;

/** A growable array of ints: the index builder's buffers, without an Integer object per entry. */
public final class IntList {
    private int[] values;
    private int size;

    public IntList(int initialCapacity) {
        values = new int[Math.max(initialCapacity, 4)];
    }

    public void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, Math.max(values.length + (values.length >> 1), 4));
        }
        values[size++] = value;
    }

    public int get(int index) {
        return values[index];
    }

    public void increment(int index) {
        values[index]++;
    }

    public int size() {
        return size;
    }

    public void clear() {
        size = 0;
    }

    int[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
