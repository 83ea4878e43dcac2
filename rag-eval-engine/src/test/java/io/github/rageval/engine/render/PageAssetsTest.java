package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * A resource missing beside {@link PageAssets} stops the check with its name; the present ones are pinned byte for
 * byte by the report snapshots ({@code ReportSnapshotTest}).
 */
class PageAssetsTest {
    @Test
    void aMissingResourceIsAnIllegalStateNamingIt() {
        assertThatThrownBy(() -> PageAssets.read("missing.css"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("missing.css");
    }
}
