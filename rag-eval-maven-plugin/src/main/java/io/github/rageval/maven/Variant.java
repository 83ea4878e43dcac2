package io.github.rageval.maven;

import io.github.rageval.engine.config.VariantDefinition;
import java.util.Map;

/**
 * One {@code <variant>} of {@code <variants>}: a retriever the build compares with the others on the same golden set.
 * Maven fills the fields from the POM by their names.
 */
public class Variant {
    /** How reports and {@code gateVariant} name it: letters, digits, {@code _ . -}. */
    private String name;

    /** A built-in retriever ({@code tfidf}, {@code bm25}, {@code dense}), {@code hybrid}, or a class name. */
    private String retriever;

    /** The retriever's options, as {@code retrieverOptions}; for {@code hybrid}: fuse, method, rrfK, weights, depth. */
    private Map<String, String> options;

    /** Chunks instead of whole documents, as {@code chunking}: size, overlap, unit. */
    private Map<String, String> chunking;

    /** The variant as the engine reads it. */
    VariantDefinition definition() {
        return new VariantDefinition(name, retriever, options, chunking);
    }
}
