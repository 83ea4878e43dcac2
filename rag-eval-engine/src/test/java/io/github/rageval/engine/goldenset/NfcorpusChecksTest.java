package io.github.rageval.engine.goldenset;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.config.DataSources;
import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.GoldenSetChecks;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/** The corpus checks on NFCorpus (3,633 documents, 323 test queries), where its folder is given; the time is printed. */
@EnabledIfEnvironmentVariable(named = "RAGEVAL_NFCORPUS_DIR", matches = ".+")
class NfcorpusChecksTest {
    @Test
    void theCorpusChecksOfNfcorpusCountItsCorpusAndQueries() throws Exception {
        Path folder = Path.of(System.getenv("RAGEVAL_NFCORPUS_DIR"));
        EvaluationSettings settings = EvaluationSettings.builder().corpus(Path.of("unused-corpus.json"))
                .goldenDataset(Path.of("unused-golden.json")).k(10)
                .retriever(Fixtures.tfidf(TfidfOptions.defaults())).corpusOptional(false)
                .sources(new DataSources(folder, "test", null, null)).build();
        long start = System.nanoTime();
        GoldenSetReport report = GoldenSetInspection.inspect(settings, GoldenSetChecks.ALL, ProgressListener.NONE);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.println("NFCorpus golden-set checks: " + seconds + " s; " + report.notes() + "; "
                + report.warnings().size() + " warnings");
        assertThat(report.coverage().documents()).isEqualTo(3633);
        assertThat(report.coverage().queries()).isEqualTo(323);
        assertThat(Files.isDirectory(folder)).isTrue();
    }
}
