package io.github.rageval.engine.model;

/**
 * A goal cannot write its output (reports, a baseline, a pool, a lock): the folder is a file, permission is denied,
 * the disk is full. The message names the file and what to do, for the user as it is; nothing half-written is left.
 */
public class OutputException extends Exception {
    private static final long serialVersionUID = 1L;

    /** What was being written, for the message's first words: {@code report}, {@code baseline}, {@code pool}. */
    private final String output;

    public OutputException(String output, String message, Throwable cause) {
        super(message, cause);
        this.output = output;
    }

    /** What was being written: {@code report}, {@code baseline}, {@code pool}, {@code judgments}, ... */
    public String output() {
        return output;
    }
}
