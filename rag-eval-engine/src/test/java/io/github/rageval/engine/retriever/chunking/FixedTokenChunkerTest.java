package io.github.rageval.engine.retriever.chunking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Windows of tokens as the reference's split_text_on_tokens cuts them, with one token per character. */
class FixedTokenChunkerTest {
    /** A token per code point, its id the code point. */
    static final TokenEncoding CHARACTERS = new TokenEncoding() {
        @Override
        public int[] encode(String text) {
            return text.codePoints().toArray();
        }

        @Override
        public String decode(int[] tokens) {
            return new String(tokens, 0, tokens.length);
        }
    };

    @Test
    void windowsMoveBySizeLessOverlapAndTheLastEndsAtTheText() {
        assertThat(new FixedTokenChunker(CHARACTERS, 4, 1).split("abcdefghij")).containsExactly("abcd", "defg", "ghij");
        assertThat(new FixedTokenChunker(CHARACTERS, 4, 1).split("abcdefgh")).containsExactly("abcd", "defg", "gh");
        assertThat(new FixedTokenChunker(CHARACTERS, 3, 0).split("abcdefg")).containsExactly("abc", "def", "g");
    }

    @Test
    void aShortTextIsOneChunkAndAnEmptyOneNone() {
        assertThat(new FixedTokenChunker(CHARACTERS, 10, 5).split("abc")).containsExactly("abc");
        assertThat(new FixedTokenChunker(CHARACTERS, 10, 5).split("")).isEmpty();
    }

    @Test
    void tokensAreTheEncodingsNotJavasChars() {
        // an emoji is two chars but one token of this encoding
        assertThat(new FixedTokenChunker(CHARACTERS, 2, 1).split("a\uD83D\uDE00b"))
                .containsExactly("a\uD83D\uDE00", "\uD83D\uDE00b");
    }

    @Test
    void sizesTheReferenceRejectsOrNeverFinishesWithAreRefused() {
        assertThatThrownBy(() -> new FixedTokenChunker(CHARACTERS, 4, 5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Got a larger chunk overlap (5) than chunk size (4), should be smaller.");
        assertThatThrownBy(() -> new FixedTokenChunker(CHARACTERS, 4, 4)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("as large as the chunk size (4)");
        assertThatThrownBy(() -> new FixedTokenChunker(CHARACTERS, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Got a chunk size of 0, should be at least 1.");
        assertThatThrownBy(() -> new FixedTokenChunker(CHARACTERS, 4, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("negative chunk overlap (-1)");
    }
}
