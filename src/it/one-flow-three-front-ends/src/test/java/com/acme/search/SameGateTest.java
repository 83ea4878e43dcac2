package com.acme.search;

import io.github.rageval.junit.RagEvalGate;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The same gate as the POM's check goal, run by the JUnit gate (its lines land in this test's output file). */
class SameGateTest {

    @Test
    void theJUnitGateRunsTheSameCheck() {
        RagEvalGate.forRetriever(new KeywordRetriever())
                .corpus(Path.of("src/test/rag/corpus.json"))
                .goldenDataset(Path.of("src/test/rag/golden.json"))
                .k(3)
                .thresholds("mean_recall=0.90,mrr=0.85,hit_rate=0.95")
                .setting("failOnViolation", "false")
                .setting("showQueries", "misses")
                .reportDirectory(Path.of("target/rag-eval-junit"))
                .check();
    }
}
