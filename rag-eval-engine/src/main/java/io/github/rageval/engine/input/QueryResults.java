package io.github.rageval.engine.input;

import io.github.rageval.engine.model.PackedRanking;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One query's results while a TREC run is read: the ids' bytes end to end, their scores, and a hash table over the
 * ids for the duplicate check, which so costs one probe per line instead of a string per line. {@link #pack()}
 * sorts them into trec_eval's order and keeps only what the evaluation reads; the builder can then take the next
 * query, reusing its arrays.
 */
final class QueryResults {
    private String queryId;
    private byte[] queryIdBytes;
    // Small at first: a run whose queries are not grouped holds a builder per query until its end.
    private byte[] ids = new byte[256];
    private int idsLength;
    private int[] starts = new int[32];
    private double[] scores = new double[32];
    private int count;
    /** Open addressing: position + 1 of each id, 0 for a free slot. */
    private int[] table = new int[64];

    QueryResults(String queryId) {
        start(queryId);
    }

    /** Empties the builder for another query. */
    void start(String queryId) {
        this.queryId = queryId;
        this.queryIdBytes = queryId.getBytes(StandardCharsets.UTF_8);
        idsLength = 0;
        count = 0;
        Arrays.fill(table, 0);
    }

    /** A builder holding an earlier part of a query's results again (a run whose query comes back later). */
    static QueryResults reopen(String queryId, PackedRanking earlier) {
        QueryResults results = new QueryResults(queryId);
        for (int i = 0; i < earlier.size(); i++) {
            byte[] id = earlier.docId(i).getBytes(StandardCharsets.UTF_8);
            results.add(id, 0, id.length, earlier.score(i));
        }
        return results;
    }

    String queryId() {
        return queryId;
    }

    /** Whether bytes {@code from..to} are this query's id. */
    boolean isQuery(byte[] bytes, int from, int to) {
        return Arrays.equals(queryIdBytes, 0, queryIdBytes.length, bytes, from, to);
    }

    /**
     * Adds a result unless its id is already there.
     *
     * @return false when the id is a duplicate (nothing added)
     */
    boolean add(byte[] bytes, int from, int to, double score) {
        int mask = table.length - 1;
        int slot = PackedRanking.hash(bytes, from, to) & mask;
        for (int held = table[slot]; held != 0; held = table[slot]) {
            if (Arrays.equals(ids, starts[held - 1], starts[held], bytes, from, to)) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
        int length = to - from;
        if (idsLength + length > ids.length) {
            ids = Arrays.copyOf(ids, Math.max(ids.length * 2, idsLength + length));
        }
        if (count + 2 > starts.length) {
            starts = Arrays.copyOf(starts, starts.length * 2);
            scores = Arrays.copyOf(scores, scores.length * 2);
        }
        System.arraycopy(bytes, from, ids, idsLength, length);
        starts[count] = idsLength;
        idsLength += length;
        starts[count + 1] = idsLength;
        scores[count] = score;
        count++;
        table[slot] = count;
        if (count * 2 > table.length) {
            rehash(table.length * 2);
        }
        return true;
    }

    private void rehash(int size) {
        table = new int[size];
        int mask = size - 1;
        for (int i = 0; i < count; i++) {
            int slot = PackedRanking.hash(ids, starts[i], starts[i + 1]) & mask;
            while (table[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            table[slot] = i + 1;
        }
    }

    /** The results in trec_eval's order (score descending, then id descending), in arrays of their own. */
    PackedRanking pack() {
        return pack(RankingSlabs.NONE);
    }

    /** As {@link #pack()}, in ranges of the slabs' shared arrays. */
    PackedRanking pack(RankingSlabs slabs) {
        int[] order = new int[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        if (!inOrder(order)) {
            sort(order, new int[count], 0, count);
        }
        return slabs.pack(order, ids, starts, scores, count, idsLength);
    }

    private boolean inOrder(int[] order) {
        for (int i = 1; i < order.length; i++) {
            if (compare(order[i - 1], order[i]) > 0) {
                return false;
            }
        }
        return true;
    }

    /** Merge sort of positions; ids are distinct, so no two compare equal and stability does not matter. */
    private void sort(int[] order, int[] scratch, int from, int to) {
        if (to - from < 2) {
            return;
        }
        int middle = (from + to) >>> 1;
        sort(order, scratch, from, middle);
        sort(order, scratch, middle, to);
        if (compare(order[middle - 1], order[middle]) <= 0) {
            return;
        }
        System.arraycopy(order, from, scratch, from, to - from);
        int left = from;
        int right = middle;
        for (int i = from; i < to; i++) {
            if (right >= to || (left < middle && compare(scratch[left], scratch[right]) <= 0)) {
                order[i] = scratch[left++];
            } else {
                order[i] = scratch[right++];
            }
        }
    }

    /**
     * Negative when result a ranks first: the higher score, and among equal scores the greater id in byte order,
     * which for UTF-8 is code point order ({@link io.github.rageval.engine.model.RankingOrder}).
     */
    private int compare(int a, int b) {
        int byScore = Double.compare(scores[b], scores[a]);
        return byScore != 0 ? byScore
                : Arrays.compareUnsigned(ids, starts[b], starts[b + 1], ids, starts[a], starts[a + 1]);
    }
}
