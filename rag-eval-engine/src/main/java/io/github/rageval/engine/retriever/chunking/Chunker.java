package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.api.Document;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts a document into chunks as {@link ChunkingSettings} say. Chunk {@code n} (from 1) of document {@code d} has the
 * id {@code d#n} and the document's metadata plus {@code doc_id} and {@code chunk}; its text is the units it spans,
 * as they stand in the document (whitespace between them kept). A document shorter than one chunk is one chunk; a
 * document with no unit at all (empty text) is one empty chunk, so that every document stays retrievable.
 */
public final class Chunker {
    private static final Pattern WORD = Pattern.compile("\\S+");
    /** A sentence: up to a terminal mark followed by whitespace or the end, or the rest of the text. */
    private static final Pattern SENTENCE = Pattern.compile("\\S.*?(?:[.!?]+(?=\\s|$)|$)", Pattern.DOTALL);

    private final ChunkingSettings settings;

    public Chunker(ChunkingSettings settings) {
        this.settings = settings;
    }

    /** The chunks of one document, in order. */
    public List<Document> chunks(Document document) {
        String text = document.text();
        List<int[]> units = units(text);
        List<Document> chunks = new ArrayList<>();
        int step = settings.size() - settings.overlap();
        for (int start = 0; start == 0 || start < units.size(); start += step) {
            int end = Math.min(start + settings.size(), units.size());
            String chunkText = units.isEmpty() ? "" : text.substring(units.get(start)[0], units.get(end - 1)[1]);
            chunks.add(chunk(document, chunks.size() + 1, chunkText));
            if (end == units.size()) {
                break;
            }
        }
        return chunks;
    }

    private static Document chunk(Document document, int number, String text) {
        java.util.Map<String, String> metadata = new java.util.LinkedHashMap<>(document.metadata());
        metadata.put("doc_id", document.id());
        metadata.put("chunk", String.valueOf(number));
        return new Document(document.id() + "#" + number, text, metadata);
    }

    /** Start and end offsets of each unit in the text. */
    private List<int[]> units(String text) {
        Matcher matcher = (settings.unit() == ChunkingSettings.Unit.WORDS ? WORD : SENTENCE).matcher(text);
        List<int[]> units = new ArrayList<>();
        while (matcher.find()) {
            if (matcher.end() > matcher.start()) {
                units.add(new int[] {matcher.start(), matcher.end()});
            }
        }
        return units;
    }
}
