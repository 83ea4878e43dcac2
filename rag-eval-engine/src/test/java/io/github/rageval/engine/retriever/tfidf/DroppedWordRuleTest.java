package io.github.rageval.engine.retriever.tfidf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.github.rageval.api.Document;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.GoldenCase;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Why a query word never became a term is decided by the word's own place in the query, not by its letters inside
 * other tokens: "dropped by the token pattern" only when no token covers it, "no document contains it" only when
 * no document holds it as a token.
 */
class DroppedWordRuleTest {
    private static List<DroppedWord> dropped(List<Document> corpus, TfidfOptions options, String query) {
        TfidfRetriever retriever = TfidfRetriever.fit(corpus, options);
        Map<String, String> texts = Map.of(corpus.get(0).id(), corpus.get(0).text());
        TfidfExplainer explainer = new TfidfExplainer(retriever, TfidfExplainer.documentWords(retriever, texts), 3);
        CaseResult answered = new CaseResult(new GoldenCase(query, List.of(corpus.get(0).id())), 1,
                retriever.retrieve(query, 3), Map.of());
        return explainer.explain(0, answered).droppedWords();
    }

    @Test
    void oneLetterWordsAreDroppedByThePatternWhateverLongerTokensSpell() {
        List<Document> corpus = List.of(new Document("d1", "I ride a bicycle to work"),
                new Document("d2", "a car"));

        // "i" is spelt inside "ride" and "bicycle" (terms), "a" inside "zanzibar" (a token of no document): neither
        // is a token, both are dropped by the pattern, and d1 holds both as words.
        assertThat(dropped(corpus, TfidfOptions.defaults(), "i ride a bicycle to zanzibar"))
                .extracting(DroppedWord::word, DroppedWord::reason).containsExactly(
                        tuple("i", "not in vocabulary (token pattern drops 1-letter"
                                + " words)"),
                        tuple("a", "not in vocabulary (token pattern drops 1-letter"
                                + " words)"),
                        tuple("zanzibar", "not in vocabulary (no document contains"
                                + " it)"));
    }

    @Test
    void aWordThePatternKeepsInsideALongerTokenIsSaidSo() {
        List<Document> corpus = List.of(new Document("d1", "send mail now"));
        TfidfOptions hyphens = TfidfOptions.defaults().withTokenPattern("(?u)[\\w-]{2,}");

        // "mail" is a term of d1, but this query's token is "e-mail", which no document holds.
        assertThat(dropped(corpus, hyphens, "send e-mail")).extracting(DroppedWord::word, DroppedWord::reason)
                .containsExactly(tuple("mail", "not a term here (the token pattern keeps it inside a longer token,"
                                + " which no document contains)"),
                        tuple("e", "not in vocabulary (no document contains it)"));
    }
}
