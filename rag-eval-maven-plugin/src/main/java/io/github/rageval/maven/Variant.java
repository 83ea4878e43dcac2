package io.github.rageval.maven;

import io.github.rageval.engine.settings.VariantElement;

/**
 * One {@code <variant>} of {@code <variants>}: a retriever the build compares with the others on the same golden set,
 * with a {@code name}, a {@code retriever}, its {@code options} and {@code chunking}. Maven looks the element's type up
 * beside the goals by the element's name; its fields are the engine's {@link VariantElement}'s.
 */
public class Variant extends VariantElement {
}
