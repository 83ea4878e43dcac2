package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.format.Excerpt;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.retriever.text.PythonText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Where the passages a retriever returns lie in their documents, for a golden set labelled by character spans and a
 * retriever that chunks on its own (a Spring AI {@code VectorStore}, a LangChain4j store, a class of the team's): each
 * passage's text is searched in the document its id names as Chroma's chunking evaluation searches a chunk
 * ({@link ChunkLocator}: exactly, then ignoring whitespace and case, then the best sentence at 98). A result without
 * text is its whole document. A passage that cannot be found, or whose document the corpus lacks, is counted and
 * named ({@link #warning}), never dropped: it covers no answer and its characters count among those retrieved
 * ({@link CharSpan#unplaced}). Thread-safe: queries run on several threads.
 */
public final class PassagePlaces {
    private static final int EXAMPLES = 3;
    /** How much of a passage a warning quotes. */
    private static final int SHOWN = 60;

    private final Map<String, String> texts;
    private final Map<String, ChunkLocator> locators = new ConcurrentHashMap<>();
    private final AtomicLong unplaced = new AtomicLong();
    private final List<String> examples = new ArrayList<>();

    /** @param texts every document's text by id */
    public PassagePlaces(Map<String, String> texts) {
        this.texts = Map.copyOf(texts);
    }

    /**
     * The passage's place.
     *
     * @param docId the document the retriever says it is of
     * @param passage its text; null for a result that is its whole document
     */
    public CharSpan place(String docId, String passage) {
        String document = texts.get(docId);
        if (passage == null) {
            return document != null ? new CharSpan(docId, 0, PythonText.length(document))
                    : unplaced(docId, "", "its document is not in the corpus");
        }
        if (document == null) {
            return unplaced(docId, passage, "its document is not in the corpus");
        }
        ChunkLocator locator = locators.computeIfAbsent(docId, id -> ChunkLocator.of(document));
        ChunkLocation location;
        // A locator prepares its document's sentences once, on first need, and is not thread-safe.
        synchronized (locator) {
            location = locator.locate(passage);
        }
        return location.found() ? location.span(docId) : unplaced(docId, passage, "not found in it");
    }

    private CharSpan unplaced(String docId, String passage, String why) {
        unplaced.incrementAndGet();
        synchronized (examples) {
            if (examples.size() < EXAMPLES) {
                examples.add("'" + Shown.value(Excerpt.of(passage, SHOWN)) + "' of '" + Shown.value(docId) + "' ("
                        + why + ")");
            }
        }
        return CharSpan.unplaced(PythonText.length(passage));
    }

    /** What the evaluation warns of the passages that could not be placed; empty when every one was. */
    public Optional<String> warning(String retriever) {
        long count = unplaced.get();
        if (count == 0) {
            return Optional.empty();
        }
        synchronized (examples) {
            return Optional.of("retriever " + retriever + " returned " + count + " passage" + (count == 1 ? "" : "s")
                    + " that cannot be placed in the document named with " + (count == 1 ? "it" : "them") + ", e.g. "
                    + String.join(", ", examples) + ": each covers none of the answer, and its characters count among"
                    + " those retrieved. Check that the results carry the document id the golden set's references"
                    + " name, and the text as the document holds it.");
        }
    }
}
