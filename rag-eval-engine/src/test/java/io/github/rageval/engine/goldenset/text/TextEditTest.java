package io.github.rageval.engine.goldenset.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Edits of a text: made wherever they are listed, every other character kept, overlapping ones refused. */
class TextEditTest {
    @Test
    void editsInAnyOrderReplaceOnlyTheirCharacters() {
        String text = "{\"grade\": null, \"judged_by\": \"old\"}\r\n";
        List<TextEdit> edits = List.of(new TextEdit(29, 34, "\"new\""), new TextEdit(10, 14, "2"),
                new TextEdit(0, 0, ""));
        assertThat(TextEdit.apply(text, edits)).isEqualTo("{\"grade\": 2, \"judged_by\": \"new\"}\r\n");
        assertThat(TextEdit.apply(text, List.of())).isEqualTo(text);
    }

    @Test
    void editsThatOverlapAreRefused() {
        assertThatThrownBy(() -> TextEdit.apply("abcdef", List.of(new TextEdit(1, 4, "x"), new TextEdit(3, 5, "y"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("edits that overlap at 3");
        assertThatThrownBy(() -> new TextEdit(4, 2, "")).isInstanceOf(IllegalArgumentException.class);
    }
}
