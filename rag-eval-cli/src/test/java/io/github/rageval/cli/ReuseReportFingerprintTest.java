package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Re-gating compares what the report was evaluated on, as it recorded it, not what the settings say now. */
class ReuseReportFingerprintTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Path corpus, String... options) {
        List<String> args = new ArrayList<>(List.of("--corpus", corpus.toString(), "--golden",
                "src/test/resources/seed/golden.json", "--report-directory", dir.resolve("rag-eval").toString(),
                "--show-queries", "none"));
        args.addAll(List.of(options));
        out.reset();
        err.reset();
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** Re-gates the report in the usual folder: no corpus, golden set or anything else of the evaluation. */
    private int regate(String... options) {
        List<String> args = new ArrayList<>(List.of("--reuse-report", "--report-directory",
                dir.resolve("rag-eval").toString(), "--show-queries", "none"));
        args.addAll(List.of(options));
        out.reset();
        err.reset();
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String all() {
        return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }

    private Path corpus() throws Exception {
        return Files.copy(Path.of("src/test/resources/seed/corpus.json"), dir.resolve("corpus.json"));
    }

    @Test
    void aReportEvaluatedAtAnotherKIsNotComparedAsTheSameK() throws Exception {
        Path corpus = corpus();
        String baseline = dir.resolve("baseline.json").toString();
        assertThat(Main.run(List.of("baseline", "--corpus", corpus.toString(), "--golden",
                "src/test/resources/seed/golden.json", "--k", "3", "--baseline-file", baseline),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)))
                .isEqualTo(Main.PASSED);
        assertThat(run(corpus, "--k", "5")).isEqualTo(Main.PASSED);

        regate("--baseline-file", baseline, "--baseline-mismatch", "warn");

        assertThat(all()).contains("k differs (3 in the baseline, 5 now)").doesNotContain("(same k, corpus");
        // Asking for another k while re-gating would be ignored: it is an error, not the k compared.
        assertThat(regate("--k", "3", "--baseline-file", baseline)).isEqualTo(Main.ERROR);
        assertThat(all()).contains("--k is set, but --reuse-report re-gates the report.json already written");
    }

    @Test
    void aReportIsReGatedWithoutTheCorpusItWasEvaluatedOn() throws Exception {
        Path corpus = corpus();
        assertThat(run(corpus)).isEqualTo(Main.PASSED);
        Files.delete(corpus);

        assertThat(regate("--thresholds", "hit_rate=0.5")).as(all()).isEqualTo(Main.PASSED);
    }

    @Test
    void anUnknownOrAnotherGateVariantIsAConfigurationErrorNotAStackTrace() throws Exception {
        Path corpus = corpus();
        String variants = "words2:tfidf|words4:tfidf:tokenPattern=(?u)\\b\\w{4\\,}\\b";
        assertThat(run(corpus, "--variants", variants)).isEqualTo(Main.PASSED);

        assertThat(regate("--variants", variants, "--gate-variant", "zz"))
                .isEqualTo(Main.ERROR);
        assertThat(all()).contains("--gate-variant zz names no variant").doesNotContain("Exception");
        assertThat(regate("--variants", variants, "--gate-variant", "words4"))
                .isEqualTo(Main.ERROR);
        assertThat(all()).contains("--reuse-report re-gates the report's gate variant 'words2', but the gate variant now"
                + " is 'words4'");
        assertThat(regate("--variants", variants)).as(all()).isEqualTo(Main.PASSED);
    }
}
