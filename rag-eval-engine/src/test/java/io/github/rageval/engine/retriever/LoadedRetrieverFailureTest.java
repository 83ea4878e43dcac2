package io.github.rageval.engine.retriever;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A retriever's failures as the user reads them: out of heap inside the retriever names the retriever and the call
 * (not an input file), a megabyte-long exception message is cut, and a class the project handed a built-in retriever
 * is named with its own frames.
 */
class LoadedRetrieverFailureTest {
    private static final GoldenCase QUERY = new GoldenCase("q1", "reset", Map.of("a", 1));

    /** A retriever whose every call throws what it is given: an unchecked exception or an error. */
    private record Throwing(Throwable failure) implements Retriever, StreamingIndexer {
        private void fail() {
            if (failure instanceof Error error) {
                throw error;
            }
            throw (RuntimeException) failure;
        }

        @Override
        public List<ScoredDocument> retrieve(String query, int k) {
            fail();
            return List.of();
        }

        @Override
        public void add(Document document) {
            fail();
        }

        @Override
        public void finishIndexing() {
            fail();
        }
    }

    /** Closed after each test: an open retriever keeps the exit guard armed. */
    private final List<LoadedRetriever> opened = new ArrayList<>();

    @AfterEach
    void close() {
        opened.forEach(LoadedRetriever::close);
    }

    private LoadedRetriever loaded(Throwable failure) {
        return loaded(failure, io.github.rageval.engine.secret.SecretText.NONE);
    }

    private LoadedRetriever loaded(Throwable failure, io.github.rageval.engine.secret.SecretText secrets) {
        LoadedRetriever retriever = new LoadedRetriever("com.acme.Search", new Throwing(failure), false, Map.of(),
                null, secrets);
        opened.add(retriever);
        return retriever;
    }

    @Test
    void aSecretAcrossTheCutOfALongMessageIsMaskedBeforeTheCut() {
        // The secret starts before the message's cut and ends after it: cut first, its start would be printed.
        String secret = "sk-live-123456";
        String message = "x".repeat(io.github.rageval.engine.format.Shown.LIMIT - 5) + secret + "y".repeat(5000);
        LoadedRetriever retriever = loaded(new IllegalStateException(message),
                io.github.rageval.engine.secret.SecretText.of(List.of(secret)));

        assertThatThrownBy(() -> retriever.rank(QUERY, 3)).isInstanceOf(LoadedRetriever.Failure.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("sk-li").contains("***"));
    }

    @Test
    void aSecretOptionsBase64InTheRetrieversMessageIsMasked() {
        // The retriever's own Authorization header quoted in its exception: the Base64 of the apiKey option.
        String key = "sk/live+Key=9Z";
        String bearer = java.util.Base64.getEncoder()
                .encodeToString(key.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        LoadedRetriever retriever = loaded(new IllegalStateException("refused Authorization: Bearer " + bearer),
                io.github.rageval.engine.secret.SecretText.ofOptions(Map.of("apiKey", key)));

        assertThatThrownBy(() -> retriever.rank(QUERY, 3)).isInstanceOf(LoadedRetriever.Failure.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(bearer).contains("Bearer ***"));
    }

    @Test
    void runningOutOfHeapInsideTheRetrieverNamesItAndTheCall() {
        LoadedRetriever retriever = loaded(new OutOfMemoryError("Java heap space"));

        assertThatThrownBy(() -> retriever.rank(QUERY, 5)).isInstanceOf(LoadedRetriever.Failure.class)
                .hasMessageStartingWith("retriever com.acme.Search ran out of heap in retrieve for query 'q1: reset':"
                        + " the JVM ran out of heap (Java heap space) inside the retriever; its limit here is ")
                .hasMessageEndingWith("look at what the retriever holds per query.");
        assertThatThrownBy(() -> retriever.add(new Document("a", "text"))).isInstanceOf(RetrieverException.class)
                .hasMessageStartingWith("retriever com.acme.Search ran out of heap in index: the JVM ran out of heap")
                .hasMessageContaining("MAVEN_OPTS=-Xmx")
                .hasMessageEndingWith("per document, or index a smaller corpus.");
    }

    @Test
    void aMessageOfMegabytesIsCut() {
        String huge = "x".repeat(2_000_000);
        LoadedRetriever retriever = loaded(new IllegalStateException(huge, new RuntimeException(huge)));

        assertThatThrownBy(() -> retriever.rank(QUERY, 5)).isInstanceOf(LoadedRetriever.Failure.class)
                .hasMessageStartingWith("retriever com.acme.Search failed in retrieve for query 'q1: reset':"
                        + " java.lang.IllegalStateException: " + "x".repeat(200) + "… (2,000,000 characters)"
                        + " (caused by java.lang.RuntimeException: " + "x".repeat(200) + "… (2,000,000 characters)).")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(2_000));
    }

    @Test
    void aProjectClassFailingInsideABuiltInRetrieverIsNamedWithItsFrames() {
        LoadedRetriever retriever = loaded(new ProjectCodeFailure("its analyzer com.acme.Folding threw on document"
                + " 'd3'", new IllegalArgumentException("bad char")));

        assertThatThrownBy(() -> retriever.add(new Document("d3", "text"))).isInstanceOf(RetrieverException.class)
                .hasMessageStartingWith("retriever com.acme.Search failed in index: its analyzer com.acme.Folding"
                        + " threw on document 'd3': java.lang.IllegalArgumentException: bad char.");
        assertThatThrownBy(retriever::finishIndexing).isInstanceOf(RetrieverException.class)
                .hasMessageStartingWith("retriever com.acme.Search failed in index: its analyzer");
    }
}
