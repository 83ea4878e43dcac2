package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.latency.LatencyGate;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.Variant;
import java.util.List;

/**
 * Whether a build's reports hold latency ({@link io.github.rageval.engine.latency.LatencyMode}), decided once for the
 * build, before any file is read: every retriever evaluation of the build (its one retriever, or each variant) is
 * then reported alike, so that variants compare. A run file's results were retrieved elsewhere: nothing is timed,
 * and a latency limit beside one is a configuration error rather than a gate that never fails.
 */
final class LatencyReporting {
    private LatencyReporting() {
    }

    static boolean reported(EvaluationSettings settings, LatencyGate gate) throws ConfigurationException {
        if (settings.sources().run() != null) {
            if (gate.limited()) {
                throw new ConfigurationException(limits(gate) + " is set, but run " + settings.sources().run()
                        + " is evaluated: its results were retrieved elsewhere, so no query is timed and the limit"
                        + " could never fail. Remove the limit, or evaluate the retriever itself.");
            }
            return false;
        }
        List<String> retrievers = settings.variants().isEmpty() ? List.of(settings.retriever().name())
                : settings.variants().list().stream().map(Variant::retriever).map(r -> r.name()).toList();
        return gate.mode().reports(retrievers, gate.limited());
    }

    /** {@code maxLatencyP95Ms = 300}, each limit as written. */
    private static String limits(LatencyGate gate) {
        return String.join(", ", gate.limits().stream()
                .map(limit -> limit.percentile().parameter().name() + " = " + limit.asWritten()).toList());
    }
}
