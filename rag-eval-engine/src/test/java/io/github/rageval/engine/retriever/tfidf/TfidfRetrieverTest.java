package io.github.rageval.engine.retriever.tfidf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.api.Document;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.index.IndexStats;
import java.util.ArrayList;
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

    @Test
    void reportsTheIndexSizeFromArrayLengths() {
        IndexStats stats = TfidfRetriever.fit(DOCS, TfidfOptions.defaults()).stats();

        // a, b and d hold two terms each, c one: 7 postings of 12 bytes (an int and a double).
        assertThat(stats).isEqualTo(new IndexStats(4, 4, 7, 12,
                // postings: offsets int[5] 40, docs int[7] 48, weights double[7] 72;
                // vocabulary: 2 hash arrays int[16] 160, terms String[8] 48, 4 six-letter-or-less terms 192,
                // idf double[4] 48; document ids: String[4] 32 and four one-letter ids 192
                40 + 48 + 72 + 160 + 48 + 192 + 48 + 32 + 192));
    }

    @Test
    void aQueryTouchingThousandsOfDocumentsRanksThemAllAsTheReferenceDoes() {
        List<Document> many = new ArrayList<>();
        for (int d = 0; d < 3000; d++) {
            many.add(new Document("doc" + d, "common word" + (d % 7) + " common"));
        }
        TfidfRetriever retriever = TfidfRetriever.fit(many, TfidfOptions.defaults());
        ReferenceTfidfRetriever reference = new ReferenceTfidfRetriever(many, TfidfOptions.defaults());

        assertThat(retriever.retrieve("common", 3000)).isEqualTo(reference.retrieve("common", 3000));
        assertThat(retriever.retrieve("common word3", 10)).isEqualTo(reference.retrieve("common word3", 10));
        // The accumulator is reused: a later query starts from zero.
        assertThat(retriever.retrieve("word5", 3)).isEqualTo(reference.retrieve("word5", 3));
    }
}
