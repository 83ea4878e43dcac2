package io.github.rageval.langchain4j;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.ContentMetadata;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.retriever.RetrieverException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * LangChain4j's contents as a ranking, in the order returned: a content's document id is its text segment's
 * metadata value under {@code idMetadata}, its score {@link ContentMetadata#SCORE} (missing when absent), its text
 * the segment's (a chunk, when the store holds chunks). A content
 * without that id is an error, not a result dropped: dropping it would move the results after it up the ranking, and
 * could turn the gate green.
 */
final class Contents {
    /** How much of a content's text a message quotes. */
    private static final int QUOTED = 60;

    private Contents() {
    }

    /** The ranking; null stays null, which the evaluation reports as a broken contract. */
    static List<ScoredDocument> ranking(List<Content> contents, String idMetadata, OptionWords words)
            throws RetrieverException {
        if (contents == null) {
            return null;
        }
        List<ScoredDocument> ranking = new ArrayList<>(contents.size());
        for (int i = 0; i < contents.size(); i++) {
            Content content = contents.get(i);
            // The segment's text too: a golden set labelled by spans scores the passage by the characters it holds.
            ranking.add(new ScoredDocument(id(content, idMetadata, i + 1, words), score(content),
                    content.textSegment().text()));
        }
        return ranking;
    }

    private static String id(Content content, String idMetadata, int rank, OptionWords words)
            throws RetrieverException {
        TextSegment segment = content == null ? null : content.textSegment();
        Object id = segment == null ? null : segment.metadata().toMap().get(idMetadata);
        if (id != null && !String.valueOf(id).isBlank()) {
            return String.valueOf(id);
        }
        String which = content == null ? "result " + rank + " is null" : segment == null
                ? "the content at rank " + rank + " has no text segment"
                : "the content at rank " + rank + " ('" + quoted(segment.text()) + "') has no '" + idMetadata
                + "' in its text segment's metadata (its keys: " + keys(segment.metadata().toMap()) + ")";
        throw new RetrieverException(which + ", so the document it comes from is not known. Store the document"
                + " id in each segment's metadata when you ingest (Metadata.from(\"" + idMetadata + "\", id)), or"
                + " name the key that holds it with " + words.named("idMetadata") + ".", null);
    }

    private static double score(Content content) {
        Object score = content.metadata() == null ? null : content.metadata().get(ContentMetadata.SCORE);
        return score instanceof Number number ? number.doubleValue() : Double.NaN;
    }

    private static String quoted(String text) {
        String line = text == null ? "" : text.strip().replaceAll("\\s+", " ");
        return Shown.value(line.length() > QUOTED ? line.substring(0, QUOTED) + "..." : line);
    }

    private static String keys(Map<String, Object> metadata) {
        return metadata.isEmpty() ? "none" : String.join(", ", new TreeSet<>(metadata.keySet()));
    }
}
