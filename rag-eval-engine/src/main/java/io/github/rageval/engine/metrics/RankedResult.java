package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One query's ranked list, best first, next to its relevance judgments: what every metric reads. Repeated ids
 * are kept once (first place wins) and a missing (null) list is an empty one, so a bad retriever scores 0 rather
 * than throwing.
 *
 * <p>Judgments are graded as in a TREC qrels file: a document is <em>relevant</em> when its grade is at least the
 * relevance level (1 unless configured, trec_eval's {@code -l}); grade 0 and negative grades are judged not
 * relevant, and a document with no judgment counts as grade 0. nDCG's gains are the positive grades, whatever the
 * level, because trec_eval's {@code ndcg_cut} uses them so.
 */
public final class RankedResult {
    private final List<ScoredDocument> retrieved;
    private final int[] grades;
    private final boolean[] relevant;
    private final int relevantCount;
    private final int[] idealGains;

    /**
     * @param retrieved the ranked list, best first
     * @param judgments grade per judged document id
     * @param relevanceLevel the least grade that counts as relevant, at least 1
     */
    public RankedResult(List<ScoredDocument> retrieved, Map<String, Integer> judgments, int relevanceLevel) {
        this(uniqueList(retrieved), null, judgments, relevanceLevel);
    }

    /**
     * @param retrieved the list, ids distinct; null when only the metrics are wanted (a tie order)
     * @param grades each position's grade, 0 where not judged; null to look them up for {@code retrieved}
     */
    private RankedResult(List<ScoredDocument> retrieved, int[] grades, Map<String, Integer> judgments,
                         int relevanceLevel) {
        if (relevanceLevel < 1) {
            throw new IllegalArgumentException("relevance level must be at least 1, was " + relevanceLevel);
        }
        this.retrieved = retrieved;
        this.grades = grades != null ? grades : gradesOf(retrieved, judgments);
        this.relevant = new boolean[this.grades.length];
        for (int i = 0; i < relevant.length; i++) {
            relevant[i] = this.grades[i] >= relevanceLevel;
        }
        this.relevantCount = (int) judgments.values().stream().filter(g -> g >= relevanceLevel).count();
        this.idealGains = judgments.values().stream().filter(g -> g > 0)
                .sorted((a, b) -> Integer.compare(b, a)).mapToInt(Integer::intValue).toArray();
    }

    /** Only the grades per position, for metrics over a reordered list whose documents are not needed. */
    static RankedResult ofGrades(int[] grades, Map<String, Integer> judgments, int relevanceLevel) {
        return new RankedResult(null, grades, judgments, relevanceLevel);
    }

    /** A packed list (a run file's) has distinct ids already, and is graded without an object per document. */
    private static List<ScoredDocument> uniqueList(List<ScoredDocument> retrieved) {
        return retrieved instanceof PackedRanking packed ? packed : firstOccurrences(retrieved);
    }

    private static int[] gradesOf(List<ScoredDocument> unique, Map<String, Integer> judgments) {
        if (unique instanceof PackedRanking packed) {
            return packed.grades(judgments);
        }
        int[] grades = new int[unique.size()];
        for (int i = 0; i < grades.length; i++) {
            grades[i] = judgments.getOrDefault(unique.get(i).docId(), 0);
        }
        return grades;
    }

    /** The list without nulls and without repeated ids, the first place of each id kept. */
    private static List<ScoredDocument> firstOccurrences(List<ScoredDocument> retrieved) {
        List<ScoredDocument> kept = new ArrayList<>();
        if (retrieved == null) {
            return kept;
        }
        Set<String> seen = new HashSet<>();
        for (ScoredDocument document : retrieved) {
            if (document != null && document.docId() != null && seen.add(document.docId())) {
                kept.add(document);
            }
        }
        return List.copyOf(kept);
    }

    /** The whole ranked list, best first, without repeats. */
    public List<ScoredDocument> retrieved() {
        if (retrieved == null) {
            throw new IllegalStateException("only the grades of this list were kept");
        }
        return retrieved;
    }

    /** How many documents were returned. */
    public int size() {
        return grades.length;
    }

    /** Whether the document at a 0-based position is relevant. */
    public boolean isRelevantAt(int position) {
        return relevant[position];
    }

    /** The grade of the document at a 0-based position; 0 when it was not judged. */
    public int gradeAt(int position) {
        return grades[position];
    }

    /** How many of the first {@code cutoff} returned documents are relevant. */
    public int relevantInTop(int cutoff) {
        int count = 0;
        for (int i = 0; i < Math.min(cutoff, relevant.length); i++) {
            if (relevant[i]) {
                count++;
            }
        }
        return count;
    }

    /** How many judged documents are relevant: R, the denominator of recall, AP and R-precision. */
    public int relevantCount() {
        return relevantCount;
    }

    /** The positive grades of all judged documents, highest first: the ideal ranking's gains for nDCG. */
    public int[] idealGains() {
        return idealGains.clone();
    }
}
