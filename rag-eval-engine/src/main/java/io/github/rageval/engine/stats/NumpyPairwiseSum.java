package io.github.rageval.engine.stats;

/**
 * A sum of doubles added in the order {@code numpy.sum} adds a contiguous array, so that a result computed with
 * numpy is reproduced to the last bit, not merely to rounding. numpy's {@code pairwise_sum} (numpy/numpy,
 * numpy/_core/src/umath/loops_utils.h.src, commit 15da1c7b56934e4f95d6aa83a860852056d2756a): fewer than 8 values
 * one after another; up to 128 in eight interleaved partial sums combined as
 * {@code ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))}, then the remainder one after another; more split in two
 * halves (the first a multiple of 8) summed so recursively. (numpy starts the short loop at -0.0 to keep a sum of
 * negative zeros negative; the sums here are of non-negative values, where that makes no difference.)
 */
final class NumpyPairwiseSum {
    private static final int UNROLL = 8;
    private static final int BLOCK = 128;

    private NumpyPairwiseSum() {
    }

    static double of(double[] values) {
        return of(values, 0, values.length);
    }

    private static double of(double[] values, int from, int count) {
        if (count < UNROLL) {
            double sum = 0;
            for (int i = from; i < from + count; i++) {
                sum += values[i];
            }
            return sum;
        }
        if (count <= BLOCK) {
            double[] partial = new double[UNROLL];
            System.arraycopy(values, from, partial, 0, UNROLL);
            int i = UNROLL;
            for (; i < count - count % UNROLL; i += UNROLL) {
                for (int j = 0; j < UNROLL; j++) {
                    partial[j] += values[from + i + j];
                }
            }
            double sum = ((partial[0] + partial[1]) + (partial[2] + partial[3]))
                    + ((partial[4] + partial[5]) + (partial[6] + partial[7]));
            for (; i < count; i++) {
                sum += values[from + i];
            }
            return sum;
        }
        int half = count / 2;
        half -= half % UNROLL;
        return of(values, from, half) + of(values, from + half, count - half);
    }
}
