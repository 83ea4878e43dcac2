package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.render.ConsoleReport;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.render.TrecRun;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The team's own retriever through the whole evaluation: its ranking as returned, its contract checked. */
class CustomRetrieverEvaluationTest {
    @TempDir
    Path dir;

    private EvaluationSettings settings(Map<String, String> options, Path corpus, boolean corpusOptional) {
        Map<String, String> all = new LinkedHashMap<>(options);
        all.put("log", dir.resolve("events.txt").toString());
        return EvaluationSettings.builder().corpus(corpus).goldenDataset(Fixtures.GOLDEN).k(3)
                .rules(Fixtures.specRules())
                .retriever(RetrieverSpec.builder("com.example.retrievers.ScriptedRetriever").options(all)
                .classpath(List.of(Path.of("target/test-classes"))).build()).corpusOptional(corpusOptional).build();
    }

    private List<String> events() throws Exception {
        return Files.readAllLines(dir.resolve("events.txt"));
    }

    @Test
    void theRankingIsTheOrderReturnedAndItsContractIsCheckedWithWarnings() throws Exception {
        // pw-reset twice, five results for k=3, a NaN score and a null result.
        EvaluationReport report = RagEvaluation.run(settings(
                Map.of("answer", "sso-setup:0.2,pw-reset:0.9,pw-reset:0.8,null,2fa-setup:NaN,billing-cycle,team-roles"),
                Fixtures.CORPUS, false));

        assertThat(report.cases().get(0).retrieved()).extracting(d -> d.docId())
                .containsExactly("sso-setup", "pw-reset", "2fa-setup");
        assertThat(report.cases().get(0).retrieved().get(2).score()).isNaN();
        assertThat(report.summary().value(SummaryMetric.HIT_RATE)).isEqualTo(0.4);
        assertThat(report.warnings()).containsExactly(
                "retriever com.example.retrievers.ScriptedRetriever returned the same document more than once for 10"
                        + " queries (10 repeats): each kept at its first place only",
                "retriever com.example.retrievers.ScriptedRetriever returned more than the 3 results asked, for 10"
                        + " queries (20 results): cut to 3",
                "retriever com.example.retrievers.ScriptedRetriever returned results without a finite score for 10"
                        + " queries (10 results): their scores are reported as missing",
                "retriever com.example.retrievers.ScriptedRetriever returned null results or null ids for 10 queries"
                        + " (10 results): dropped");
        assertThat(JsonReport.render(report)).contains("\"doc_id\" : \"2fa-setup\",\n          \"score\" : null");
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE).get(0))
                .isEqualTo("Retriever: com.example.retrievers.ScriptedRetriever over 10 documents");
        // run.trec keeps the retriever's order for trec_eval, which would re-sort sso-setup (0.2) below pw-reset.
        assertThat(TrecRun.rescoredNote(report)).hasValueSatisfying(note -> assertThat(note)
                .startsWith("run.trec: the rankings of 10 of 10 queries are not in trec_eval's order"));
        Path out = Files.createDirectories(dir.resolve("out"));
        assertThat(TrecRun.write(report, out)).isEmpty();
        assertThat(Files.readAllLines(out.resolve("run.trec"))).startsWith("q1 Q0 sso-setup 1 3 rag-eval",
                "q1 Q0 pw-reset 2 2 rag-eval", "q1 Q0 2fa-setup 3 1 rag-eval");
        // One thread (not declared thread-safe): queries in golden order; index once, close last.
        List<String> events = events();
        assertThat(events.get(0)).isEqualTo("indexed 10 first pw-reset");
        assertThat(events.get(1)).isEqualTo("query null [] k=3");
        assertThat(events).hasSize(12).endsWith("closed");
    }

    @Test
    void idsOutsideTheCorpusAndBlankIdsAreKeptAndSaidOnceWithTheFirstFew() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings(Map.of("answer", "pw-reset,not-in-any-corpus,blank,"
                + "spaces,/docs/pw-reset.md"), Fixtures.CORPUS, false));

        assertThat(report.cases().get(0).retrieved()).extracting(d -> d.docId())
                .containsExactly("pw-reset", "not-in-any-corpus", "");
        assertThat(report.warnings()).containsExactly("retriever com.example.retrievers.ScriptedRetriever returned"
                + " more than the 3 results asked, for 10 queries (20 results): cut to 3",
                "retriever com.example.retrievers.ScriptedRetriever returned ids that are not in the corpus for 10"
                + " queries (20 results), e.g. 'not-in-any-corpus', '': kept, and scored as documents the"
                + " judgments do not name (not relevant; holes where unnamed documents are). Check that it"
                + " returns the corpus's document ids as they are written there.");
        assertThat(RagEvaluation.run(settings(Map.of("answer", "spaces,pw-reset"), Fixtures.CORPUS, false))
                .warnings()).singleElement().asString().contains("for 10 queries (10 results), e.g. '   ': kept");
    }

    @Test
    void aRetrieverWithItsOwnIndexRunsWithoutTheDefaultCorpusAndJudgesOnlyWhatItReturns() throws Exception {
        Path absent = dir.resolve("corpus.json");
        EvaluationSettings settings = settings(Map.of("answer", "pw-reset,not-in-any-corpus"), absent, true);

        EvaluationReport report = RagEvaluation.run(settings);

        assertThat(report.source()).isInstanceOfSatisfying(ResultSource.Retriever.class,
                r -> assertThat(r.documents()).isEqualTo(ResultSource.Retriever.NO_CORPUS));
        assertThat(report.cases().get(0).hit()).isTrue();
        assertThat(report.cases().get(1).retrieved()).extracting(d -> d.docId())
                .containsExactly("pw-reset", "not-in-any-corpus");
        // Without a corpus there is nothing to hold the ids to.
        assertThat(report.warnings()).isEmpty();
        assertThat(events()).startsWith("query null [] k=3");
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE).get(0)).isEqualTo(
                "Retriever: com.example.retrievers.ScriptedRetriever (no corpus: it searches its own index)");
        assertThat(JsonReport.render(report)).doesNotContain("\"documents\"");
        assertThat(Fingerprint.of(settings).corpusSha256()).isEqualTo(Fingerprint.NO_CORPUS);
        assertThat(Fingerprint.of(settings).retriever()).containsEntry("type",
                "com.example.retrievers.ScriptedRetriever").containsEntry("options.answer", "pw-reset,not-in-any-corpus");
    }

    @Test
    void aCorpusSetExplicitlyMustExistAndTheBuiltInRetrieverAlwaysNeedsOne() {
        Path absent = dir.resolve("corpus.json");
        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of(), absent, false)))
                .isInstanceOf(InputException.class).hasMessageContaining("does not exist");
        EvaluationSettings tfidf = EvaluationSettings.builder().corpus(absent).goldenDataset(Fixtures.GOLDEN).k(3)
                .retriever(RetrieverSpec.DEFAULT).corpusOptional(true).build();
        assertThatThrownBy(() -> RagEvaluation.run(tfidf))
                .isInstanceOf(InputException.class).hasMessageContaining("does not exist");
    }

    @Test
    void aFailingRetrieveNamesTheQueryAndStillCloses() throws Exception {
        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of("failIn", "retrieve", "answer", "pw-reset"),
                Fixtures.CORPUS, false)))
                .isInstanceOf(RetrieverException.class)
                .hasMessageStartingWith("retriever com.example.retrievers.ScriptedRetriever failed in retrieve for"
                        + " query 'How do I set up SSO for my company?': java.lang.IllegalStateException: service"
                        + " unavailable.\n  in com.example.retrievers.ScriptedRetriever.retrieve(ScriptedRetriever.java:");
        assertThat(events()).endsWith("closed");
    }

    @Test
    void aFailingIndexStopsBeforeAnyQueryAndStillCloses() throws Exception {
        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of("failIn", "index"), Fixtures.CORPUS, false)))
                .isInstanceOf(RetrieverException.class)
                .hasMessageStartingWith("retriever com.example.retrievers.ScriptedRetriever failed in index:"
                        + " java.io.IOException: upload refused.");
        assertThat(events()).containsExactly("closed");
    }

    @Test
    void nullInsteadOfAListIsAnErrorAndAFailingCloseOnlyAWarning() throws Exception {
        assertThatThrownBy(() -> RagEvaluation.run(settings(Map.of("answer", "null"), Fixtures.CORPUS, false)))
                .isInstanceOf(RetrieverException.class)
                .hasMessage("retriever com.example.retrievers.ScriptedRetriever returned null from retrieve for query"
                        + " 'How do I reset my password?'. Return an empty list when nothing matches.");
        EvaluationReport report = RagEvaluation.run(settings(Map.of("failIn", "close", "answer", "pw-reset"),
                Fixtures.CORPUS, false));
        assertThat(report.warnings()).singleElement().asString().startsWith("retriever"
                + " com.example.retrievers.ScriptedRetriever failed in close: java.lang.IllegalStateException:"
                + " connection already gone.");
    }

    @Test
    void aBaselineRecordedWithAnotherRetrieverIsComparedAndTheChangeOfRetrieverSaid() throws Exception {
        EvaluationSettings custom = settings(Map.of("answer", "pw-reset"), Fixtures.CORPUS, false);
        io.github.rageval.engine.analysis.Analysis analysis = io.github.rageval.engine.goal.check.Analyses.analyse(
                RagEvaluation.run(custom), Fingerprint.of(custom), Fixtures.baseline(), "baseline.json",
                Fixtures.withDrops(Map.of(), false));

        assertThat(analysis.comparison().retrieverChanges()).extracting(Fingerprint.Difference::describe)
                .startsWith("type tfidf -> com.example.retrievers.ScriptedRetriever",
                        "options.answer (unset) -> pw-reset").contains("token_pattern (?u)\\b\\w\\w+\\b -> (unset)");
    }

    @Test
    void theTfidfRetrieversOwnOptionsSetItsTokenPattern() throws Exception {
        EvaluationSettings overridden = EvaluationSettings.builder().corpus(Fixtures.CORPUS)
                .goldenDataset(Fixtures.GOLDEN).k(3).rules(Fixtures.specRules())
                .retriever(RetrieverSpec.builder("tfidf").options(Map.of("tokenPattern", Fixtures.FOUR_PLUS)).build())
                .corpusOptional(false).build();
        EvaluationReport regression = RagEvaluation.run(overridden);
        assertThat(regression.vocabularySize()).isEqualTo(180);
        assertThat(Fingerprint.of(overridden).retriever()).containsEntry("token_pattern", Fixtures.FOUR_PLUS);
    }
}
