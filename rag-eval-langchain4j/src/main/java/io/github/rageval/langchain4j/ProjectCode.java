package io.github.rageval.langchain4j;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.retriever.RetrieverException;
import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.Callable;

/**
 * A call into the project's code (its factory, a model's constructor) whose failure is told as one paragraph: what
 * threw, and the root cause's type and message, without the stack (a test of the project that makes the same call
 * shows it).
 */
final class ProjectCode {
    private ProjectCode() {
    }

    /**
     * @param what the code called, for the message: {@code "the factory com.acme.Rag"}
     * @throws RetrieverException when it throws
     */
    static <T> T call(String what, Callable<T> call) throws RetrieverException {
        try {
            return call.call();
        } catch (InvocationTargetException | ExceptionInInitializerError e) {
            throw failed(what, e.getCause() == null ? e : e.getCause());
        } catch (RuntimeException | LinkageError e) {
            throw failed(what, e);
        } catch (Exception e) {
            // reflection's own refusals are checked before the call; anything else is the project's failure
            throw failed(what, e);
        }
    }

    static RetrieverException failed(String what, Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null || root.getMessage().isBlank() ? ""
                : ": " + Shown.value(root.getMessage().strip());
        return new RetrieverException("retriever langchain4j: " + what + " threw " + root.getClass().getName()
                + message + ". Fix the cause there; a test of yours that makes the same call shows the full stack.",
                failure);
    }
}
