package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.retriever.text.PythonRegex;
import io.github.rageval.engine.retriever.text.PythonText;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import java.util.regex.Pattern;

/**
 * Chunks cut at the coarsest separator that keeps them within the size: {@code RecursiveTokenChunker} of
 * brandonstarxel/chunking_evaluation (commit d451fc4, {@code chunking/recursive_token_chunker.py}, its adaptation
 * of LangChain's recursive character splitter), transcribed so that its chunks come out the same: the first
 * separator found in the text splits it ({@code _split_text_with_regex}: with {@code keepSeparator} each separator
 * starts the piece after it); pieces shorter than the size are merged ({@link SplitMerger}, the reference's
 * {@code _merge_splits} with its overlap rule), a longer piece is split again with the separators after the one
 * used, or kept whole when none is left. The empty separator splits into single characters (code points).
 *
 * <p>Lengths are the length function's: Python's {@code len} ({@link #CHARACTERS}) or the number of tokens of an
 * encoding ({@link #tokens}), as the reference's evaluation counts with {@code openai_token_count}. Separators are
 * literal text unless {@code separatorRegex}, then Python regular expressions as the reference's are, compiled by
 * {@link PythonRegex} so that their classes ({@code \s}, {@code \w}, ...) and syntax mean what they mean in Python's
 * {@code re}. Without {@code keepSeparator} the pieces of a chunk are joined with the separator as written, for a
 * regular expression its pattern, as the reference joins them.
 */
public final class RecursiveTokenChunker {
    /** The reference's default separators: paragraphs, lines, sentence ends, words, characters. */
    public static final List<String> DEFAULT_SEPARATORS = List.of("\n\n", "\n", ".", "?", "!", " ", "");
    /** Python's {@code len}: code points. */
    public static final ToIntFunction<String> CHARACTERS = PythonText::length;

    private static final System.Logger LOG = System.getLogger(RecursiveTokenChunker.class.getName());

    private final int chunkSize;
    private final ToIntFunction<String> length;
    private final List<String> separators;
    private final boolean keepSeparator;
    private final boolean separatorRegex;
    private final SplitMerger merger;

    /**
     * @param chunkSize the largest length of a chunk, at least 1 (a piece that no separator cuts may be longer)
     * @param chunkOverlap the length a chunk shares with the next at most, at least 0 and at most the size
     * @param length counts a text's length, consistently for a text and its pieces
     * @param separators tried in order; the reference's default is {@link #DEFAULT_SEPARATORS}
     * @param keepSeparator whether each separator stays at the start of the piece after it (the reference's default)
     * @param separatorRegex whether the separators are regular expressions rather than literal text
     * @param warnings told of each chunk longer than the size, as the reference logs it
     */
    public RecursiveTokenChunker(int chunkSize, int chunkOverlap, ToIntFunction<String> length,
            List<String> separators, boolean keepSeparator, boolean separatorRegex, Consumer<String> warnings) {
        ChunkSizes.check(chunkSize, chunkOverlap);
        if (separators.isEmpty()) {
            throw new IllegalArgumentException("Got no separator, should be at least one.");
        }
        this.chunkSize = chunkSize;
        this.length = Objects.requireNonNull(length, "length");
        this.separators = List.copyOf(separators);
        this.keepSeparator = keepSeparator;
        this.separatorRegex = separatorRegex;
        this.merger = new SplitMerger(chunkSize, chunkOverlap, length, warnings);
    }

    /** The reference's defaults with lengths in characters. */
    public static RecursiveTokenChunker characters(int chunkSize, int chunkOverlap) {
        return withDefaults(chunkSize, chunkOverlap, CHARACTERS);
    }

    /** The reference's defaults with lengths in the encoding's tokens, as its evaluation uses it. */
    public static RecursiveTokenChunker tokens(TokenEncoding encoding, int chunkSize, int chunkOverlap) {
        return withDefaults(chunkSize, chunkOverlap, encoding::count);
    }

    private static RecursiveTokenChunker withDefaults(int chunkSize, int chunkOverlap, ToIntFunction<String> length) {
        return new RecursiveTokenChunker(chunkSize, chunkOverlap, length, DEFAULT_SEPARATORS, true, false,
                message -> LOG.log(System.Logger.Level.WARNING, message));
    }

    /** The chunks of the text, in order. */
    public List<String> split(String text) {
        return split(text, separators);
    }

    /** {@code _split_text}. */
    private List<String> split(String text, List<String> candidates) {
        String separator = candidates.get(candidates.size() - 1);
        List<String> next = List.of();
        for (int i = 0; i < candidates.size(); i++) {
            String candidate = candidates.get(i);
            if (candidate.isEmpty()) {
                separator = candidate;
                break;
            }
            if (pattern(candidate).matcher(text).find()) {
                separator = candidate;
                next = candidates.subList(i + 1, candidates.size());
                break;
            }
        }
        List<String> chunks = new ArrayList<>();
        List<String> good = new ArrayList<>();
        String joiner = keepSeparator ? "" : separator;
        for (String piece : pieces(text, separator)) {
            if (length.applyAsInt(piece) < chunkSize) {
                good.add(piece);
                continue;
            }
            if (!good.isEmpty()) {
                chunks.addAll(merger.merge(good, joiner));
                good = new ArrayList<>();
            }
            if (next.isEmpty()) {
                chunks.add(piece);
            } else {
                chunks.addAll(split(piece, next));
            }
        }
        if (!good.isEmpty()) {
            chunks.addAll(merger.merge(good, joiner));
        }
        return chunks;
    }

    /** {@code _split_text_with_regex}: the non-empty pieces. */
    private List<String> pieces(String text, String separator) {
        List<String> pieces;
        if (separator.isEmpty()) {
            pieces = PythonText.characters(text);
        } else if (keepSeparator) {
            List<String> parts = PythonSplit.split(grouped(separator), text);
            pieces = new ArrayList<>();
            pieces.add(parts.get(0));
            for (int i = 1; i < parts.size(); i += 2) {
                if (i + 1 == parts.size() || parts.get(i) == null || parts.get(i + 1) == null) {
                    throw separatorGroups(separator); // the reference: IndexError, or TypeError on None
                }
                pieces.add(parts.get(i) + parts.get(i + 1));
            }
        } else {
            pieces = PythonSplit.split(pattern(separator), text);
        }
        List<String> nonEmpty = new ArrayList<>();
        for (String piece : pieces) {
            if (piece == null) {
                throw separatorGroups(separator); // the reference: TypeError on None
            }
            if (!piece.isEmpty()) {
                nonEmpty.add(piece);
            }
        }
        return nonEmpty;
    }

    private static IllegalArgumentException separatorGroups(String separator) {
        return new IllegalArgumentException("The separator " + separator + " has a group of its own, which the "
                + "reference's splitting fails on; use non-capturing groups (?:...) in separators.");
    }

    private Pattern pattern(String separator) {
        return separatorRegex ? PythonRegex.compile(separator) : Pattern.compile(Pattern.quote(separator));
    }

    /** The separator in a group of its own, as the reference splits with {@code f"({separator})"}. */
    private Pattern grouped(String separator) {
        return separatorRegex ? PythonRegex.compile("(" + separator + ")")
                : Pattern.compile("(" + Pattern.quote(separator) + ")");
    }
}
