package io.github.rageval.engine.model;

/**
 * A setting cannot be used (a threshold out of range, an unknown metric, an invalid token pattern, k below 1).
 * The message is meant for the user as it is: it names the setting, the value and what to do.
 */
public class ConfigurationException extends Exception {
    private static final long serialVersionUID = 1L;

    public ConfigurationException(String message) {
        super(message);
    }

    public ConfigurationException(String message, Throwable cause) {
        super(message, cause);
    }
}
