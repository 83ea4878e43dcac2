package io.github.rageval.engine.goal.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.baseline.CorpusChecksum;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.input.CorpusLoader;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fingerprint taken beside a run file's evaluation is the one taken after it, and so is its error; the corpus's
 * checksum taken on the evaluation's read of it is the one a read of its own gives.
 */
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

    /** A run file's evaluation, which reads no corpus: its fingerprint is the one taken beside it. */
    private EvaluationSettings runFile() throws Exception {
        Path run = Files.writeString(dir.resolve("run.txt"), "q1 Q0 a 1 3.0 r\n", StandardCharsets.UTF_8);
        return settings(dir.resolve("corpus.json")).toBuilder().sources(DataSources.builder().run(run).build())
                .scoring(ScoringOptions.DEFAULTS).build();
    }

    private static Fingerprint taken(EvaluationSettings settings, int processors) throws Exception {
        try (FingerprintAlongside fingerprint = FingerprintAlongside.start(settings, new CorpusChecksum(),
                processors)) {
            return fingerprint.get();
        }
    }

    @Test
    void theSameFingerprintOnOneProcessorAndBesideTheEvaluationOnTwo() throws Exception {
        for (EvaluationSettings settings : List.of(settings(Files.writeString(dir.resolve("corpus.json"),
                "[{\"doc_id\": \"a\", \"text\": \"reset your password\"}]", StandardCharsets.UTF_8)), runFile())) {
            Fingerprint expected = Fingerprint.of(settings);
            assertThat(taken(settings, 1)).usingRecursiveComparison().isEqualTo(expected);
            assertThat(taken(settings, 2)).usingRecursiveComparison().isEqualTo(expected);
        }
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(thread -> thread.getName().equals(THREAD));
    }

    @Test
    void theCorpusChecksumTakenOnTheEvaluationsReadIsTheFingerprints() throws Exception {
        // White space after the array too: the checksum covers every byte, not only those the parser needed.
        Path corpus = Files.writeString(dir.resolve("corpus.json"), "[{\"doc_id\": \"a\", \"text\": \"reset\"}]\n\n ",
                StandardCharsets.UTF_8);
        CorpusChecksum checksum = new CorpusChecksum();
        assertThat(checksum.taken()).isNull();
        checksum.end(new CorpusLoader().load(corpus, document -> { }, checksum::bytes));

        EvaluationSettings settings = settings(corpus);
        assertThat(checksum.taken()).isEqualTo(Fingerprint.of(settings).corpusSha256());
        try (FingerprintAlongside fingerprint = FingerprintAlongside.start(settings, checksum, 2)) {
            assertThat(fingerprint.get()).usingRecursiveComparison().isEqualTo(Fingerprint.of(settings));
        }
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
            try (FingerprintAlongside fingerprint = FingerprintAlongside.start(settings, new CorpusChecksum(),
                    processors)) {
                assertThatThrownBy(fingerprint::get).isInstanceOf(InputException.class).hasMessage(message);
            }
        }
    }

    @Test
    void aFingerprintNeverAskedForLeavesNoThread() throws Exception {
        try (FingerprintAlongside fingerprint = FingerprintAlongside.start(runFile(), new CorpusChecksum(), 2)) {
            assertThat(fingerprint).isNotNull();
        }
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(thread -> thread.getName().equals(THREAD));
    }
}
