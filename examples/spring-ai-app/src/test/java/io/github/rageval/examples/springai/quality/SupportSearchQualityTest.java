package io.github.rageval.examples.springai.quality;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.junit.GateResult;
import io.github.rageval.junit.RagEval;
import io.github.rageval.junit.RagEvalExtension;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The application's own {@code VectorStore} bean under the gate inside a test: {@code @SpringBootTest} starts the
 * application once for this class (its embedding model included), and rag-eval-junit loads the golden corpus into
 * the store, asks it every golden query and fails the test below the thresholds. The golden set and thresholds are
 * the plugin's in pom.xml, so this test and the check goal of the same build must agree; the numbers are asserted
 * too, so that a change to the model, the store or the golden set is seen here first, with the report under
 * target/rag-eval/.
 */
// Where Spring AI copies the model to read it, as the plugin's properties say: the build's own folder.
@SpringBootTest(properties = "spring.ai.embedding.transformer.cache.directory=target/spring-ai-cache")
@ExtendWith(RagEvalExtension.class)
class SupportSearchQualityTest {
    @Autowired
    private VectorStore supportArticles;

    @Test
    void theVectorStoreAnswersTheGoldenQuestions(RagEval ragEval) {
        GateResult result = ragEval.forRetriever(new VectorStoreRetriever(supportArticles))
                .corpus(Path.of("src/test/rag/corpus.json"))
                .goldenDataset(Path.of("src/test/rag/golden.json"))
                .thresholds("mean_recall=0.90,mrr=0.90,hit_rate=0.95")
                .check();

        // The plugin's numbers on the same data (the spring-ai-app integration test holds them there).
        assertThat(result.metric("mean_recall")).isEqualTo(0.95);
        assertThat(result.metric("mrr")).isEqualTo(0.95);
        assertThat(result.metric("hit_rate")).isEqualTo(1.0);
    }
}
