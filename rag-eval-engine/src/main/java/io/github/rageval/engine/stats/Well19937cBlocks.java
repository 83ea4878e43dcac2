package io.github.rageval.engine.stats;

import org.apache.commons.math3.random.Well19937c;

/**
 * Commons Math's {@link Well19937c} that also draws a whole block of {@link #nextInt(int) nextInt(n)} at once, the
 * very same numbers in the very same order: the bootstrap's intervals are fixed by this sequence, and a run of
 * thousands of queries draws tens of millions of indexes, which one call of {@code nextInt} per draw made the larger
 * part of the bootstrap's cost.
 *
 * <p>Why it is laid out so: {@link #nextInts} runs {@code Well19937c.next(31)}'s recurrence (Commons Math 3.6.1) in
 * one loop with the state's position and the recurrence's five other positions in local variables, each stepped
 * down by one per draw as the library's index tables step them (in runs between wraps, as offsets from the run's
 * start), and with the two values one draw hands the next in registers, instead of a virtual call, six table
 * lookups and six state reads per draw (the generator alone: 0.6 s to 0.3 s for 70 million draws); and it divides
 * by n with a multiplication by a precomputed reciprocal (Granlund and Montgomery, exact for every 31-bit
 * numerator) instead of {@code %}. {@code nextInt}'s power-of-two branch and its rejection rule are kept as they
 * are, so each block continues the generator exactly where {@code nextInt} would, and calls of the two may be mixed.
 * The state is left as {@code next} leaves it, so the library's own methods go on from there.
 */
final class Well19937cBlocks extends Well19937c {
    private static final long serialVersionUID = 1L;
    /** The state's length in ints: ceil(19937 / 32). */
    private static final int R = 624;
    /** Well19937c's offsets M1, M2, M3 into the state. */
    private static final int M1 = 70;
    private static final int M2 = 179;
    private static final int M3 = 449;

    Well19937cBlocks(long seed) {
        super(seed);
    }

    /**
     * Writes {@code count} draws of {@link #nextInt(int) nextInt(n)} into {@code into} from {@code from} on, and leaves
     * the generator where {@code count} calls of {@code nextInt(n)} would.
     *
     * @param n the bound, at least 1
     */
    void nextInts(int n, int[] into, int from, int count) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be at least 1, was " + n);
        }
        boolean powerOfTwo = (n & -n) == n;
        int shift = shift(n);
        long reciprocal = reciprocal(n);
        int[] state = v;
        int at = index;
        int m1 = (at + M1) % R;
        int m2 = (at + M2) % R;
        int m3 = (at + M3) % R;
        int rm1 = stepDown(at, 1);
        int rm2 = stepDown(at, 2);
        // Carried in registers from one draw to the next: next(31) writes z4 at iRm1[index], which becomes the next
        // draw's index, and the top bit of v[iRm2[index]] at the next draw's iRm1. Those two writes are overwritten
        // by the next draw (with its z3 and its z4), so they are made once, after the last draw.
        int v0 = state[at];
        int topBit = 0x80000000 & state[rm1];
        int z4 = 0;
        int written = from;
        int end = from + count;
        while (written < end) {
            // Every position steps down by one per draw: for this many draws none of them wraps from 0 to the end,
            // so they are this run's start minus the step (and the bounds checks can be hoisted). A draw writes at
            // most one index, so the run stops at the indexes still to write.
            int run = Math.min(Math.min(Math.min(at, rm1), Math.min(rm2, m1)), Math.min(m2, m3)) + 1;
            run = Math.min(run, end - written);
            for (int step = 0; step < run; step++) {
                // Well19937c.next(31).
                int vRm2 = state[rm2 - step];
                int vM1 = state[m1 - step];
                int vM2 = state[m2 - step];
                int vM3 = state[m3 - step];
                int z0 = topBit ^ (0x7FFFFFFF & vRm2);
                int z1 = (v0 ^ (v0 << 25)) ^ (vM1 ^ (vM1 >>> 27));
                int z2 = (vM2 >>> 9) ^ (vM3 ^ (vM3 >>> 1));
                int z3 = z1 ^ z2;
                z4 = z0 ^ (z1 ^ (z1 << 9)) ^ (z2 ^ (z2 << 21)) ^ (z3 ^ (z3 >>> 21));
                state[at - step] = z3;
                v0 = z4;
                topBit = 0x80000000 & vRm2;
                int tempered = z4 ^ ((z4 << 7) & 0xe46e1700);
                tempered ^= (tempered << 15) & 0x9b868000;
                int bits = tempered >>> 1;
                // BitsStreamGenerator.nextInt(n) on those bits.
                if (powerOfTwo) {
                    into[written++] = (int) ((n * (long) bits) >> 31);
                } else {
                    int val = bits - n * quotient(bits, reciprocal, shift);
                    if (bits - val + (n - 1) >= 0) {
                        into[written++] = val;
                    }
                }
            }
            at = stepDown(at, run);
            rm1 = stepDown(rm1, run);
            rm2 = stepDown(rm2, run);
            m1 = stepDown(m1, run);
            m2 = stepDown(m2, run);
            m3 = stepDown(m3, run);
        }
        if (count > 0) {
            // The last draw's writes at its iRm1 (now the index) and iRm2 (now the index's iRm1).
            state[at] = z4;
            state[rm1] = topBit;
        }
        index = at;
    }

    /** The position {@code steps} (at most 624) before {@code position}, wrapping from 0 to the state's end. */
    private static int stepDown(int position, int steps) {
        int down = position - steps;
        return down < 0 ? down + R : down;
    }

    /**
     * {@code bits / n} for 0 <= bits < 2^31, with {@code reciprocal} and {@code shift} those of n: exact because
     * reciprocal * n - 2^shift lies in (0, n], at most 2^ceil(log2 n) (Granlund and Montgomery); the product stays
     * below 2^63 since reciprocal <= 2^32.
     */
    static int quotient(int bits, long reciprocal, int shift) {
        return (int) ((bits * reciprocal) >>> shift);
    }

    /** floor(2^shift / n) + 1. */
    static long reciprocal(int n) {
        return (1L << shift(n)) / n + 1;
    }

    /** 31 + ceil(log2 n), for n >= 1. */
    static int shift(int n) {
        return 31 + 32 - Integer.numberOfLeadingZeros(n - 1);
    }
}
