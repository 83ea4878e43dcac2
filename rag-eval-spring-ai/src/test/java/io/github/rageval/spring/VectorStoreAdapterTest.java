package io.github.rageval.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.springapp.WordStore;
import io.github.rageval.api.ScoredDocument;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.ai.document.Document;
import org.springframework.ai.vectorstore.SearchRequest;

class VectorStoreAdapterTest {
    private static final List<io.github.rageval.api.Document> CORPUS = List.of(
            new io.github.rageval.api.Document("reset", "How to reset your password", Map.of("title", "Reset")),
            new io.github.rageval.api.Document("billing", "Update your billing address"));

    @Test
    void loadsTheCorpusWithIdsTextsAndMetadataAndRanksAsTheStoreDoes() throws Exception {
        WordStore store = new WordStore();
        VectorStoreAdapter adapter = new VectorStoreAdapter(store, true, null);

        adapter.index(CORPUS);
        List<ScoredDocument> ranking = adapter.retrieve("reset password", 5);

        assertThat(store.documents()).containsOnlyKeys("reset", "billing");
        assertThat(store.documents().get("reset").getText()).isEqualTo("How to reset your password");
        assertThat(store.documents().get("reset").getMetadata()).containsEntry("title", "Reset");
        // Each result carries the store document's text: a golden set labelled by spans scores it as a passage.
        assertThat(ranking).containsExactly(new ScoredDocument("reset", 1.0, "How to reset your password"),
                new ScoredDocument("billing", 0.0, "Update your billing address"));
    }

    @Test
    void asksForKResultsWithNoSimilarityThreshold() throws Exception {
        WordStore store = new WordStore();
        VectorStoreAdapter adapter = new VectorStoreAdapter(store, true, null);
        adapter.index(CORPUS);

        adapter.retrieve("password", 7);

        assertThat(store.lastRequest().getTopK()).isEqualTo(7);
        assertThat(store.lastRequest().getQuery()).isEqualTo("password");
        // a threshold would cut documents off the ranking the metrics are computed on
        assertThat(store.lastRequest().getSimilarityThreshold()).isEqualTo(SearchRequest.SIMILARITY_THRESHOLD_ACCEPT_ALL);
    }

    @Test
    void aStoreAlreadyFilledIsNotLoaded() throws Exception {
        WordStore store = new WordStore();
        new VectorStoreAdapter(store, false, null).index(CORPUS);

        assertThat(store.documents()).isEmpty();
    }

    @Test
    void theIdMayComeFromAMetadataKeyWhichLoadingWritesToo() throws Exception {
        WordStore store = new WordStore("chunk-of-");
        VectorStoreAdapter adapter = new VectorStoreAdapter(store, true, "doc_id");

        adapter.index(CORPUS);

        assertThat(store.documents().get("billing").getMetadata()).containsEntry("doc_id", "billing");
        assertThat(adapter.retrieve("billing", 1)).containsExactly(new ScoredDocument("billing", 1.0,
                "Update your billing address"));
    }

    @Test
    void aResultWithoutTheIdKeyHasNoIdAndOneWithoutAScoreHasItMissing() {
        List<Document> returned = List.of(
                Document.builder().id("a").text("x").metadata("doc_id", "d1").build(),
                Document.builder().id("b").text("y").score(0.5).build());

        List<ScoredDocument> byMetadata = SpringAiDocuments.ranking(returned, "doc_id");
        List<ScoredDocument> byId = SpringAiDocuments.ranking(returned, null);

        // the evaluation drops a result without an id, and reports a missing score as missing: each in a warning
        assertThat(byMetadata.get(0).id()).isEqualTo("d1");
        assertThat(byMetadata.get(0).score()).isNaN();
        assertThat(byMetadata.get(1)).isEqualTo(new ScoredDocument(null, 0.5, "y"));
        assertThat(byId).extracting(ScoredDocument::id).containsExactly("a", "b");
        assertThat(SpringAiDocuments.ranking(null, null)).isNull();
    }
}
