package io.github.rageval.engine.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EscapeTest {

    @Test
    void htmlEscapesTheFiveMarkupCharacters() {
        assertThat(Escape.html("<script>alert('x') & \"y\"</script>"))
                .isEqualTo("&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;");
        assertThat(Escape.html("日本語 ✓")).isEqualTo("日本語 ✓");
    }

    @Test
    void xmlAlsoReplacesWhatXmlCannotHoldAndAttributesKeepTheirLineBreaks() {
        assertThat(Escape.xml("a<b & 'c'\u0001\u0007")).isEqualTo("a&lt;b &amp; &apos;c&apos;\\u0001\\u0007");
        assertThat(Escape.xml("line 1\nline 2\t.")).isEqualTo("line 1\nline 2\t.");
        assertThat(Escape.xmlAttribute("line 1\nline 2\t.")).isEqualTo("line 1&#10;line 2&#9;.");
        assertThat(Escape.xml("lone \uD800 surrogate, \uFFFE")).isEqualTo("lone \\ud800 surrogate, \\ufffe");
        assertThat(Escape.xml("astral 😀")).isEqualTo("astral 😀");
    }

    @Test
    void markdownEscapesWhatCanStartMarkupAndStaysReadable() {
        assertThat(Escape.markdown("How do I set up SSO for my company?")).isEqualTo("How do I set up SSO for my company?");
        assertThat(Escape.markdown("pw-reset")).isEqualTo("pw-reset");
        assertThat(Escape.markdown("a | b *c* _d_ `e` [f](g) <h> &amp; ~i~ !j #k $l$ \\m"))
                .isEqualTo("a \\| b \\*c\\* \\_d\\_ \\`e\\` \\[f\\](g) \\<h> \\&amp; \\~i\\~ \\!j \\#k \\$l\\$ \\\\m");
        assertThat(Escape.markdown("- item")).isEqualTo("\\- item");
        assertThat(Escape.markdown("> quote")).isEqualTo("\\> quote");
        assertThat(Escape.markdown("12. ordered")).isEqualTo("12\\. ordered");
        assertThat(Escape.markdown("3 items. Done")).isEqualTo("3 items. Done");
        assertThat(Escape.markdown("0.90")).isEqualTo("0.90");
        assertThat(Escape.markdown("7)")).isEqualTo("7\\)");
        assertThat(Escape.markdown("two\nlines\r\n")).isEqualTo("two lines  ");
    }

    @Test
    void htmlAndMarkdownShowControlCharactersInsteadOfPassingThemRaw() {
        assertThat(Escape.html("id\u0000x\u001b[31m\u007f\u0085")).isEqualTo("id\\u0000x\\u001b[31m\\u007f\\u0085");
        assertThat(Escape.markdown("id\u0000x\u001b")).isEqualTo("id\\u0000x\\u001b");
        assertThat(Escape.html("tab\tand\nline")).isEqualTo("tab\tand\nline");
        assertThat(Escape.markdown("tab\tand\nline")).isEqualTo("tab\tand line");
    }
}
