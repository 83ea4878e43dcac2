package io.github.rageval.engine.evaluation;

import java.util.ArrayList;
import java.util.List;

/**
 * The one-line count of what failed, for the console and the build failure: {@code 3 of 3 thresholds not met},
 * {@code 1 of 2 latency limits exceeded}, {@code 1 of 2 miss limits exceeded}, or several, comma-separated.
 * Thresholds, latency limits and miss limits are counted apart, as their messages are told apart.
 */
public final class Verdict {
    private Verdict() {
    }

    public static String headline(EvaluationReport report) {
        int thresholds = report.thresholds().size()
                + report.segmentRules().tagThresholds().values().stream().mapToInt(List::size).sum();
        int limits = report.segmentRules().missLimits().size();
        List<String> parts = new ArrayList<>();
        if (!report.violations().isEmpty()) {
            parts.add(report.violations().size() + " of " + thresholds + " thresholds not met");
        }
        if (!report.latency().violations().isEmpty()) {
            parts.add(report.latency().violations().size() + " of " + report.latency().limits().size()
                    + " latency limits exceeded");
        }
        if (!report.missLimitViolations().isEmpty()) {
            parts.add(report.missLimitViolations().size() + " of " + limits + " miss limits exceeded");
        }
        return String.join(", ", parts);
    }
}
