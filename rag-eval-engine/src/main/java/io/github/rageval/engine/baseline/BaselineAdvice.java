package io.github.rageval.engine.baseline;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

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
 * @param thresholdsElement the POM element thresholds are written in ({@code thresholds}); empty for a front end
 *     without a POM
 * @param thresholdsOneLine what thresholds on one line follow: {@code -Drageval.thresholds=}, {@code --thresholds }
 */
public record BaselineAdvice(String recordCommand, String checkCommand, String baselineFile, String mismatchWarn,
                             String maxDrop, String thresholdsElement, String thresholdsOneLine) {
    /** The Maven goals' words, for callers that have no front end (tests, the engine's own defaults). */
    public static final BaselineAdvice MAVEN = new BaselineAdvice("mvn rag-eval:baseline", "mvn verify",
            "baselineFile", "baselineMismatch=warn (-Drageval.baselineMismatch=warn)", "maxDrop", "thresholds",
            "-Drageval.thresholds=");

    public BaselineAdvice {
        Objects.requireNonNull(recordCommand, "recordCommand");
        Objects.requireNonNull(checkCommand, "checkCommand");
        Objects.requireNonNull(baselineFile, "baselineFile");
        Objects.requireNonNull(mismatchWarn, "mismatchWarn");
        Objects.requireNonNull(maxDrop, "maxDrop");
        Objects.requireNonNull(thresholdsElement, "thresholdsElement");
        Objects.requireNonNull(thresholdsOneLine, "thresholdsOneLine");
    }

    /** What to do about a baseline from another configuration. */
    public String reRecord() {
        return "Re-record the baseline with " + recordCommand + " and commit it, or set " + mismatchWarn
                + " to only warn.";
    }

    /**
     * Thresholds ready to paste, in each form the front end reads: {@code <thresholds><mrr>0.80</mrr></thresholds>}
     * (a metric at a cutoff as {@code ndcg_at_10}, since an element name cannot hold {@code @}) and
     * {@code -Drageval.thresholds=mrr=0.80}; on the command line {@code --thresholds mrr=0.80}.
     *
     * @param bounds each metric's key and bound as written, in the order to show
     */
    public List<String> thresholds(Map<String, String> bounds) {
        List<String> forms = new ArrayList<>();
        if (!thresholdsElement.isEmpty()) {
            StringBuilder pom = new StringBuilder("<").append(thresholdsElement).append('>');
            bounds.forEach((key, bound) -> {
                String element = key.replace("@", "_at_");
                pom.append('<').append(element).append('>').append(bound).append("</").append(element).append('>');
            });
            forms.add(pom.append("</").append(thresholdsElement).append('>').toString());
        }
        forms.add(thresholdsOneLine + bounds.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(",")));
        return forms;
    }
}
