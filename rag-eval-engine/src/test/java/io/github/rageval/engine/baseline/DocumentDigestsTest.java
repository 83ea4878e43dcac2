package io.github.rageval.engine.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.api.Document;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DocumentDigestsTest {

    @Test
    void eachDocumentsTextIsHashedByIdAndMetadataIsNot() {
        DocumentDigests digests = new DocumentDigests();
        digests.document(new Document("b", "refunds within 30 days", Map.of("tag", "billing")));
        digests.document(new Document("a", "reset your password", Map.of()));
        assertThat(digests.taken()).as("nothing before the read ends").isEmpty();
        digests.end(null);

        // sha256("reset your password"), its first 12 hex digits.
        assertThat(digests.taken()).containsExactly(Map.entry("a", "756d8e495715"),
                Map.entry("b", new DocumentDigests().of("refunds within 30 days")));
        assertThat(new DocumentDigests().of("refunds within 30 days")).hasSize(12)
                .isNotEqualTo(new DocumentDigests().of("refunds within 31 days"));
    }

    @Test
    void aCorpusPastTheLimitGivesNoHashesAndAReadThatDidNotEndGivesNone() {
        DocumentDigests digests = new DocumentDigests();
        for (int i = 0; i <= DocumentDigests.AT_MOST; i++) {
            digests.document(new Document("d" + i, "x", Map.of()));
        }
        digests.end(null);
        assertThat(digests.taken()).isEmpty();

        DocumentDigests unfinished = new DocumentDigests();
        unfinished.document(new Document("a", "x", Map.of()));
        assertThat(unfinished.taken()).isEmpty();
    }
}
