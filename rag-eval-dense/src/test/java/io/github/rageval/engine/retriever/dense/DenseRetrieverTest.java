package io.github.rageval.engine.retriever.dense;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The dense retriever on the seed example: found by name, the default model, its ranking. */
class DenseRetrieverTest {
    private static final Path CORPUS = Path.of("src/test/resources/seed/corpus.json");
    private static final Path GOLDEN = Path.of("src/test/resources/seed/golden.json");

    @Test
    void isFoundByNameAndRanksTwoFactorSetupSecondForProtectingAnAccount() throws Exception {
        assertThat(Retrievers.builtInNames()).contains("dense");
        EvaluationReport report = RagEvaluation.run(new EvaluationSettings(CORPUS, GOLDEN, 3,
                TfidfOptions.defaults(), Map.of()).with(new RetrieverSpec("dense", Map.of(), List.of()), false));

        var protect = report.cases().stream().filter(c -> c.query().startsWith("How do I protect my account"))
                .findFirst().orElseThrow();
        System.out.println(protect.retrieved());
        assertThat(protect.retrieved().get(1).docId()).isEqualTo("2fa-setup");
    }
}
