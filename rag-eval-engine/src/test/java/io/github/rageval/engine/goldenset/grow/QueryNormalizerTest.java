package io.github.rageval.engine.goldenset.grow;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** When two logged queries are one question. */
class QueryNormalizerTest {
    @Test
    void caseWhitespaceUnicodeFormAndTrailingPunctuationDoNotMakeAnotherQuestion() {
        String key = QueryNormalizer.key("How do I reset my password?");
        assertThat(QueryNormalizer.key("  how do i\u00A0 reset\tmy PASSWORD ?!")).isEqualTo(key);
        assertThat(QueryNormalizer.key("how do i reset my password...")).isEqualTo(key);
        assertThat(QueryNormalizer.key("how do i reset my password\uFF1F")).isEqualTo(key);
        assertThat(key).isEqualTo("how do i reset my password");
        // NFD "café" (e and a combining accent) is NFC "café".
        assertThat(QueryNormalizer.key("cafe\u0301 menu")).isEqualTo(QueryNormalizer.key("caf\u00E9 menu"));
    }

    @Test
    void punctuationInsideTheQuestionAndItsSurfaceFormAreKept() {
        assertThat(QueryNormalizer.key("c++ vs. c#")).isEqualTo("c++ vs. c#");
        assertThat(QueryNormalizer.key("what is 3.5?")).isEqualTo("what is 3.5");
        assertThat(QueryNormalizer.surface("  How do I\n reset it? ")).isEqualTo("How do I reset it?");
        assertThat(QueryNormalizer.key(" ?! ")).isEmpty();
    }
}
