package io.github.rageval.engine.settings;

import java.util.Map;

/**
 * One {@code <variant>} of a POM's {@code <variants>}, as Maven fills it: a bean whose fields Maven sets by their names
 * (the plugin's own {@code Variant} type extends it, so that Maven finds it beside the goals). Nothing here is checked;
 * {@link VariantDefinition} is the variant as the engine reads it.
 */
public class VariantElement {
    /** How reports and {@code gateVariant} name it: letters, digits, {@code _ . -}. */
    private String name;

    /** A built-in retriever ({@code tfidf}, {@code bm25}, {@code dense}), {@code hybrid}, or a class name. */
    private String retriever;

    /** The retriever's options, as {@code retrieverOptions}; for {@code hybrid}: fuse, method, rrfK, weights, depth. */
    private Map<String, String> options;

    /** Chunks instead of whole documents, as {@code chunking}: size, overlap, unit. */
    private Map<String, String> chunking;

    /** The variant as the engine reads it. */
    public VariantDefinition definition() {
        return new VariantDefinition(name, retriever, options, chunking);
    }
}
