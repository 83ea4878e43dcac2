package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.retriever.text.PythonText;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds chunk texts in one document as chunking_evaluation's {@code rigorous_document_search} does
 * (brandonstarxel/chunking_evaluation, commit d451fc4, {@code chunking_evaluation/utils.py}), for retrievers that
 * return a chunk's text without its offsets: span metrics need its range. Same result as the reference, quirks kept:
 * <ol>
 * <li>a trailing '.' of the chunk is dropped (the range ends one earlier); an empty chunk is found at 0;</li>
 * <li>{@link ChunkLocation.Step#EXACT}: the first occurrence;</li>
 * <li>{@link ChunkLocation.Step#WHITESPACE_AND_CASE}: {@link WhitespaceAndCaseSearch}, the first match;</li>
 * <li>{@link ChunkLocation.Step#FUZZY}: the document split into sentences ({@code re.split(r'[.!?]\s*|\n', doc)}),
 * the first best of them by fuzzywuzzy's {@code extractOne(chunk, sentences, scorer=fuzz.token_sort_ratio)}
 * ({@link TokenSortRatio}), refused below 98; the range is that sentence's first occurrence in the document, which
 * may be earlier than the sentence itself (inside a longer one) and is not the chunk's.</li>
 * </ol>
 * Ranges are in code points, as Python indexes a {@code str}. The sentences and their prepared tokens are made once
 * per document, on the first chunk that needs them ({@link BestSentence}). Not safe for concurrent use.
 */
public final class ChunkLocator {
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?]" + PythonText.SPACE_CLASS + "*|\\n");

    private final String document;
    private final boolean surrogates;
    private final WhitespaceAndCaseSearch loose;
    private List<String> sentences;
    private BestSentence fuzzy;

    private ChunkLocator(String document) {
        this.document = document;
        this.surrogates = document.codePointCount(0, document.length()) != document.length();
        this.loose = new WhitespaceAndCaseSearch(document);
    }

    /** A locator for chunks of this document's text. */
    public static ChunkLocator of(String document) {
        if (document == null) {
            throw new IllegalArgumentException("chunks are located in a document's text");
        }
        return new ChunkLocator(document);
    }

    /** Where the chunk's text is in the document, and how it was found; or not found, with the best fuzzy score. */
    public ChunkLocation locate(String chunk) {
        String target = chunk.endsWith(".") ? chunk.substring(0, chunk.length() - 1) : chunk;
        int exact = document.indexOf(target);
        if (exact >= 0) {
            return found(ChunkLocation.Step.EXACT, exact, exact + target.length(), -1);
        }
        int[] matched = loose.find(target);
        if (matched != null) {
            return found(ChunkLocation.Step.WHITESPACE_AND_CASE, matched[0], matched[1], -1);
        }
        int[] best = sentences().of(target);
        if (best[1] < ChunkLocation.FUZZY_THRESHOLD) {
            return ChunkLocation.notFound(best[1]);
        }
        String sentence = sentences.get(best[0]);
        int start = document.indexOf(sentence);
        return found(ChunkLocation.Step.FUZZY, start, start + sentence.length(), best[1]);
    }

    private ChunkLocation found(ChunkLocation.Step step, int start, int end, int score) {
        return new ChunkLocation(step, codePoints(start), codePoints(end), score);
    }

    private int codePoints(int charIndex) {
        return surrogates ? document.codePointCount(0, charIndex) : charIndex;
    }

    /** {@code re.split(r'[.!?]\s*|\n', document)}, trailing empty pieces kept, ready for the fuzzy step. */
    private BestSentence sentences() {
        if (fuzzy == null) {
            sentences = new ArrayList<>();
            Matcher matcher = SENTENCE_END.matcher(document);
            int last = 0;
            while (matcher.find()) {
                sentences.add(document.substring(last, matcher.start()));
                last = matcher.end();
            }
            sentences.add(document.substring(last));
            fuzzy = new BestSentence(sentences);
        }
        return fuzzy;
    }
}
