package io.github.rageval.engine.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one-line form of variants, as -Drageval.variants gives it, and how it applies over the POM's. */
class VariantDefinitionTest {

    @Test
    void readsNamesRetrieversOptionsAndChunking() throws Exception {
        List<VariantDefinition> variants = VariantDefinition.parse("bm25:bm25 | words4:tfidf:tokenPattern="
                + "(?u)\\b\\w{4\\,}\\b|both:hybrid:fuse=bm25+words4;rrfK=10|chunked:bm25:k1=1.2,chunking.size=200,"
                + "chunking.overlap=40|alt:com.acme.Search:route=a\\|b");

        assertThat(variants).extracting(VariantDefinition::name)
                .containsExactly("bm25", "words4", "both", "chunked", "alt");
        assertThat(variants).extracting(VariantDefinition::retriever)
                .containsExactly("bm25", "tfidf", "hybrid", "bm25", "com.acme.Search");
        assertThat(variants.get(0).options()).isEmpty();
        assertThat(variants.get(1).options()).containsExactly(Map.entry("tokenPattern", "(?u)\\b\\w{4,}\\b"));
        assertThat(variants.get(2).options()).containsExactly(Map.entry("fuse", "bm25+words4"),
                Map.entry("rrfK", "10"));
        assertThat(variants.get(3).options()).containsExactly(Map.entry("k1", "1.2"));
        assertThat(variants.get(3).chunking()).containsExactly(Map.entry("size", "200"), Map.entry("overlap", "40"));
        assertThat(variants.get(4).options()).containsExactly(Map.entry("route", "a|b"));
        assertThat(VariantDefinition.parse("  ")).isEmpty();
    }

    @Test
    void aLineReplacesThePomsVariantOfTheSameNameInPlaceAndAddsNewOnes() throws Exception {
        List<VariantDefinition> pom = List.of(new VariantDefinition("a", "tfidf", null, null),
                new VariantDefinition("b", "bm25", null, null));
        List<VariantDefinition> merged = VariantDefinition.merge(pom, "c:dense|a:bm25:k1=2");

        assertThat(merged).extracting(VariantDefinition::name).containsExactly("a", "b", "c");
        assertThat(merged.get(0).retriever()).isEqualTo("bm25");
        assertThat(merged.get(0).options()).containsEntry("k1", "2");
        assertThat(VariantDefinition.merge(pom, null)).isEqualTo(pom);
    }

    @Test
    void malformedEntriesAreClearErrors() {
        assertThatThrownBy(() -> VariantDefinition.parse("bm25")).isInstanceOf(ConfigurationException.class)
                .hasMessage("variants entry 'bm25' in 'bm25' is not of the form name:retriever[:options]. Write e.g."
                        + " bm25:bm25|dense:dense|both:hybrid:fuse=bm25+dense.");
        assertThatThrownBy(() -> VariantDefinition.parse("a: |b:bm25")).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("variants entry 'a:' in 'a: |b:bm25' names no retriever");
        assertThatThrownBy(() -> VariantDefinition.parse("a:bm25|a:tfidf")).isInstanceOf(
                ConfigurationException.class).hasMessage("variants names 'a' twice in 'a:bm25|a:tfidf'. Give each"
                + " variant once.");
        assertThatThrownBy(() -> VariantDefinition.parse("h:hybrid:fuse")).isInstanceOf(
                ConfigurationException.class).hasMessageContaining("variants options entry 'fuse'");
    }

    @Test
    void anErrorQuotesTheLineWithSecretsMasked() {
        assertThatThrownBy(() -> VariantDefinition.parse("a:com.acme.Search:apiKey=sk-live-123456|a:bm25"))
                .hasMessage("variants names 'a' twice in 'a:com.acme.Search:apiKey=***|a:bm25'. Give each variant"
                        + " once.");
        // A | in the key without its backslash: the entry after it is most likely the key's rest.
        assertThatThrownBy(() -> VariantDefinition.parse("a:com.acme.Search:apiKey=sk-live|123456|b:bm25"))
                .hasMessage("variants entry '***' in 'a:com.acme.Search:apiKey=***|***|b:bm25' is not of the form"
                        + " name:retriever[:options]. Write e.g. bm25:bm25|dense:dense|both:hybrid:fuse=bm25+dense.");
        assertThatThrownBy(() -> VariantDefinition.parse("a:com.acme.Search:token=sk-live,123456"))
                .hasMessageStartingWith("variants options entry '***' in 'token=***,***' is not of the form"
                        + " name=value.");
    }
}
