package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Refuses a chunked corpus in which a document id is also a chunk id that chunking gives another document
 * ({@code faq#2} beside {@code faq}, cut into two chunks or more). Such an id names two things: a golden label of it
 * could be judged as the chunk (a hit for the wrong text, or a golden set of documents read as one of chunks), and a
 * result of it could be either. Chunk ids keep their documented form {@code doc_id#n}, which golden sets label, so
 * the collision is refused rather than the ids changed; a label is then a chunk exactly when it is a chunk id, never
 * by its spelling alone.
 */
public final class ChunkIdCollisions {
    private static final int LISTED_AT_MOST = 10;

    private ChunkIdCollisions() {
    }

    /**
     * @param chunked the retriever, after indexing (it knows the chunks it cut)
     * @param documentIds the corpus's document ids, in file order
     * @param corpusFile the corpus, as messages name it
     * @throws InputException listing the colliding ids, each with its record and the document whose chunk it is
     */
    public static void requireNone(ChunkedRetriever chunked, List<String> documentIds, Path corpusFile)
            throws InputException {
        Map<String, Integer> records = null;
        List<String> listed = new ArrayList<>();
        int count = 0;
        for (int i = 0; i < documentIds.size(); i++) {
            String owner = chunked.documentOf(documentIds.get(i));
            if (owner == null) {
                continue;
            }
            if (records == null) {
                records = records(documentIds);
            }
            count++;
            if (listed.size() < LISTED_AT_MOST) {
                String id = documentIds.get(i);
                listed.add("\"" + Shown.value(id) + "\" (record " + (i + 1) + ") is chunk "
                        + id.substring(owner.length() + 1) + " of \"" + Shown.value(owner) + "\" (record "
                        + records.get(owner) + ")");
            }
        }
        if (count > 0) {
            String more = count > listed.size() ? " and " + (count - listed.size()) + " more" : "";
            throw new InputException("corpus file " + corpusFile + ": " + count
                    + (count == 1 ? " document id is" : " document ids are") + " also the id chunking gives a chunk"
                    + " of another document (doc_id#n, n from 1), so a label or a result of that id would name two"
                    + " things: " + String.join("; ", listed) + more + ". Rename the document, in the corpus and the"
                    + " golden set, so that no document id is another's id followed by #n, or evaluate without"
                    + " chunking.");
        }
    }

    /** Each document's record number (from 1), built only when a collision is to be reported. */
    private static Map<String, Integer> records(List<String> documentIds) {
        Map<String, Integer> records = new HashMap<>();
        for (int i = 0; i < documentIds.size(); i++) {
            records.putIfAbsent(documentIds.get(i), i + 1);
        }
        return records;
    }
}
