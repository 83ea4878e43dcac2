package io.github.rageval.engine.input;

import io.github.rageval.engine.model.PackedRanking;

/**
 * Large arrays that a run file's packed rankings share, handed out a range at a time: the ids' bytes, their starts
 * and the scores of every query, end to end, in a few arrays of megabytes rather than three small arrays per query.
 *
 * <p>Why: everything a run file's reader packs lives until the evaluation ends. Packed into small arrays, it was
 * allocated in the young generation and copied by each young collection to the survivor spaces and then to the old
 * generation; on a run of millions of lines those copies made the collections long, and the JVM's collector, to
 * keep its share of the time, grew the heap far past what is live (a Maven build with the default heap reached
 * 1.5 GB for about 165 MB live). G1 allocates an array of half a region or more straight in the old generation
 * ("humongous"), where it is never copied; its default regions are 1 to 8 MB for heaps up to 16 GB (the default
 * heap of a machine with up to 64 GB), so these arrays of 4 and 8 MB qualify. Each is a whole number of such
 * regions less the array's header, so no region is taken for a few bytes. A query larger than a slab gets arrays of
 * its own. The first arrays are small and each next one twice as large, up to those sizes, so a run of a few
 * queries takes kilobytes, not megabytes.
 */
final class RankingSlabs {
    /** The bytes an array's header takes on a 64-bit JVM with compressed class pointers. */
    private static final int HEADER = 16;
    /** The largest array of ids: eight megabytes less an array header. */
    static final int ID_BYTES = (8 << 20) - HEADER;
    /**
     * The largest arrays of starts and scores, in entries: 4 bytes each, 4 MB less a header; 8 bytes each, just
     * under 8 MB.
     */
    static final int ENTRIES = ((4 << 20) - HEADER) / Integer.BYTES;
    /** The first arrays are 2 to this power times smaller than the largest. */
    private static final int FIRST_SHIFT = 7;
    /** Shares nothing: every list gets arrays of its own (a single query packed alone). */
    static final RankingSlabs NONE = new RankingSlabs(0, 0);
    private final int idBytes;
    private final int entries;
    /** How many more times the next arrays will double before they reach the largest size. */
    private int idShift = FIRST_SHIFT;
    private int entryShift = FIRST_SHIFT;
    private byte[] ids;
    private int idsUsed;
    /** The starts and the scores of a list begin at the same position, so they advance together. */
    private int[] starts;
    private double[] scores;
    private int entriesUsed;

    RankingSlabs() {
        this(ID_BYTES, ENTRIES);
    }

    /**
     * @param idBytes the size of each array of ids' bytes
     * @param entries the length of each array of starts and of scores (tests make both small)
     */
    RankingSlabs(int idBytes, int entries) {
        this.idBytes = idBytes;
        this.entries = entries;
    }

    /**
     * A packed list of {@code count} results copied from a builder's arrays in the order given.
     *
     * @param order the results' positions in the builder, in list order
     * @param ids the results' ids end to end; result {@code p}'s from {@code from[p]} to {@code from[p + 1]}
     * @param bytes the length of the ids together
     */
    PackedRanking pack(int[] order, byte[] ids, int[] from, double[] scores, int count, int bytes) {
        byte[] idArray = bytes > idBytes || idBytes == 0 ? new byte[bytes] : idSpace(bytes);
        int at = idArray == this.ids ? idsUsed : 0;
        boolean shared = count + 1 <= entries;
        if (shared && (starts == null || starts.length - entriesUsed < count + 1)) {
            int length = Math.max(count + 1, sized(entries, Integer.BYTES, entryShift));
            entryShift = Math.max(0, entryShift - 1);
            starts = new int[length];
            this.scores = new double[length];
            entriesUsed = 0;
        }
        int[] startArray = shared ? starts : new int[count + 1];
        double[] scoreArray = shared ? this.scores : new double[count];
        int first = shared ? entriesUsed : 0;
        for (int i = 0; i < count; i++) {
            int p = order[i];
            int length = from[p + 1] - from[p];
            System.arraycopy(ids, from[p], idArray, at, length);
            startArray[first + i] = at;
            scoreArray[first + i] = scores[p];
            at += length;
        }
        startArray[first + count] = at;
        if (idArray == this.ids) {
            idsUsed = at;
        }
        if (shared) {
            entriesUsed += count + 1;
        }
        return new PackedRanking(idArray, startArray, scoreArray, first, count);
    }

    private byte[] idSpace(int bytes) {
        if (ids == null || ids.length - idsUsed < bytes) {
            ids = new byte[Math.max(bytes, sized(idBytes, 1, idShift))];
            idShift = Math.max(0, idShift - 1);
            idsUsed = 0;
        }
        return ids;
    }

    /**
     * The largest length halved {@code shift} times, counted with the array's header so that each size is, header
     * included, a power of two when the largest is.
     */
    private static int sized(int largest, int width, int shift) {
        long total = (long) largest * width + HEADER;
        return (int) Math.max(1, ((total >> shift) - HEADER) / width);
    }
}
