package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.evaluation.InputMemory;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.retriever.RetrieverException;

/**
 * The one line a user's mistake is reported with, whichever front end reports it: the kind of mistake, then the
 * engine's paragraph naming the file or setting and what to do. Maven wraps it in a {@code MojoExecutionException},
 * the command line prints it and exits with 2; neither prints a stack trace for it.
 */
public final class UserErrors {
    private UserErrors() {
    }

    /**
     * @param error a {@link ConfigurationException} (a setting that cannot be used), an {@link InputException} (a file
     *     that cannot be used; a {@link RetrieverException}, a retriever that failed), an {@link OutputException} (an
     *     output that cannot be written), or an {@link OutOfMemoryError}
     *     after the inputs were read (reading them names its file, {@link InputMemory#guard})
     * @return the line to report it with
     */
    public static String line(Throwable error) {
        // A value a message quoted raw (an id with an escape sequence, a carriage return) is made visible here.
        return Shown.lines(kind(error));
    }

    private static String kind(Throwable error) {
        if (error instanceof ConfigurationException) {
            return "rag-eval configuration error: " + error.getMessage();
        }
        if (error instanceof RetrieverException) {
            return "rag-eval retriever error: " + error.getMessage();
        }
        if (error instanceof OutputException output) {
            return "rag-eval " + output.output() + " error: " + error.getMessage();
        }
        if (error instanceof InputException) {
            return "rag-eval input error: " + error.getMessage();
        }
        if (error instanceof OutOfMemoryError) {
            return "rag-eval error: " + InputMemory.afterReading();
        }
        throw new IllegalArgumentException("not a user error: " + error, error);
    }
}
