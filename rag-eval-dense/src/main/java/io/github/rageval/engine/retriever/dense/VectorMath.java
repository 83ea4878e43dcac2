package io.github.rageval.engine.retriever.dense;

/** The arithmetic of vectors, in double precision over float components. */
final class VectorMath {
    private VectorMath() {
    }

    /**
     * The dot product, summed in double precision (a float sum would drift in the 7th digit over 384 terms), in four
     * independent sums so that the processor overlaps the additions (a single running sum waits on each one): the
     * exact search spends nearly all its time here. The order of additions is fixed, so results are reproducible.
     */
    static double dot(float[] a, float[] b) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        int i = 0;
        for (int end = a.length - 3; i < end; i += 4) {
            s0 += (double) a[i] * b[i];
            s1 += (double) a[i + 1] * b[i + 1];
            s2 += (double) a[i + 2] * b[i + 2];
            s3 += (double) a[i + 3] * b[i + 3];
        }
        for (; i < a.length; i++) {
            s0 += (double) a[i] * b[i];
        }
        return (s0 + s1) + (s2 + s3);
    }

    /** The vector scaled to length 1 (as torch's normalize: divided by max(norm, 1e-12)). */
    static float[] normalized(float[] vector) {
        double norm = Math.sqrt(dot(vector, vector));
        double scale = 1 / Math.max(norm, 1e-12);
        float[] unit = new float[vector.length];
        for (int i = 0; i < vector.length; i++) {
            unit[i] = (float) (vector[i] * scale);
        }
        return unit;
    }
}
