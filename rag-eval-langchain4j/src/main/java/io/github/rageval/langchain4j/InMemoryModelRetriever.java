package io.github.rageval.langchain4j;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.rag.content.retriever.EmbeddingStoreContentRetriever;
import dev.langchain4j.rag.query.Query;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.langchain4j.LangChain4jSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * The ready path: each corpus document embedded once, as one text segment (its text, its id under
 * {@code idMetadata}), into an {@link InMemoryEmbeddingStore}; each query answered by LangChain4j's own
 * {@link EmbeddingStoreContentRetriever} over it, {@code maxResults} (else the evaluation's depth) contents above
 * {@code minScore}, in the store's order.
 */
final class InMemoryModelRetriever implements Retriever {
    private final EmbeddingModel model;
    private final LangChain4jSettings settings;
    private final InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();

    InMemoryModelRetriever(EmbeddingModel model, LangChain4jSettings settings) {
        this.model = model;
        this.settings = settings;
    }

    @Override
    public void index(List<Document> corpus) throws RetrieverException {
        List<TextSegment> segments = new ArrayList<>(corpus.size());
        for (Document document : corpus) {
            if (document.text() == null || document.text().isBlank()) {
                // LangChain4j refuses a blank segment; an unindexed document would silently never be found
                throw new RetrieverException("corpus document '" + document.id() + "' has no text, which LangChain4j"
                        + " cannot embed. Give it its text, or remove it from the corpus.", null);
            }
            segments.add(TextSegment.from(document.text(), Metadata.from(settings.idMetadata(), document.id())));
        }
        if (!segments.isEmpty()) {
            store.addAll(model.embedAll(segments).content(), segments);
        }
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) throws RetrieverException {
        EmbeddingStoreContentRetriever retriever = EmbeddingStoreContentRetriever.builder()
                .embeddingStore(store).embeddingModel(model)
                .maxResults(settings.maxResults() == null ? k : settings.maxResults())
                .minScore(settings.minScore())
                .build();
        // The ready path writes every segment's id itself (index), so no user's option is to blame for a missing one.
        return Contents.ranking(retriever.retrieve(Query.from(query)), settings.idMetadata(),
                OptionWords.PARAMETERS);
    }
}
