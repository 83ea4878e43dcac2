package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.model.CharSpan;
import java.util.ArrayList;
import java.util.List;

/**
 * A chunker's chunk texts located in their document, each on its own (first occurrence), as chunking_evaluation's
 * {@code BaseEvaluation._get_chunks_and_metadata} does (brandonstarxel/chunking_evaluation, commit d451fc4,
 * {@code chunking_evaluation/evaluation_framework/base_evaluation.py}): the ranges span metrics compare with the
 * reference spans. The reference stops at the first chunk it cannot find; here every chunk keeps its location and
 * those not found are listed, for the caller to count and name.
 *
 * @param docId the document's id
 * @param chunks the chunk texts, in the chunker's order
 * @param locations each chunk's location, in the same order
 */
public record LocatedChunks(String docId, List<String> chunks, List<ChunkLocation> locations) {
    public LocatedChunks {
        chunks = List.copyOf(chunks);
        locations = List.copyOf(locations);
        if (chunks.size() != locations.size()) {
            throw new IllegalArgumentException(chunks.size() + " chunks, " + locations.size() + " locations");
        }
    }

    /** Locates every chunk text of one document. */
    public static LocatedChunks locate(String docId, String document, List<String> chunks) {
        ChunkLocator locator = ChunkLocator.of(document);
        return new LocatedChunks(docId, chunks, chunks.stream().map(locator::locate).toList());
    }

    /** The positions (from 0) of the chunks not found. */
    public List<Integer> notFound() {
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < locations.size(); i++) {
            if (!locations.get(i).found()) {
                missing.add(i);
            }
        }
        return missing;
    }

    /** The spans of the chunks found, in order (a chunk not found has none). */
    public List<CharSpan> spans() {
        return locations.stream().filter(ChunkLocation::found).map(location -> location.span(docId)).toList();
    }
}
