package io.github.rageval.langchain4j;

import dev.langchain4j.rag.content.retriever.ContentRetriever;
import dev.langchain4j.rag.query.Query;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.retriever.RetrieverException;
import java.util.List;

/**
 * A team's ContentRetriever as a retriever: asked {@code retrieve(Query.from(text))}, it returns as many contents as
 * it is built to, in its own order; beyond {@code k} the evaluation cuts them and says so. It answers from the store
 * the factory built: the corpus is not loaded into it.
 */
final class ContentRetrieverAdapter implements Retriever {
    private final ContentRetriever retriever;
    private final String idMetadata;
    /** How a message names the idMetadata option, as the user wrote the options. */
    private final OptionWords words;

    ContentRetrieverAdapter(ContentRetriever retriever, String idMetadata, OptionWords words) {
        this.retriever = retriever;
        this.idMetadata = idMetadata;
        this.words = words;
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) throws RetrieverException {
        return Contents.ranking(retriever.retrieve(Query.from(query)), idMetadata, words);
    }

    /** A retriever that holds a connection (a store's client) is closed with the evaluation. */
    @Override
    public void close() throws Exception {
        if (retriever instanceof AutoCloseable closeable) {
            closeable.close();
        }
    }
}
