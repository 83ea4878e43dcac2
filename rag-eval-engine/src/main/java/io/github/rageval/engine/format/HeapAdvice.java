package io.github.rageval.engine.format;

/**
 * What a message about running out of heap tells the user to do: the heap's present limit and the limit to ask for
 * instead (twice the present one, in whole gigabytes), for Maven and for the command line.
 */
public final class HeapAdvice {
    private static final long GIB = 1L << 30;

    private HeapAdvice() {
    }

    /** The advice for this JVM's limit. */
    public static String current() {
        return of(Runtime.getRuntime().maxMemory());
    }

    /** {@code its limit here is 256 MB. Give the JVM more heap and run again: for Maven MAVEN_OPTS=-Xmx1g ...}. */
    public static String of(long maxHeap) {
        long suggested = Math.max(1, (2 * maxHeap + GIB - 1) / GIB);
        return "its limit here is " + maxHeap / (1 << 20) + " MB. Give the JVM more heap and run again: for Maven"
                + " MAVEN_OPTS=-Xmx" + suggested + "g (or -Xmx" + suggested + "g in .mvn/jvm.config), for the command"
                + " line java -Xmx" + suggested + "g";
    }
}
