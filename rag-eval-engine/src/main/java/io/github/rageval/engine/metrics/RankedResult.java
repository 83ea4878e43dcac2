package io.github.rageval.engine.metrics;

import io.github.rageval.engine.metrics.contexts.ContextSimilarities;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.SpanLabels;
import java.util.ArrayList;
import java.util.Arrays;
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
 * relevance level (1 unless configured, trec_eval's {@code -l}); every other document is not relevant. nDCG's gains
 * are the positive grades, whatever the level, because trec_eval's {@code ndcg_cut} uses them so.
 *
 * <p>Each position also keeps its {@link Judgment}: judged (grade 0 or more), in the pool but not judged (a negative
 * grade) or not in the pool (no grade), which the measures of unjudged documents read. {@link #gradeAt} keeps the
 * view the other measures were written against, where a document with no judgment counts as grade 0.
 */
public final class RankedResult {
    private final List<ScoredDocument> retrieved;
    /** Per position the grade the judgments give, {@link Judgment#NOT_IN_POOL_CODE} where they give none. */
    private final int[] codes;
    private final boolean[] relevant;
    private final int relevantCount;
    private final int judgedNonRelevantCount;
    private final int highestGrade;
    private final int[] idealGains;
    /** The query's span labels, for the span metrics; null for a query labelled by documents. */
    private final SpanLabels spans;
    /** What the evidence and answer metrics read besides the ranking; null when none of them is computed. */
    private final CaseEvidence evidence;
    /** The first {@link #contextsCutoff} contexts and what the evidence metrics made of them; null until asked for. */
    private ReadContexts contexts;
    private int contextsCutoff;

    /**
     * @param retrieved the ranked list, best first
     * @param judgments grade per judged document id
     * @param relevanceLevel the least grade that counts as relevant, at least 1
     */
    public RankedResult(List<ScoredDocument> retrieved, Map<String, Integer> judgments, int relevanceLevel) {
        this(uniqueList(retrieved), null, judgments, relevanceLevel, 0, null, null);
    }

    /**
     * A ranked list of chunks held to a query's span labels as well as to its chunks' grades.
     *
     * @param spans the query's span labels; null for a query labelled by documents
     */
    public RankedResult(List<ScoredDocument> retrieved, Map<String, Integer> judgments, int relevanceLevel,
                        SpanLabels spans) {
        this(uniqueList(retrieved), null, judgments, relevanceLevel, 0, spans, null);
    }

    /** A ranked list held to its judgments and span labels, and to what its answers and contexts are. */
    RankedResult(List<ScoredDocument> retrieved, Map<String, Integer> judgments, int relevanceLevel,
                 SpanLabels spans, CaseEvidence evidence) {
        this(uniqueList(retrieved), null, judgments, relevanceLevel, 0, spans, evidence);
    }

    /**
     * @param retrieved the list, ids distinct; null when only the metrics are wanted (a tie order)
     * @param codes each position's grade, {@link Judgment#NOT_IN_POOL_CODE} where not judged; null to look them up
     *     for {@code retrieved}
     * @param addedRelevant how many documents the judgments do not grade 0 or more are judged relevant at the
     *     relevance level on top of them (their codes say so already): see {@link #withRelevantAdded}
     */
    private RankedResult(List<ScoredDocument> retrieved, int[] codes, Map<String, Integer> judgments,
                         int relevanceLevel, int addedRelevant, SpanLabels spans, CaseEvidence evidence) {
        if (relevanceLevel < 1) {
            throw new IllegalArgumentException("relevance level must be at least 1, was " + relevanceLevel);
        }
        this.retrieved = retrieved;
        this.spans = spans;
        this.evidence = evidence;
        this.codes = codes != null ? codes : codesOf(retrieved, judgments);
        this.relevant = new boolean[this.codes.length];
        for (int i = 0; i < relevant.length; i++) {
            relevant[i] = this.codes[i] >= relevanceLevel;
        }
        // One pass over the judgments, no boxing: a judgment range adds up to a whole list's holes (1,000 per query
        // of a run file) to the ideal ranking, which a boxed sort made the evaluation's largest allocation.
        int judgedRelevant = 0;
        int judgedNonRelevant = 0;
        int judgedHighest = 0;
        int[] gains = new int[judgments.size() + addedRelevant];
        int positive = 0;
        for (int grade : judgments.values()) {
            if (grade >= relevanceLevel) {
                judgedRelevant++;
            } else if (grade >= 0) {
                judgedNonRelevant++;
            }
            judgedHighest = Math.max(judgedHighest, grade);
            if (grade > 0) {
                gains[positive++] = grade;
            }
        }
        this.relevantCount = judgedRelevant + addedRelevant;
        this.judgedNonRelevantCount = judgedNonRelevant;
        this.highestGrade = addedRelevant > 0 ? Math.max(judgedHighest, relevanceLevel) : judgedHighest;
        Arrays.fill(gains, positive, positive + addedRelevant, relevanceLevel);
        this.idealGains = descending(Arrays.copyOf(gains, positive + addedRelevant));
    }

    /** The gains sorted from the highest down, in place. */
    private static int[] descending(int[] gains) {
        Arrays.sort(gains);
        for (int i = 0, j = gains.length - 1; i < j; i++, j--) {
            int swap = gains[i];
            gains[i] = gains[j];
            gains[j] = swap;
        }
        return gains;
    }

    /**
     * Only the judgment codes per position, for metrics over a reordered list whose documents are not needed.
     *
     * @param codes per position the grade, {@link Judgment#NOT_IN_POOL_CODE} where the judgments give none
     * @param evidence the case's answers, for the answer metrics, which read no list; null when none is computed
     */
    static RankedResult ofCodes(int[] codes, Map<String, Integer> judgments, int relevanceLevel,
                                CaseEvidence evidence) {
        return new RankedResult(null, codes, judgments, relevanceLevel, 0, null, evidence);
    }

    /**
     * A list known by its codes, held to its judgments with {@code added} more documents judged relevant at the
     * relevance level: documents the judgments do not name or name with a negative grade, whose codes here are the
     * relevance level already. The result is that of judgments to which those documents were added at that grade
     * (R, bpref's pool, rbp's highest grade and nDCG's ideal ranking count them), without copying the judgments.
     *
     * @param codes per position the grade, the added documents' the relevance level
     * @param added how many of the positions hold a document added so; each id once, as the list holds it
     */
    static RankedResult withRelevantAdded(int[] codes, Map<String, Integer> judgments, int relevanceLevel,
                                          int added) {
        return new RankedResult(null, codes, judgments, relevanceLevel, added, null, null);
    }

    /** A packed list (a run file's) has distinct ids already, and is graded without an object per document. */
    private static List<ScoredDocument> uniqueList(List<ScoredDocument> retrieved) {
        return retrieved instanceof PackedRanking packed ? packed : firstOccurrences(retrieved);
    }

    /** Each position's judgment code: its grade, or {@link Judgment#NOT_IN_POOL_CODE}. */
    static int[] codesOf(List<ScoredDocument> unique, Map<String, Integer> judgments) {
        if (unique instanceof PackedRanking packed) {
            return packed.grades(judgments, Judgment.NOT_IN_POOL_CODE);
        }
        int[] codes = new int[unique.size()];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = judgments.getOrDefault(unique.get(i).docId(), Judgment.NOT_IN_POOL_CODE);
        }
        return codes;
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

    /**
     * The query's span labels and the ranges of the first {@code cutoff} retrieved chunks, best first.
     *
     * @throws IllegalStateException for a query labelled by documents, or a list known only by its grades: span
     *     metrics are refused for those before any list is scored, so this is a programming error
     */
    public SpanLabels spanLabels() {
        if (spans == null) {
            throw new IllegalStateException("span metrics need a query labelled by spans and its ranked chunks");
        }
        return spans;
    }

    /** The ranges of the first {@code cutoff} retrieved chunks, best first (see {@link #spanLabels()}). */
    public List<CharSpan> chunkSpans(int cutoff) {
        spanLabels();
        List<CharSpan> chunks = new ArrayList<>();
        for (int i = 0; i < Math.min(cutoff, retrieved().size()); i++) {
            ScoredDocument chunk = retrieved.get(i);
            if (chunk.chunk() == null || chunk.chunk().span() == null) {
                throw new IllegalStateException("retrieved " + chunk.docId() + " has no range of its document");
            }
            chunks.add(chunk.chunk().span());
        }
        return chunks;
    }

    /**
     * What the evidence and answer metrics read: the query's answers, its reference contexts and how the retrieved
     * results' texts are found.
     *
     * @throws IllegalStateException when the evaluation computes none of them, or for a list known only by its
     *     grades: those metrics are refused for such evaluations before any list is scored
     */
    CaseEvidence evidence() {
        if (evidence == null) {
            throw new IllegalStateException("the answer and evidence metrics need a query's answers and texts");
        }
        return evidence;
    }

    /** Whether the list comes with its answers and texts ({@link #evidence()}). */
    boolean hasEvidence() {
        return evidence != null;
    }

    /**
     * The first {@code cutoff} contexts, best first ("" where no text is known), read once per list with what the
     * evidence metrics make of them ({@link ReadContexts}).
     */
    synchronized ReadContexts contexts(int cutoff) {
        if (contexts == null || contextsCutoff != cutoff) {
            CaseEvidence known = evidence();
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < Math.min(cutoff, retrieved().size()); i++) {
                String text = known.texts().of(retrieved.get(i));
                texts.add(text == null ? "" : text);
            }
            contexts = new ReadContexts(texts, known.referenceTexts());
            contextsCutoff = cutoff;
        }
        return contexts;
    }

    /** The similarities of the first {@code cutoff} contexts to the reference contexts, computed once per list. */
    ContextSimilarities similarities(int cutoff) {
        return contexts(cutoff).similarities();
    }

    /** How many documents were returned. */
    public int size() {
        return codes.length;
    }

    /** Whether the document at a 0-based position is relevant. */
    public boolean isRelevantAt(int position) {
        return relevant[position];
    }

    /** The grade of the document at a 0-based position; 0 when the judgments do not name it. */
    public int gradeAt(int position) {
        return Judgment.grade(codes[position]);
    }

    /** Whether the document at a 0-based position is judged, pooled but not judged, or not in the pool. */
    public Judgment judgmentAt(int position) {
        return Judgment.of(codes[position]);
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

    /**
     * How many documents the judgments grade from 0 up to below the relevance level, retrieved or not: the judged
     * non-relevant documents, bpref's pool of non-relevant ones.
     */
    public int judgedNonRelevantCount() {
        return judgedNonRelevantCount;
    }

    /** The highest grade the judgments give, retrieved or not; 0 when they give none of 0 or more. */
    public int highestGrade() {
        return highestGrade;
    }

    /**
     * The gain at a 0-based position of the ideal ranking (the positive grades of all judged documents, highest
     * first) for nDCG; read one by one, since nDCG asks it for every list and every cutoff, and a copy of the array
     * per call was most of a run file's judgment ranges' garbage.
     */
    public int idealGain(int index) {
        return idealGains[index];
    }

    /** How many judged documents have a positive grade: the length of the ideal ranking. */
    public int idealLength() {
        return idealGains.length;
    }
}
