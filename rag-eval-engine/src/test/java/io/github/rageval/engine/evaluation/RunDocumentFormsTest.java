package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's document ids that differ from the judgments' only in Unicode normalisation get the hint the corpus and
 * golden ids get: the metrics alone would only show a miss.
 */
class RunDocumentFormsTest {
    private static final String NFC = Normalizer.normalize("café", Normalizer.Form.NFC);
    private static final String NFD = Normalizer.normalize("café", Normalizer.Form.NFD);

    @TempDir
    Path dir;

    private EvaluationReport evaluate(String run, String qrels) throws Exception {
        Path runFile = Files.writeString(dir.resolve("run.trec"), run, StandardCharsets.UTF_8);
        Path qrelsFile = Files.writeString(dir.resolve("qrels.txt"), qrels, StandardCharsets.UTF_8);
        return RagEvaluation.run(EvaluationSettings.builder().k(2)
                .sources(DataSources.builder().run(runFile).qrels(qrelsFile).build())
                .scoring(ScoringOptions.DEFAULTS).build());
    }

    @Test
    void aRetrievedIdInAnotherNormalisationIsNamed() throws Exception {
        EvaluationReport report = evaluate("q1 Q0 " + NFD + " 1 2.0 t\nq1 Q0 tea 2 1.0 t\nq2 Q0 x 1 1.0 t\n",
                "q1 0 " + NFC + " 1\nq2 0 x 1\n");

        assertThat(report.warnings()).anySatisfy(warning -> assertThat(warning)
                .contains("retrieved 1 judged document of ", " under an id that differs only in Unicode"
                        + " normalisation, so they count as not relevant: query \"q1\": judged \"" + NFC
                        + "\" differs from the run's document \"" + NFD + "\" only in Unicode normalisation (this"
                        + " one is NFC, that one NFD)", "Save both files in one Unicode normalisation form, NFC"));
    }

    @Test
    void idsThatMatchOrDifferOtherwiseGetNoHint() throws Exception {
        EvaluationReport report = evaluate("q1 Q0 " + NFC + " 1 2.0 t\nq1 Q0 tea 2 1.0 t\n",
                "q1 0 " + NFC + " 1\nq1 0 cafe 1\n");

        assertThat(report.warnings()).noneMatch(warning -> warning.contains("normalisation"));
    }
}
