package io.github.rageval.engine.goal.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fingerprint taken beside the evaluation is the one taken after it, and so is its error. */
class FingerprintAlongsideTest {
    private static final String THREAD = "rag-eval-fingerprint";

    @TempDir
    Path dir;

    private EvaluationSettings settings(Path corpus) throws Exception {
        Path golden = Files.writeString(dir.resolve("golden.jsonl"),
                "{\"query\": \"reset\", \"relevant_doc_ids\": [\"a\"]}\n", StandardCharsets.UTF_8);
        return EvaluationSettings.builder().corpus(corpus).goldenDataset(golden).k(3)
                .rules(Fixtures.rules(Map.of("hit_rate", "0.5")))
                .retriever(Fixtures.tfidf(TfidfOptions.defaults())).corpusOptional(false).build();
    }

    private static Fingerprint taken(EvaluationSettings settings, int processors) throws Exception {
        try (FingerprintAlongside fingerprint = FingerprintAlongside.start(settings, processors)) {
            return fingerprint.get();
        }
    }

    @Test
    void theSameFingerprintOnOneProcessorAndBesideTheEvaluationOnTwo() throws Exception {
        EvaluationSettings settings = settings(Files.writeString(dir.resolve("corpus.json"),
                "[{\"doc_id\": \"a\", \"text\": \"reset your password\"}]", StandardCharsets.UTF_8));
        Fingerprint expected = Fingerprint.of(settings);
        assertThat(taken(settings, 1)).usingRecursiveComparison().isEqualTo(expected);
        assertThat(taken(settings, 2)).usingRecursiveComparison().isEqualTo(expected);
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(thread -> thread.getName().equals(THREAD));
    }

    @Test
    void aFileItCannotChecksumIsTheSameErrorWhenItIsAskedFor() throws Exception {
        EvaluationSettings settings = settings(dir.resolve("missing-corpus.json"));
        String message = null;
        try {
            Fingerprint.of(settings);
        } catch (InputException e) {
            message = e.getMessage();
        }
        assertThat(message).contains("missing-corpus.json");
        for (int processors : new int[] {1, 2}) {
            try (FingerprintAlongside fingerprint = FingerprintAlongside.start(settings, processors)) {
                assertThatThrownBy(fingerprint::get).isInstanceOf(InputException.class).hasMessage(message);
            }
        }
    }

    @Test
    void aFingerprintNeverAskedForLeavesNoThread() throws Exception {
        EvaluationSettings settings = settings(Files.writeString(dir.resolve("corpus.json"),
                "[{\"doc_id\": \"a\", \"text\": \"reset\"}]", StandardCharsets.UTF_8));
        try (FingerprintAlongside fingerprint = FingerprintAlongside.start(settings, 2)) {
            assertThat(fingerprint).isNotNull();
        }
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(thread -> thread.getName().equals(THREAD));
    }
}
