package io.github.rageval.engine.retrieval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.data.Document;
import java.util.List;
import org.junit.jupiter.api.Test;

class TfidfRetrieverTest {
    private static final List<Document> DOCS = List.of(
            new Document("a", "apple banana"),
            new Document("b", "apple apple cherry"),
            new Document("c", "durian"),
            new Document("d", "apple banana"));

    @Test
    void idfIsSmoothedAsInScikitLearn() {
        TfidfRetriever retriever = TfidfRetriever.fit(DOCS, TfidfOptions.defaults());

        // n = 4; apple is in 3 documents: ln(5/4) + 1; durian in 1: ln(5/2) + 1
        assertThat(retriever.vocabulary().idf("apple")).isCloseTo(Math.log(5.0 / 4) + 1, within(1e-15));
        assertThat(retriever.vocabulary().idf("durian")).isCloseTo(Math.log(5.0 / 2) + 1, within(1e-15));
        assertThat(retriever.vocabulary().terms()).containsExactly("apple", "banana", "cherry", "durian");
        assertThat(retriever.vocabulary().idf("kiwi")).isNaN();
    }

    @Test
    void scoresAreCosinesOfL2NormalisedTfidfVectors() {
        TfidfRetriever retriever = TfidfRetriever.fit(DOCS, TfidfOptions.defaults());
        double apple = Math.log(5.0 / 4) + 1;
        double cherry = Math.log(5.0 / 2) + 1;
        // document b = (2 * apple, cherry) normalised; the query "apple" is the unit vector on apple
        double expected = 2 * apple / Math.sqrt(4 * apple * apple + cherry * cherry);

        assertThat(retriever.scores("apple")[1]).isCloseTo(expected, within(1e-15));
        assertThat(retriever.scores("durian")[0]).isEqualTo(0.0);
    }

    @Test
    void returnsOnlyPositiveScoresBestFirstWithTiesByIdDescending() {
        TfidfRetriever retriever = TfidfRetriever.fit(DOCS, TfidfOptions.defaults());

        List<ScoredDocument> top = retriever.retrieve("banana", 3);

        // a and d are the same text: an exact tie, broken by id descending
        assertThat(top).extracting(ScoredDocument::docId).containsExactly("d", "a");
        assertThat(retriever.retrieve("kiwi", 3)).isEmpty();
        assertThat(retriever.retrieve("apple", 1)).hasSize(1);
    }

    @Test
    void sublinearTfDampensRepeatedTerms() {
        TfidfRetriever raw = TfidfRetriever.fit(DOCS, TfidfOptions.defaults());
        TfidfRetriever sublinear = TfidfRetriever.fit(DOCS, new TfidfOptions(TfidfOptions.DEFAULT_TOKEN_PATTERN,
                true, true));

        assertThat(sublinear.scores("apple")[1]).isLessThan(raw.scores("apple")[1]);
    }

    @Test
    void kBelowOneIsRejected() {
        TfidfRetriever retriever = TfidfRetriever.fit(DOCS, TfidfOptions.defaults());

        assertThatThrownBy(() -> retriever.retrieve("apple", 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
