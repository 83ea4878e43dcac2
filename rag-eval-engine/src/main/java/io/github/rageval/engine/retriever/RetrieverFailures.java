package io.github.rageval.engine.retriever;

import io.github.rageval.engine.format.HeapAdvice;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.secret.SecretText;
import java.util.ArrayList;
import java.util.List;

/**
 * What a failure of the team's retriever tells the user: the call that failed, the cause's type and message, and
 * the top frames of the team's own code (and its libraries), without the JDK's reflection or rag-eval's frames
 * (the command line's included), which say nothing about the bug. Frames are written as
 * {@code in com.acme.Search.retrieve(Search.java:31)}.
 */
final class RetrieverFailures {
    /** How many frames of the team's code a message lists. */
    static final int FRAMES = 5;
    private static final List<String> FOREIGN = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.",
            "io.github.rageval.api.", "io.github.rageval.engine.", "io.github.rageval.maven.", "io.github.rageval.cli.",
            "org.apache.maven.", "org.codehaus.plexus.", "org.codehaus.classworlds.", "org.eclipse.sisu.",
            "com.google.inject.");

    private RetrieverFailures() {
    }

    /**
     * @param what the call and its subject: {@code "com.acme.Search failed in retrieve for query 'q1'"}
     * @param cause what the retriever threw
     * @param secrets the retriever's secret options, masked should its message repeat one
     */
    static RetrieverException of(String what, Throwable cause, SecretText secrets) {
        StringBuilder message = new StringBuilder(what).append(": ").append(describe(cause, secrets));
        Throwable root = rootCause(cause);
        if (root != cause) {
            message.append(" (caused by ").append(describe(root, secrets)).append(')');
        }
        message.append('.');
        frames(cause).forEach(frame -> message.append("\n  in ").append(frame));
        return new RetrieverException(secrets.mask(message.toString()), cause);
    }

    /**
     * The retriever's running out of heap: its own work, not the corpus's size (reading the corpus is guarded apart),
     * with the heap to ask for.
     *
     * @param what the call and its subject: {@code "retriever com.acme.Search ran out of heap in retrieve for query
     *     'q1'"}
     * @param indexing whether it ran out while indexing the corpus, rather than answering a query
     */
    static RetrieverException outOfHeap(String what, boolean indexing, OutOfMemoryError error) {
        String kind = error.getMessage() == null ? "Java heap space" : Shown.value(error.getMessage());
        return new RetrieverException(what + ": the JVM ran out of heap (" + kind + ") inside the retriever; "
                + HeapAdvice.current() + ". If it still runs out, look at what the retriever holds per "
                + (indexing ? "document, or index a smaller corpus." : "query."), error);
    }

    /** The throwable's class and message; a message longer than {@link Shown#LIMIT} is cut (one can be megabytes). */
    static String describe(Throwable throwable) {
        return describe(throwable, SecretText.NONE);
    }

    /** As {@link #describe(Throwable)}, the secrets masked before the message is cut, so none leaks across the cut. */
    private static String describe(Throwable throwable, SecretText secrets) {
        String text = throwable.getMessage();
        return throwable.getClass().getName() + (text == null || text.isBlank() ? ""
                : ": " + Shown.value(secrets.mask(text.strip())));
    }

    private static Throwable rootCause(Throwable throwable) {
        Throwable root = throwable;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    private static String source(StackTraceElement frame) {
        if (frame.getFileName() == null) {
            return "Unknown Source";
        }
        return frame.getLineNumber() >= 0 ? frame.getFileName() + ":" + frame.getLineNumber() : frame.getFileName();
    }

    /** The first frames of the team's code: from the cause, else from the first of its causes that has some. */
    static List<String> frames(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause() == t ? null : t.getCause()) {
            List<String> own = new ArrayList<>();
            for (StackTraceElement frame : t.getStackTrace()) {
                if (FOREIGN.stream().noneMatch(frame.getClassName()::startsWith)) {
                    own.add(frame.getClassName() + "." + frame.getMethodName() + "(" + source(frame) + ")");
                    if (own.size() == FRAMES) {
                        break;
                    }
                }
            }
            if (!own.isEmpty()) {
                return own;
            }
        }
        return List.of();
    }
}
