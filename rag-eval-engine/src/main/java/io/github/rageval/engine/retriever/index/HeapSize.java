package io.github.rageval.engine.retriever.index;

/**
 * Heap sizes of arrays and strings as a 64-bit HotSpot JVM lays them out with compressed references (heaps under
 * 32 GB) and compact strings: 16-byte array headers, 4-byte references, objects padded to 8 bytes, a string's
 * characters one byte each when all are Latin-1, else two. The numbers depend only on the data, never on the
 * running JVM, so a report that states them is the same on every run and machine.
 */
public final class HeapSize {
    private static final long ARRAY_HEADER = 16;
    private static final long STRING_OBJECT = 24;

    private HeapSize() {
    }

    public static long intArray(long length) {
        return align(ARRAY_HEADER + 4 * length);
    }

    public static long doubleArray(long length) {
        return align(ARRAY_HEADER + 8 * length);
    }

    public static long referenceArray(long length) {
        return align(ARRAY_HEADER + 4 * length);
    }

    public static long string(String s) {
        return STRING_OBJECT + align(ARRAY_HEADER + (long) s.length() * (isLatin1(s) ? 1 : 2));
    }

    private static boolean isLatin1(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) > 0xFF) {
                return false;
            }
        }
        return true;
    }

    private static long align(long bytes) {
        return (bytes + 7) & ~7L;
    }
}
