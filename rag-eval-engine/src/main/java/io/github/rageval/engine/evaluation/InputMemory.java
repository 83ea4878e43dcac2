package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.format.HeapAdvice;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.RetrieverException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Turns running out of heap while an input file is read (and, for a run, evaluated) into an input error that names
 * the file, its size, the heap's limit and how to raise it. Without it the build prints only {@code Java heap
 * space}, and the user cannot tell which input was too big or what to do. What the file's reading held is no longer
 * referenced once the error has unwound to here, so the message can still be built.
 */
public final class InputMemory {
    private static final long MB = 1_000_000L;

    private InputMemory() {
    }

    /** A reading of an input file, which may run out of heap. */
    @FunctionalInterface
    public interface Reading<T> {
        T read() throws InputException;
    }

    /**
     * Runs the reading; out of heap, throws an input error naming the file.
     *
     * @param what how the file is named to the user, e.g. {@code "corpus file"}
     * @param doing what was being done with it, e.g. {@code "reading it"}
     */
    public static <T> T guard(String what, Path file, String doing, Reading<T> reading) throws InputException {
        try {
            return reading.read();
        } catch (OutOfMemoryError e) {
            throw outOfMemory(what, file, doing, e);
        }
    }

    /** The input error for heap exhausted while the file was read, for readings that throw more than input errors. */
    public static InputException outOfMemory(String what, Path file, String doing, OutOfMemoryError error) {
        return new InputException(message(what, file, size(file), Runtime.getRuntime().maxMemory(), doing), error);
    }

    /**
     * {@code corpus file c.json (1.2 GB) does not fit in memory: ...}, with the heap to ask for: twice the present
     * limit, in whole gigabytes.
     */
    static String message(String what, Path file, long fileBytes, long maxHeap, String doing) {
        return named(what, file, fileBytes) + " does not fit in memory:"
                + " the JVM ran out of heap (Java heap space) " + doing + "; " + HeapAdvice.of(maxHeap)
                + "; or evaluate a smaller file.";
    }

    /**
     * A retriever's running out of heap while it indexed the input file, which names the retriever, with the file and
     * its size added: the user can tell a big corpus from a retriever that holds too much. Any other failure is
     * returned as it is.
     */
    public static RetrieverException whileIndexing(RetrieverException failure, String what, Path file) {
        if (!(failure.getCause() instanceof OutOfMemoryError)) {
            return failure;
        }
        return new RetrieverException(failure.getMessage() + " It was indexing " + named(what, file, size(file)) + ".",
                failure.getCause());
    }

    /** {@code corpus file c.json (1.2 GB)}; without the size when the file has none to tell. */
    private static String named(String what, Path file, long fileBytes) {
        return what + " " + file + (fileBytes < 0 ? "" : " (" + bytes(fileBytes) + ")");
    }

    /**
     * The message for heap exhausted once the inputs were read (a retriever's own work, the statistics, the reports),
     * where no one file is to blame: the limit and the heap to ask for.
     */
    public static String afterReading() {
        return afterReading(Runtime.getRuntime().maxMemory());
    }

    static String afterReading(long maxHeap) {
        return "the JVM ran out of heap (Java heap space) after the inputs were read, while evaluating or writing the"
                + " reports; " + HeapAdvice.of(maxHeap) + ".";
    }

    /** {@code 291.3 MB}, {@code 1.2 GB}. */
    private static String bytes(long size) {
        return size >= 1000 * MB ? String.format(Locale.ROOT, "%.1f GB", size / (1000.0 * MB))
                : String.format(Locale.ROOT, "%.1f MB", size / (double) MB);
    }

    /** The file's size, or -1 when it has none to tell (a folder, or gone). */
    private static long size(Path file) {
        try {
            return file != null && Files.isRegularFile(file) ? Files.size(file) : -1;
        } catch (IOException e) {
            return -1;
        }
    }
}
