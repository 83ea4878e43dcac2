package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import io.github.rageval.engine.retriever.capability.IndexedRetriever;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import io.github.rageval.engine.retriever.capability.TokenCounter;
import io.github.rageval.engine.retriever.index.IndexStats;
import io.github.rageval.engine.retriever.text.Analyzer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code tfidf} retriever behind the API: it indexes the corpus as it streams ({@link IndexBuilder}), ranks
 * with {@link TfidfRetriever} (score descending, ties by document id descending), explains its rankings term by
 * term, and is thread-safe.
 */
final class TfidfBuiltIn implements Retriever, StreamingIndexer, ExplainingRetriever, IndexedRetriever,
        TokenCounter {
    private final Analyzer analyzer;
    private IndexBuilder builder;
    private TfidfRetriever retriever;

    TfidfBuiltIn(TfidfOptions options) {
        this.analyzer = options.analyzer();
        this.builder = new IndexBuilder(options);
    }

    @Override
    public int tokens(String text) {
        return analyzer.tokens(text).size();
    }

    @Override
    public void index(List<Document> corpus) {
        addAll(corpus);
    }

    @Override
    public void add(Document document) {
        builder.add(document.id(), document.text());
    }

    @Override
    public void finishIndexing() {
        retriever = builder.build();
        builder = null;
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        List<io.github.rageval.engine.model.ScoredDocument> ranked = indexed().retrieve(query, k);
        List<ScoredDocument> results = new ArrayList<>(ranked.size());
        ranked.forEach(document -> results.add(new ScoredDocument(document.docId(), document.score())));
        return results;
    }

    @Override
    public boolean threadSafe() {
        return true;
    }

    @Override
    public Explainer explainer(Map<String, String> judgedTexts, int k) {
        return new TfidfExplainer(indexed(), judgedTexts, k);
    }

    @Override
    public int vocabularySize() {
        return indexed().vocabulary().size();
    }

    @Override
    public IndexStats stats() {
        return indexed().stats();
    }

    private TfidfRetriever indexed() {
        if (retriever == null) {
            throw new IllegalStateException("the tfidf retriever was queried before its corpus was indexed");
        }
        return retriever;
    }
}
