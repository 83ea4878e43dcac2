/**
 * Secrets kept out of every output: which option names hold one and how such a value is recorded instead (a short
 * SHA-256, {@link io.github.rageval.engine.secret.SecretNames}), and known secret values masked in a text in each
 * encoding they may come back in ({@link io.github.rageval.engine.secret.SecretText}).
 */
package io.github.rageval.engine.secret;
