package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.api.Document;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.retriever.capability.TokenCounter;
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
    /** A sentence: up to a terminal mark followed by whitespace or the end, or the rest of the text. */
    private static final Pattern SENTENCE = Pattern.compile("\\S.*?(?:[.!?]+(?=\\s|$)|$)", Pattern.DOTALL);

    private final ChunkingSettings settings;
    private final TokenCounter tokens;
    private final TokenEncoding encoding;

    /** A chunker counting words or sentences. */
    public Chunker(ChunkingSettings settings) {
        this(settings, null, null);
    }

    /**
     * @param tokens the retriever's analyzer, for chunks counted in its tokens; null otherwise
     * @param encoding the encoding of chunks counted in cl100k tokens ({@link TokenEncodings}); null otherwise
     */
    public Chunker(ChunkingSettings settings, TokenCounter tokens, TokenEncoding encoding) {
        if (settings.unit() == ChunkingSettings.Unit.TOKENS && tokens == null) {
            throw new IllegalArgumentException("chunks in tokens need the retriever's analyzer");
        }
        if (settings.unit() == ChunkingSettings.Unit.CL100K && encoding == null) {
            throw new IllegalArgumentException("chunks in cl100k tokens need the encoding");
        }
        this.settings = settings;
        this.tokens = tokens;
        this.encoding = encoding;
    }

    /** The chunks of one document, in order. */
    public List<Document> chunks(Document document) {
        return cut(document).stream().map(Chunk::document).toList();
    }

    /**
     * The chunks of one document, in order, each with the range of the document it is: known for the windows of
     * words, tokens and sentences; for Chroma's chunkers, which return texts, found as Chroma's evaluation finds
     * them ({@link ChunkLocator}: its first occurrence, a trailing '.' left out, the fuzzy step's sentence), so that
     * span metrics are the reference's; null for a chunk none of its steps finds.
     */
    public List<Chunk> cut(Document document) {
        if (settings.cutsText()) {
            return located(document, textChunks(document.text()));
        }
        String text = document.text();
        List<int[]> units = units(text);
        int[] weights = weights(text, units);
        CodePoints offsets = new CodePoints(text);
        List<Chunk> chunks = new ArrayList<>();
        int start = 0;
        do {
            int end = start;
            int weight = 0;
            // At least one unit; then as many as fit in the size.
            while (end < units.size() && (end == start || weight + weights[end] <= settings.size())) {
                weight += weights[end++];
            }
            int from = units.isEmpty() ? 0 : units.get(start)[0];
            int to = units.isEmpty() ? 0 : units.get(end - 1)[1];
            CharSpan span = new CharSpan(document.id(), offsets.of(from), offsets.of(to));
            chunks.add(new Chunk(chunk(document, chunks.size() + 1, text.substring(from, to)), span));
            if (end >= units.size()) {
                break;
            }
            start = nextStart(weights, start, end);
        } while (true);
        return chunks;
    }

    /** The texts Chroma's chunkers cut the text into. */
    private List<String> textChunks(String text) {
        if (settings.method() == ChunkingSettings.Method.WINDOWS) {
            return new FixedTokenChunker(encoding, settings.size(), settings.overlap()).split(text);
        }
        RecursiveTokenChunker recursive = settings.unit() == ChunkingSettings.Unit.CHARACTERS
                ? RecursiveTokenChunker.characters(settings.size(), settings.overlap())
                : RecursiveTokenChunker.tokens(encoding, settings.size(), settings.overlap());
        return recursive.split(text);
    }

    /** Chunk texts with their places in the document; a document they leave no chunk of is one empty chunk. */
    private static List<Chunk> located(Document document, List<String> texts) {
        if (texts.isEmpty()) {
            return List.of(new Chunk(chunk(document, 1, ""), new CharSpan(document.id(), 0, 0)));
        }
        LocatedChunks located = LocatedChunks.locate(document.id(), document.text(), texts);
        List<Chunk> chunks = new ArrayList<>(texts.size());
        for (ChunkLocation location : located.locations()) {
            chunks.add(new Chunk(chunk(document, chunks.size() + 1, texts.get(chunks.size())),
                    location.found() ? location.span(document.id()) : null));
        }
        return chunks;
    }

    /**
     * A chunk and where it lies in its document.
     *
     * @param document the chunk, with its id {@code doc_id#n} and text
     * @param span its range of the document, in code points; null for a chunk of Chroma's chunkers that could not be
     *     found in the document
     */
    public record Chunk(Document document, CharSpan span) {
    }

    /** The next chunk starts so that it shares about {@code overlap} units' weight with the one ending at end. */
    private int nextStart(int[] weights, int start, int end) {
        int next = end;
        int shared = 0;
        while (next - 1 > start && shared + weights[next - 1] <= settings.overlap()) {
            shared += weights[--next];
        }
        return next;
    }

    /** Each unit's weight: 1, or for tokens the number the analyzer makes of the word. */
    private int[] weights(String text, List<int[]> units) {
        int[] weights = new int[units.size()];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = tokens == null ? 1 : tokens.tokens(text.substring(units.get(i)[0], units.get(i)[1]));
        }
        return weights;
    }

    private static Document chunk(Document document, int number, String text) {
        java.util.Map<String, String> metadata = new java.util.LinkedHashMap<>(document.metadata());
        metadata.put("doc_id", document.id());
        metadata.put("chunk", String.valueOf(number));
        return new Document(document.id() + "#" + number, text, metadata);
    }

    /** Start and end offsets of each unit in the text. */
    private List<int[]> units(String text) {
        if (settings.unit() != ChunkingSettings.Unit.SENTENCES) {
            return words(text);
        }
        Matcher matcher = SENTENCE.matcher(text);
        List<int[]> units = new ArrayList<>();
        while (matcher.find()) {
            if (matcher.end() > matcher.start()) {
                units.add(new int[] {matcher.start(), matcher.end()});
            }
        }
        return units;
    }

    /**
     * Runs of non-whitespace, as the regular expression {@code \\S+} finds them (whitespace being space, tab, line
     * feed, vertical tab, form feed and carriage return), scanned by hand: the expression took a quarter of the
     * indexing thread's time on a chunked corpus.
     */
    static List<int[]> words(String text) {
        List<int[]> words = new ArrayList<>();
        int length = text.length();
        int i = 0;
        while (i < length) {
            while (i < length && isSpace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < length && !isSpace(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                words.add(new int[] {start, i});
            }
        }
        return words;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }
}
