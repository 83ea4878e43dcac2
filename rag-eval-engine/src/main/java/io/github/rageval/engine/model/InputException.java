package io.github.rageval.engine.model;

/**
 * A user's input file cannot be used. The message is meant for the user as it is: it names the file, the place
 * (line and column, or case number) and what to do, so callers show it without a stack trace.
 */
public class InputException extends Exception {
    private static final long serialVersionUID = 1L;

    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }
}
