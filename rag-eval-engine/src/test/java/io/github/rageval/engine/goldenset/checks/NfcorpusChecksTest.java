package io.github.rageval.engine.goldenset.checks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GoldenSetChecks;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The corpus checks on NFCorpus (3,633 documents, 323 test queries), where its folder is given as the other parity
 * tests take it (the system property {@code rageval.nfcorpus.dir}, which the build sets from
 * {@code RAGEVAL_NFCORPUS_DIR}); the time is printed.
 */
@EnabledIfSystemProperty(named = "rageval.nfcorpus.dir", matches = ".+")
class NfcorpusChecksTest {
    @Test
    void theCorpusChecksOfNfcorpusCountItsCorpusAndQueries() throws Exception {
        Path folder = Path.of(System.getProperty("rageval.nfcorpus.dir"));
        EvaluationSettings settings = EvaluationSettings.builder().corpus(Path.of("unused-corpus.json"))
                .goldenDataset(Path.of("unused-golden.json")).k(10)
                .retriever(Fixtures.tfidf(TfidfOptions.defaults())).corpusOptional(false)
                .sources(DataSources.builder().beir(folder, "test").build()).build();
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
