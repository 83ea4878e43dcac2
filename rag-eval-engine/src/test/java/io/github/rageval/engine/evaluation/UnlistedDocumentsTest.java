package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.Holes;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.UnlistedDocuments;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The setting {@code unlistedDocuments} and what {@code auto} decides: the judgments' own shape says whether a
 * document they do not name was judged, and the seed example (relevant documents only) has no holes by default.
 */
class UnlistedDocumentsTest {
    @TempDir
    Path dir;

    @Test
    void theSettingIsReadIgnoringCaseAndSeparatorsAndNothingElse() {
        assertThat(UnlistedDocuments.parse(" notRelevant ")).contains(UnlistedDocuments.NOT_RELEVANT);
        assertThat(UnlistedDocuments.parse("not-relevant")).contains(UnlistedDocuments.NOT_RELEVANT);
        assertThat(UnlistedDocuments.parse("NOT_RELEVANT")).contains(UnlistedDocuments.NOT_RELEVANT);
        assertThat(UnlistedDocuments.parse("Unjudged")).contains(UnlistedDocuments.UNJUDGED);
        assertThat(UnlistedDocuments.parse("auto")).contains(UnlistedDocuments.AUTO);
        assertThat(UnlistedDocuments.parse("relevant")).isEmpty();
        assertThat(UnlistedDocuments.parse("")).isEmpty();
    }

    @Test
    void autoMakesHolesOfAQrelsFileAndOfAGoldenSetThatGradesDocumentsNotRelevant() {
        DataSources golden = DataSources.NONE;
        DataSources qrels = DataSources.builder().run(Path.of("run.txt")).qrels(Path.of("qrels.txt")).build();
        List<GoldenCase> onlyRelevant = List.of(new GoldenCase("q", List.of("a", "b")));
        List<GoldenCase> pooled = List.of(new GoldenCase("q", List.of("a")),
                new GoldenCase("q2", "other", grades("c", 1, "d", 0)));

        assertThat(HoleRule.resolve(UnlistedDocuments.AUTO, golden, onlyRelevant).unlistedAreHoles()).isFalse();
        assertThat(HoleRule.resolve(UnlistedDocuments.AUTO, golden, pooled).unlistedAreHoles()).isTrue();
        assertThat(HoleRule.resolve(UnlistedDocuments.AUTO, qrels, onlyRelevant).unlistedAreHoles()).isTrue();
        assertThat(HoleRule.resolve(UnlistedDocuments.AUTO, golden, onlyRelevant).basis())
                .isEqualTo("unlistedDocuments = auto: the golden set names only relevant documents, so what it"
                        + " does not name counts as judged not relevant");
        // What is written wins over the shape of the judgments, both ways.
        assertThat(HoleRule.resolve(UnlistedDocuments.UNJUDGED, golden, onlyRelevant).unlistedAreHoles()).isTrue();
        assertThat(HoleRule.resolve(UnlistedDocuments.NOT_RELEVANT, qrels, pooled).unlistedAreHoles()).isFalse();
    }

    @Test
    void theBasisNamesTheMergedJudgmentsWhoseZeroGradesMayMakeTheHoles() {
        List<GoldenCase> merged = List.of(new GoldenCase("q", "one", grades("a", 1, "b", 0)));
        DataSources withPool = DataSources.builder()
                .judgments(List.of(Path.of("target/rag-eval/pool.jsonl"), Path.of("extra.qrels"))).build();

        assertThat(HoleRule.resolve(UnlistedDocuments.AUTO, withPool, merged).basis())
                .isEqualTo("unlistedDocuments = auto: the golden set, with the judgments merged from pool.jsonl and"
                        + " extra.qrels, grades some documents 0 (or below), so it was judged from a pool and what it"
                        + " does not name was not judged");
        assertThat(HoleRule.resolve(UnlistedDocuments.AUTO, DataSources.NONE, merged).basis())
                .startsWith("unlistedDocuments = auto: the golden set grades some documents 0 (or below)");
    }

    @Test
    void aNegativeGradeIsAHoleWhateverTheSettingAndAJudgedDocumentNeverIs() {
        Map<String, Integer> grades = grades("rel", 1, "non", 0, "pooled", -1);
        CaseResult result = new Evaluator(3).score(
                new GoldenCase("q1", "query", grades),
                List.of(doc("rel"), doc("pooled"), doc("unnamed"), doc("non"), doc("rel")));
        Holes notRelevant = new Holes(false, "unlistedDocuments = notRelevant");
        // The ranking as its metrics read it: rel, pooled, unnamed, non (a repeated id counts once).
        assertThat(notRelevant.count(result, 10)).isEqualTo(1);
        assertThat(Holes.TREC_EVAL.count(result, 10)).isEqualTo(2);
        assertThat(Holes.TREC_EVAL.count(result, 2)).isEqualTo(1);
        assertThat(Holes.TREC_EVAL.count(result, 0)).isZero();
    }

    @Test
    void theEvaluationCarriesTheResolvedRuleIntoItsReport() throws Exception {
        EvaluationReport seed = RagEvaluation.run(EvaluationSettings.builder().corpus(Fixtures.CORPUS)
                .goldenDataset(Fixtures.GOLDEN).k(5).build());
        assertThat(seed.holes().unlistedAreHoles()).isFalse();

        Path qrels = Files.writeString(dir.resolve("qrels.txt"), "q1 0 a 1\n", StandardCharsets.UTF_8);
        Path run = Files.writeString(dir.resolve("run.txt"), "q1 Q0 a 1 2.0 r\nq1 Q0 b 2 1.0 r\n",
                StandardCharsets.UTF_8);
        ScoringOptions scoring = new ScoringOptions(List.of(), 1, null, RunMismatch.WARN, true);
        EvaluationReport fromQrels = RagEvaluation.run(EvaluationSettings.builder().k(2)
                .sources(DataSources.builder().run(run).qrels(qrels).build()).scoring(scoring).build());
        assertThat(fromQrels.holes().unlistedAreHoles()).isTrue();
        assertThat(fromQrels.holes().count(fromQrels.cases().get(0), 2)).isEqualTo(1);

        EvaluationReport declared = RagEvaluation.run(EvaluationSettings.builder().k(2)
                .sources(DataSources.builder().run(run).qrels(qrels).unlisted(UnlistedDocuments.NOT_RELEVANT)
                        .build()).scoring(scoring)
                .build());
        assertThat(declared.holes().unlistedAreHoles()).isFalse();
    }

    private static ScoredDocument doc(String id) {
        return new ScoredDocument(id, 1.0);
    }

    private static Map<String, Integer> grades(Object... idGrades) {
        Map<String, Integer> grades = new LinkedHashMap<>();
        for (int i = 0; i < idGrades.length; i += 2) {
            grades.put((String) idGrades[i], (Integer) idGrades[i + 1]);
        }
        return grades;
    }
}
