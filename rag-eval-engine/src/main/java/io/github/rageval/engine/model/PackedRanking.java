package io.github.rageval.engine.model;

import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * A ranked list held as three arrays instead of one object per document: the ids' UTF-8 bytes end to end, where
 * each id starts, and the scores. A run file of millions of results fits in about the size of its ids and scores;
 * a {@link ScoredDocument} is made only when an element is asked for (a report listing it). The ids are distinct,
 * as a run file's must be per query, and the list is immutable; a prefix ({@code subList(0, n)}) shares the arrays.
 * The arrays may be ranges of larger ones that many lists share (a run file's reader packs its queries into a few
 * large arrays: see {@code data.RankingSlabs}): {@code starts} and {@code scores} from a first position on, the
 * starts naming absolute positions in {@code ids}.
 */
public final class PackedRanking extends AbstractList<ScoredDocument> implements RandomAccess {
    private final byte[] ids;
    private final int[] starts;
    private final double[] scores;
    /** Where this list's starts and scores begin in their arrays. */
    private final int first;
    private final int size;

    /**
     * @param ids the ids' UTF-8 bytes, in list order
     * @param starts where each id starts in {@code ids}, and after the last one where it ends (at least size + 1)
     * @param scores each document's score, in list order
     * @param size how many documents the list holds (a prefix of the arrays)
     */
    public PackedRanking(byte[] ids, int[] starts, double[] scores, int size) {
        this(ids, starts, scores, 0, size);
    }

    /**
     * As {@link #PackedRanking(byte[], int[], double[], int)}, the list's starts and scores from position
     * {@code first} of their arrays on (shared arrays).
     */
    public PackedRanking(byte[] ids, int[] starts, double[] scores, int first, int size) {
        if (first < 0 || size < 0 || starts.length - first < size + 1 || scores.length - first < size) {
            throw new IllegalArgumentException("arrays shorter than the list: " + size + " from " + first);
        }
        this.ids = ids;
        this.starts = starts;
        this.scores = scores;
        this.first = first;
        this.size = size;
    }

    /**
     * An immutable list of these documents: a packed list as it is (immutable already; copying it would make one
     * object per result, millions for a run file), any other list copied.
     */
    public static List<ScoredDocument> immutable(List<ScoredDocument> ranking) {
        return ranking instanceof PackedRanking ? ranking : List.copyOf(ranking);
    }

    @Override
    public ScoredDocument get(int index) {
        return new ScoredDocument(docId(index), score(index));
    }

    @Override
    public int size() {
        return size;
    }

    /** The id at a 0-based position, decoded. */
    public String docId(int index) {
        checkIndex(index);
        int from = starts[first + index];
        return new String(ids, from, starts[first + index + 1] - from, StandardCharsets.UTF_8);
    }

    /**
     * Whether every id is ASCII, read from the bytes (UTF-8 encodes every other character with bytes from 0x80):
     * asking it of a list of a million ids decodes none of them.
     */
    public boolean idsAreAscii() {
        for (int i = starts[first]; i < starts[first + size]; i++) {
            if (ids[i] < 0) {
                return false;
            }
        }
        return true;
    }

    /** The score at a 0-based position. */
    public double score(int index) {
        checkIndex(index);
        return scores[first + index];
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of " + size);
        }
    }

    /** The first documents share these arrays; other ranges are plain views. */
    @Override
    public List<ScoredDocument> subList(int fromIndex, int toIndex) {
        if (fromIndex == 0 && toIndex >= 0 && toIndex <= size) {
            return new PackedRanking(ids, starts, scores, first, toIndex);
        }
        return super.subList(fromIndex, toIndex);
    }

    /**
     * The documents at the positions marked, in list order, packed anew (a list's condensed form, its unjudged
     * documents taken out).
     *
     * @param kept per position whether the document stays; as long as the list
     */
    public PackedRanking keep(boolean[] kept) {
        if (kept.length != size) {
            throw new IllegalArgumentException(kept.length + " marks for a list of " + size);
        }
        int count = 0;
        int bytes = 0;
        for (int i = 0; i < size; i++) {
            if (kept[i]) {
                count++;
                bytes += starts[first + i + 1] - starts[first + i];
            }
        }
        byte[] keptIds = new byte[bytes];
        int[] keptStarts = new int[count + 1];
        double[] keptScores = new double[count];
        int at = 0;
        for (int i = 0, j = 0; i < size; i++) {
            if (kept[i]) {
                int from = starts[first + i];
                int length = starts[first + i + 1] - from;
                System.arraycopy(ids, from, keptIds, at, length);
                keptStarts[j] = at;
                keptScores[j++] = scores[first + i];
                at += length;
            }
        }
        keptStarts[count] = at;
        return new PackedRanking(keptIds, keptStarts, keptScores, count);
    }

    /**
     * Each position's grade under these judgments, {@code notJudged} where the judgments do not name the document:
     * one pass over the list with the judged ids hashed, so a list of 1,000 against one judged document costs 1,000
     * hashes, not 1,000 strings.
     */
    public int[] grades(Map<String, Integer> judgments, int notJudged) {
        int[] grades = new int[size];
        Arrays.fill(grades, notJudged);
        if (judgments.isEmpty() || size == 0) {
            return grades;
        }
        Utf8IdTable judged = new Utf8IdTable(judgments.size());
        judgments.forEach(judged::put);
        for (int i = 0; i < size; i++) {
            grades[i] = judged.get(ids, starts[first + i], starts[first + i + 1], notJudged);
        }
        return grades;
    }

    /**
     * The 0-based position of the first document whose id is one of these (distinct) ids, -1 when none is: the ids
     * compared as bytes, none decoded, so a list of 1,000 without any of them makes no string.
     */
    public int indexOfFirst(Collection<String> wanted) {
        if (wanted.isEmpty() || size == 0) {
            return -1;
        }
        Utf8IdTable table = new Utf8IdTable(wanted.size());
        wanted.forEach(id -> table.put(id, 1));
        for (int i = 0; i < size; i++) {
            if (table.get(ids, starts[first + i], starts[first + i + 1], 0) == 1) {
                return i;
            }
        }
        return -1;
    }

    /** A hash of the bytes {@code from..to}, spread so that ids differing in their last digit fall apart. */
    public static int hash(byte[] bytes, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + bytes[i];
        }
        return h ^ (h >>> 16) ^ (h >>> 7);
    }
}
