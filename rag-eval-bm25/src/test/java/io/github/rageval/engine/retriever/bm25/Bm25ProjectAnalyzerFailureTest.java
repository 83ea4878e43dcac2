package io.github.rageval.engine.retriever.bm25;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.WrittenRules;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A project's analyzer that throws inside bm25 is the project's bug, reported as a retriever error naming the
 * retriever, the call, the analyzer class and its frames: never Lucene's raw exception (a stack trace on the command
 * line, "Execution default of goal ... failed" in Maven).
 */
class Bm25ProjectAnalyzerFailureTest {
    private static final RetrieverSpec BROKEN = RetrieverSpec.builder("bm25")
            .options(Map.of("analyzer", "com.example.analysis.BrokenAnalyzer"))
            .classpath(List.of(Path.of("target/test-classes"))).build();

    @TempDir
    Path dir;

    @Test
    void aFailureWhileTheCorpusStreamsIntoTheIndexIsARetrieverErrorNamingTheAnalyzer() throws Exception {
        Path corpus = Files.writeString(dir.resolve("corpus.json"), "[{\"doc_id\": \"a\", \"text\": \"quiet text\"},"
                + " {\"doc_id\": \"b\", \"text\": \"a boom here\"}]");
        Path golden = Files.writeString(dir.resolve("golden.json"),
                "[{\"query\": \"quiet\", \"relevant_doc_ids\": [\"a\"]}]");
        EvaluationSettings settings = EvaluationSettings.builder().corpus(corpus).goldenDataset(golden).k(3)
                .rules(new WrittenRules(Map.of("hit_rate", "0.5"), null, null).parse(SettingWords.PARAMETERS))
                .retriever(BROKEN).corpusOptional(false).build();

        assertThatThrownBy(() -> RagEvaluation.run(settings)).isInstanceOf(RetrieverException.class)
                .hasMessageStartingWith("retriever bm25 failed in index: its analyzer"
                        + " com.example.analysis.BrokenAnalyzer threw on document 'b':"
                        + " java.lang.IllegalStateException: analyzer chain broken.\n"
                        + "  in com.example.analysis.BrokenAnalyzer$BoomFilter.incrementToken(BrokenAnalyzer.java:");
    }

    @Test
    void aFailureOnAQueryNamesTheQueryAndTheAnalyzer() throws Exception {
        try (LoadedRetriever loaded = Retrievers.open(BROKEN)) {
            loaded.add(new io.github.rageval.api.Document("a", "quiet text"));
            loaded.finishIndexing();

            assertThatThrownBy(() -> loaded.rank(new GoldenCase("q7", "why boom", Map.of("a", 1)), 5))
                    .isInstanceOf(LoadedRetriever.Failure.class)
                    .hasMessageStartingWith("retriever bm25 failed in retrieve for query 'q7: why boom': its"
                            + " analyzer com.example.analysis.BrokenAnalyzer threw on the text 'why boom':"
                            + " java.lang.IllegalStateException: analyzer chain broken.\n  in com.example.analysis.");
        }
    }

    @Test
    void anAnalyzerWhoseConstructorThrowsIsARetrieverErrorNotAMissingConstructor() {
        // It used to be a configuration error saying the class "needs a public no-argument constructor", which it has.
        RetrieverSpec unlicensed = RetrieverSpec.builder("bm25")
                .options(Map.of("analyzer", "com.example.analysis.UnlicensedAnalyzer"))
                .classpath(List.of(Path.of("target/test-classes"))).build();
        assertThatThrownBy(() -> Retrievers.open(unlicensed)).isInstanceOf(RetrieverException.class)
                .hasMessageStartingWith("retriever bm25 cannot be created: its analyzer"
                        + " com.example.analysis.UnlicensedAnalyzer threw in its constructor:"
                        + " java.lang.IllegalStateException: no license.\n"
                        + "  in com.example.analysis.UnlicensedAnalyzer.<init>(UnlicensedAnalyzer.java:")
                .message().asString().doesNotContain("no-argument constructor");
    }
}
