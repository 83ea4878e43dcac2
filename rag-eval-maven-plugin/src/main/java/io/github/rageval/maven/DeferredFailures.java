package io.github.rageval.maven;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.eclipse.aether.SessionData;

/**
 * The checks of this build that failed their gate and left the failure to the aggregate that runs after them, kept
 * in the build's session data ({@code session.getRepositorySession().getData()}: only JDK types, so any class loader
 * reads them; safe for {@code mvn -T}). The aggregate fails the build for them even where its own settings would
 * not ({@code skip}, {@code failOnViolation=false}): a check that deferred its failure logged that the build fails
 * at the aggregate, and that must hold.
 */
final class DeferredFailures {
    private static final String KEY = DeferredFailures.class.getName();

    private DeferredFailures() {
    }

    /** Records that {@code module}'s check failed for these reasons and did not stop the build. */
    static void record(SessionData data, String module, List<String> failures) {
        queue(data).add(Map.entry(module, List.copyOf(failures)));
    }

    /** Module name to its failures, in the order the checks recorded them; empty when none deferred. */
    static Map<String, List<String>> recorded(SessionData data) {
        Map<String, List<String>> failures = new LinkedHashMap<>();
        queue(data).forEach(entry -> failures.put(entry.getKey(), entry.getValue()));
        return failures;
    }

    @SuppressWarnings("unchecked")
    private static ConcurrentLinkedQueue<Map.Entry<String, List<String>>> queue(SessionData data) {
        Object queue = data.get(KEY);
        if (queue == null) {
            data.set(KEY, null, new ConcurrentLinkedQueue<Map.Entry<String, List<String>>>());
            queue = data.get(KEY);
        }
        return (ConcurrentLinkedQueue<Map.Entry<String, List<String>>>) queue;
    }
}
