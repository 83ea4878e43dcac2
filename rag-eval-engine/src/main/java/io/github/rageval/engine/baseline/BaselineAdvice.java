package io.github.rageval.engine.baseline;

import java.util.Objects;

/**
 * How messages about the baseline tell the user what to run and write, in the words of the front end they used: a
 * Maven user records a baseline with {@code mvn rag-eval:baseline}, a command-line user with the command line's
 * {@code baseline} mode, and each names settings in their own way ({@code baselineFile}, {@code --baseline-file}).
 *
 * @param recordCommand what records a baseline: {@code mvn rag-eval:baseline}
 * @param checkCommand what compares a run with it: {@code mvn verify}
 * @param baselineFile how the setting {@code baselineFile} is named
 * @param mismatchWarn how to write {@code baselineMismatch} = warn: {@code baselineMismatch=warn
 *     (-Drageval.baselineMismatch=warn)}
 * @param maxDrop how the setting {@code maxDrop} is named
 */
public record BaselineAdvice(String recordCommand, String checkCommand, String baselineFile, String mismatchWarn,
                             String maxDrop) {
    /** The Maven goals' words, for callers that have no front end (tests, the engine's own defaults). */
    public static final BaselineAdvice MAVEN = new BaselineAdvice("mvn rag-eval:baseline", "mvn verify",
            "baselineFile", "baselineMismatch=warn (-Drageval.baselineMismatch=warn)", "maxDrop");

    public BaselineAdvice {
        Objects.requireNonNull(recordCommand, "recordCommand");
        Objects.requireNonNull(checkCommand, "checkCommand");
        Objects.requireNonNull(baselineFile, "baselineFile");
        Objects.requireNonNull(mismatchWarn, "mismatchWarn");
        Objects.requireNonNull(maxDrop, "maxDrop");
    }

    /** What to do about a baseline from another configuration. */
    public String reRecord() {
        return "Re-record the baseline with " + recordCommand + " and commit it, or set " + mismatchWarn
                + " to only warn.";
    }
}
