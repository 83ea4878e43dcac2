package io.github.rageval.engine.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** A judged document is read once while the budget holds it, and again only once it was let go. */
class DocumentWordsTest {
    private static final Map<String, String> TEXTS = Map.of("a", "one two three", "b", "four five six");

    private static Set<String> split(String text) {
        return Set.of(text.split(" "));
    }

    @Test
    void eachDocumentIsReadOnceWhateverTheQuestionsAsked() {
        DocumentWords words = new DocumentWords(TEXTS, DocumentWordsTest::split);

        assertThat(words.holding("two", List.of("a", "b", "unknown"))).containsExactly("a");
        assertThat(words.holding("five", List.of("a", "b"))).containsExactly("b");
        assertThat(words.holding("seven", List.of("a", "b"))).isEmpty();

        assertThat(words.analyses()).isEqualTo(2);
    }

    @Test
    void theLeastRecentlyUsedDocumentIsLetGoBeyondTheBudgetAndReadAgainWhenAskedFor() {
        // Room for one document's three words, not two documents'.
        DocumentWords words = new DocumentWords(TEXTS, DocumentWordsTest::split, 3 * 90);

        words.words("a");
        words.words("b");
        words.words("b");
        words.words("a");

        assertThat(words.analyses()).isEqualTo(3);
    }
}
