package io.github.rageval.engine.retriever.dense;

/** The arithmetic of vectors, in double precision over float components. */
final class VectorMath {
    private VectorMath() {
    }

    /** The dot product, summed in double precision (a float sum would drift in the 7th digit over 384 terms). */
    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (double) a[i] * b[i];
        }
        return sum;
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
