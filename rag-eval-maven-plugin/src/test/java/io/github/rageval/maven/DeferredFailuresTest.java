package io.github.rageval.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.eclipse.aether.DefaultSessionData;
import org.eclipse.aether.SessionData;
import org.junit.jupiter.api.Test;

class DeferredFailuresTest {
    @Test
    void checksRecordTheirFailuresInTheSessionForTheAggregate() {
        SessionData session = new DefaultSessionData();
        assertThat(DeferredFailures.recorded(session)).isEmpty();

        DeferredFailures.record(session, "billing", List.of("MRR 0.80 fell below the 0.90 gate"));
        DeferredFailures.record(session, "docs-search", List.of("hit_rate 0.80 fell below the 0.95 gate"));

        assertThat(DeferredFailures.recorded(session)).containsExactly(
                Map.entry("billing", List.of("MRR 0.80 fell below the 0.90 gate")),
                Map.entry("docs-search", List.of("hit_rate 0.80 fell below the 0.95 gate")));
    }
}
