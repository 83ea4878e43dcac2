package io.github.rageval.engine.settings;

import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.fusion.HybridSettings;
import java.util.Objects;

/**
 * One retriever a build compares with others on the same golden set: a name for the reports, and the retriever with
 * its options and chunking ({@code hybrid} for a fusion of other variants).
 *
 * @param name how reports and {@code gateVariant} name it
 * @param retriever the retriever, as a build's own {@code retriever} would be configured
 */
public record Variant(String name, RetrieverSpec retriever) {
    public Variant {
        name = name == null ? "" : name.trim();
        Objects.requireNonNull(retriever, "retriever");
    }

    /** Whether it fuses other variants rather than retrieving itself. */
    public boolean isHybrid() {
        return HybridSettings.NAME.equals(retriever.name());
    }
}
