package io.github.rageval.engine.retriever.dense;

import java.util.Locale;
import java.util.Optional;

/**
 * How a text's token vectors become one vector, as sentence-transformers' {@code Pooling} module does it.
 */
enum Pooling {
    /** The mean of the token vectors the attention mask keeps ({@code pooling_mode_mean_tokens}). */
    MEAN,
    /** The first token's vector, [CLS] ({@code pooling_mode_cls_token}). */
    CLS;

    String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Optional<Pooling> byKey(String key) {
        for (Pooling pooling : values()) {
            if (pooling.key().equals(key.trim().toLowerCase(Locale.ROOT))) {
                return Optional.of(pooling);
            }
        }
        return Optional.empty();
    }

    /**
     * Pools one text's token vectors.
     *
     * @param hidden the model's last hidden state for a batch, row-major [batch][tokens][dimensions]
     * @param row the text's row in the batch
     * @param tokens the batch's padded length
     * @param dimensions the vector size
     * @param length how many tokens of this text are real (the rest is padding, masked out)
     */
    float[] pool(float[] hidden, int row, int tokens, int dimensions, int length) {
        float[] pooled = new float[dimensions];
        int start = row * tokens * dimensions;
        if (this == CLS) {
            System.arraycopy(hidden, start, pooled, 0, dimensions);
            return pooled;
        }
        double[] sum = new double[dimensions];
        for (int t = 0; t < length; t++) {
            int offset = start + t * dimensions;
            for (int d = 0; d < dimensions; d++) {
                sum[d] += hidden[offset + d];
            }
        }
        double count = Math.max(length, 1e-9);
        for (int d = 0; d < dimensions; d++) {
            pooled[d] = (float) (sum[d] / count);
        }
        return pooled;
    }
}
