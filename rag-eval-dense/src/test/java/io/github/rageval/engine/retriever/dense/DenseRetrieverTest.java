package io.github.rageval.engine.retriever.dense;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The dense retriever on the seed example: found by name, the default model, its ranking. */
class DenseRetrieverTest {
    @org.junit.jupiter.api.io.TempDir
    Path cache;

    private static final Path CORPUS = Path.of("src/test/resources/seed/corpus.json");
    private static final Path GOLDEN = Path.of("src/test/resources/seed/golden.json");

    @Test
    void isFoundByNameAndRanksTwoFactorSetupSecondForProtectingAnAccount() throws Exception {
        assertThat(Retrievers.builtInNames()).contains("dense");
        EvaluationReport report = RagEvaluation.run(EvaluationSettings.builder().corpus(CORPUS).goldenDataset(GOLDEN)
                .k(3).retriever(RetrieverSpec.builder("dense").options(Map.of("cacheDirectory", cache.toString()))
                .build()).corpusOptional(false).build());

        var protect = report.cases().stream().filter(c -> c.query().startsWith("How do I protect my account"))
                .findFirst().orElseThrow();
        assertThat(protect.retrieved().get(1).docId()).isEqualTo("2fa-setup");
    }

    private DenseRetriever indexed(List<io.github.rageval.api.Document> corpus) throws Exception {
        DenseRetriever retriever = (DenseRetriever) new DenseRetrieverFactory().create(new io.github.rageval.engine
                .retriever.RetrieverOptions("dense", Map.of("cacheDirectory", cache.toString())));
        retriever.index(corpus);
        return retriever;
    }

    @Test
    void aSecondBuildEncodesOnlyWhatChanged() throws Exception {
        List<io.github.rageval.api.Document> corpus = new java.util.ArrayList<>();
        for (int i = 0; i < 20; i++) {
            corpus.add(new io.github.rageval.api.Document("doc-" + i, "Document number " + i + " about topic " + i % 3));
        }
        List<String> notes = new java.util.ArrayList<>();
        DenseRetriever first = (DenseRetriever) new DenseRetrieverFactory().create(new io.github.rageval.engine
                .retriever.RetrieverOptions("dense", Map.of("cacheDirectory", cache.toString())));
        first.progressTo(new io.github.rageval.engine.progress.ProgressListener() {
            @Override
            public void onProgress(io.github.rageval.engine.progress.Progress progress) {
            }

            @Override
            public void onNote(String note) {
                notes.add(note);
            }
        });
        first.index(corpus);
        assertThat(first.encodedTexts()).isEqualTo(20);
        assertThat(notes).containsExactly("dense: 0 of 20 document vectors from the embedding cache (" + cache
                + "), 20 encoded");

        DenseRetriever second = indexed(corpus);
        assertThat(second.encodedTexts()).isZero();
        for (io.github.rageval.api.Document document : corpus) {
            assertThat(second.documentVector(document.id())).containsExactly(first.documentVector(document.id()));
        }
        assertThat(second.retrieve("topic 2", 5)).isEqualTo(first.retrieve("topic 2", 5));

        corpus.set(7, new io.github.rageval.api.Document("doc-7", "An edited document"));
        assertThat(indexed(corpus).encodedTexts()).isEqualTo(1);
        // Another document prefix is another encoding: nothing cached applies.
        DenseRetriever prefixed = (DenseRetriever) new DenseRetrieverFactory().create(new io.github.rageval.engine
                .retriever.RetrieverOptions("dense", Map.of("cacheDirectory", cache.toString(),
                "documentPrefix", "passage: ")));
        prefixed.index(corpus);
        assertThat(prefixed.encodedTexts()).isEqualTo(20);
    }
}
