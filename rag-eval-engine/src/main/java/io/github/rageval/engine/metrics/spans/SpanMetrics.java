package io.github.rageval.engine.metrics.spans;

import io.github.rageval.engine.model.CharSpan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Token-level (character) recall, precision, IoU and precision-Ω of chunks against a question's reference spans,
 * exactly as chunking_evaluation computes them (brandonstarxel/chunking_evaluation at d451fc4,
 * {@code evaluation_framework/base_evaluation.py}: {@code _scores_from_dataset_and_retrievals} and
 * {@code _full_precision_score}; Smith and Troynikov, "Evaluating Chunking Strategies for Retrieval", Chroma, 2024).
 *
 * <p>The reference's quirks are kept, since they are what its published numbers are: the precision denominator adds
 * the lengths of the retrieved chunks as they are, so overlapping chunks count their shared characters twice, and a
 * retrieved chunk of another document counts there too; a chunk that only touches a reference (ends where it starts)
 * intersects it, in no character, and counts as highlighted. The reference compares a chunk with a question's one
 * corpus; here each reference is compared with the chunks of its own document, which is the same for a question whose
 * references are in one document and keeps a question with references in two documents from mixing their offsets.
 */
public final class SpanMetrics {
    /** The most chunks {@code retrieve=-1} keeps for any question, as the reference's {@code min(20, ...)}. */
    public static final int MOST_HIGHLIGHTED = 20;

    private SpanMetrics() {
    }

    /**
     * The scores of the retrieved chunks, in the order retrieved and already cut to the number evaluated.
     *
     * @param references the question's reference spans
     * @param retrieved the chunks retrieved, best first
     */
    public static SpanScores retrieved(List<CharSpan> references, List<CharSpan> retrieved) {
        Map<String, List<int[]>> unused = byDocument(references);
        Map<String, List<int[]>> covered = new LinkedHashMap<>();
        for (CharSpan chunk : retrieved) {
            for (CharSpan reference : references) {
                if (!reference.docId().equals(chunk.docId())) {
                    continue;
                }
                int[] intersection = Ranges.intersect(range(chunk), range(reference));
                if (intersection != null) {
                    unused.put(chunk.docId(), Ranges.difference(unused.get(chunk.docId()), intersection));
                    covered.merge(chunk.docId(), List.of(intersection), SpanMetrics::union);
                }
            }
        }
        long numerator = covered.values().stream().mapToLong(Ranges::sum).sum();
        long recallDenominator = references.stream().mapToLong(CharSpan::length).sum();
        long precisionDenominator = retrieved.stream().mapToLong(CharSpan::length).sum();
        long iouDenominator = precisionDenominator + unused.values().stream().mapToLong(Ranges::sum).sum();
        return new SpanScores(ratio(numerator, recallDenominator), ratio(numerator, precisionDenominator),
                ratio(numerator, iouDenominator));
    }

    /**
     * The scores with each character counted once: the corrected variant of {@link #retrieved}, not the
     * reference's. The precision denominator is the characters the retrieved chunks cover together (overlapping
     * chunks share theirs once), and the IoU denominator the characters the retrieved chunks and the references cover
     * together, so that both are the ratios their names say: covered reference characters over retrieved characters,
     * and intersection over union. Recall is the reference's, which has no double count.
     *
     * @param references the question's reference spans
     * @param retrieved the chunks retrieved, best first, already cut to the number evaluated
     */
    public static SpanScores merged(List<CharSpan> references, List<CharSpan> retrieved) {
        SpanScores asReference = retrieved(references, retrieved);
        List<CharSpan> placed = retrieved.stream().filter(CharSpan::placed).toList();
        // A passage whose place is not known shares no character with another: its length counts whole.
        long unplaced = retrieved.stream().filter(chunk -> !chunk.placed()).mapToLong(CharSpan::length).sum();
        Map<String, List<int[]>> chunks = byDocument(placed);
        Map<String, List<int[]>> both = byDocument(placed);
        byDocument(references).forEach((document, ranges) ->
                both.computeIfAbsent(document, d -> new ArrayList<>()).addAll(ranges));
        long covered = covered(references, placed);
        long retrievedCharacters = unplaced
                + chunks.values().stream().mapToLong(r -> Ranges.sum(Ranges.union(r))).sum();
        long union = unplaced + both.values().stream().mapToLong(r -> Ranges.sum(Ranges.union(r))).sum();
        return new SpanScores(asReference.recall(), ratio(covered, retrievedCharacters), ratio(covered, union));
    }

    /** The reference characters the chunks cover, each once. */
    private static long covered(List<CharSpan> references, List<CharSpan> chunks) {
        Map<String, List<int[]>> covered = new LinkedHashMap<>();
        for (CharSpan chunk : chunks) {
            for (CharSpan reference : references) {
                if (reference.docId().equals(chunk.docId())) {
                    int[] intersection = Ranges.intersect(range(chunk), range(reference));
                    if (intersection != null) {
                        covered.computeIfAbsent(chunk.docId(), d -> new ArrayList<>()).add(intersection);
                    }
                }
            }
        }
        return covered.values().stream().mapToLong(r -> Ranges.sum(Ranges.union(r))).sum();
    }

    /**
     * Precision-Ω: every chunk of the chunking that touches a reference, retrieved, and nothing else.
     *
     * @param references the question's reference spans
     * @param chunks every chunk of the chunking, in any order
     */
    public static PrecisionOmega precisionOmega(List<CharSpan> references, List<CharSpan> chunks) {
        Map<String, List<int[]>> unused = byDocument(references);
        Map<String, List<int[]>> covered = new LinkedHashMap<>();
        Map<String, List<int[]>> highlightedChunks = new LinkedHashMap<>();
        int highlighted = 0;
        for (CharSpan chunk : chunks) {
            boolean touches = false;
            for (CharSpan reference : references) {
                if (!reference.docId().equals(chunk.docId())) {
                    continue;
                }
                int[] intersection = Ranges.intersect(range(chunk), range(reference));
                if (intersection != null) {
                    touches = true;
                    unused.put(chunk.docId(), Ranges.difference(unused.get(chunk.docId()), intersection));
                    covered.merge(chunk.docId(), List.of(intersection), SpanMetrics::union);
                    highlightedChunks.merge(chunk.docId(), List.of(range(chunk)), SpanMetrics::union);
                }
            }
            if (touches) {
                highlighted++;
            }
        }
        if (covered.isEmpty()) {
            return new PrecisionOmega(0.0, highlighted);
        }
        long denominator = 0;
        for (Map.Entry<String, List<int[]>> document : unused.entrySet()) {
            List<int[]> both = new ArrayList<>(highlightedChunks.getOrDefault(document.getKey(), List.of()));
            both.addAll(document.getValue());
            denominator += Ranges.sum(Ranges.union(both));
        }
        long numerator = covered.values().stream().mapToLong(Ranges::sum).sum();
        return new PrecisionOmega(ratio(numerator, denominator), highlighted);
    }

    /**
     * How many of its retrieved chunks each question is scored on with {@code retrieve=-1}: its own highlighted
     * count, but no more than {@link #MOST_HIGHLIGHTED} nor the largest count of all (the reference retrieves that
     * many for every question, then cuts each list to the question's count).
     *
     * @param highlighted each question's {@link PrecisionOmega#highlighted()}
     */
    public static int[] highlightedCuts(int[] highlighted) {
        int largest = 0;
        for (int count : highlighted) {
            largest = Math.max(largest, count);
        }
        int retrieved = Math.min(MOST_HIGHLIGHTED, largest);
        int[] cuts = new int[highlighted.length];
        for (int i = 0; i < cuts.length; i++) {
            cuts[i] = Math.min(highlighted[i], retrieved);
        }
        return cuts;
    }

    private static List<int[]> union(List<int[]> before, List<int[]> added) {
        List<int[]> all = new ArrayList<>(added);
        all.addAll(before);
        return Ranges.union(all);
    }

    private static Map<String, List<int[]>> byDocument(List<CharSpan> spans) {
        Map<String, List<int[]>> ranges = new LinkedHashMap<>();
        for (CharSpan span : spans) {
            ranges.computeIfAbsent(span.docId(), id -> new ArrayList<>()).add(range(span));
        }
        return ranges;
    }

    private static int[] range(CharSpan span) {
        return new int[] {span.start(), span.end()};
    }

    /**
     * The quotient as Python's {@code int / int} gives it (correctly rounded, as a double division of exact
     * integers is); 0 for an empty denominator, where the reference would fail with a division by zero (no chunk
     * retrieved).
     */
    private static double ratio(long numerator, long denominator) {
        return denominator == 0 ? 0.0 : (double) numerator / denominator;
    }
}
