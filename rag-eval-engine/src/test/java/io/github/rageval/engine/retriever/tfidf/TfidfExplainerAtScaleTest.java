package io.github.rageval.engine.retriever.tfidf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.api.Document;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DocumentWords;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.ExplanationLimits;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.GoldenCase;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Explanations stay about as costly as the queries they explain: a long relevant document is read once for all the
 * queries that need it, a long query is analysed once and its words looked up in linear work, and what an
 * explanation lists is bounded, with what it leaves out counted. The work is counted through the explainer's
 * counters, not timed.
 */
class TfidfExplainerAtScaleTest {
    private static final int BIG_WORDS = 200_000;

    /** Twenty short documents of words "w0".."w99", and "big": long, with one-letter words the pattern drops. */
    private static List<Document> corpus() {
        Random random = new Random(7);
        List<Document> documents = new ArrayList<>();
        for (int d = 0; d < 20; d++) {
            documents.add(new Document("d" + d, IntStream.range(0, 30).mapToObj(i -> "w" + random.nextInt(100))
                    .collect(Collectors.joining(" "))));
        }
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < BIG_WORDS; i++) {
            big.append(i % 10 == 0 ? String.valueOf((char) ('a' + random.nextInt(26))) : "long" + random.nextInt(5000))
                    .append(' ');
        }
        documents.add(new Document("big", big.toString()));
        return documents;
    }

    private static CaseResult answered(TfidfRetriever retriever, String query, int k, List<String> relevant) {
        return new CaseResult(new GoldenCase(query, relevant), 1, retriever.retrieve(query, k), Map.of());
    }

    private static Map<String, String> texts(List<Document> corpus) {
        return corpus.stream().collect(Collectors.toMap(Document::id, Document::text));
    }

    @Test
    void aLongRelevantDocumentIsReadOnceForAllTheQueriesThatAskWhetherItHoldsADroppedWord() {
        List<Document> corpus = corpus();
        TfidfRetriever retriever = TfidfRetriever.fit(corpus, TfidfOptions.defaults());
        DocumentWords words = TfidfExplainer.documentWords(retriever, texts(corpus));
        TfidfExplainer explainer = new TfidfExplainer(retriever, words, 3);

        List<QueryExplanation> explanations = new ArrayList<>();
        for (int q = 0; q < 20; q++) {
            // Two words of the short documents, a one-letter word "big" holds, and two words no document holds.
            String query = "w" + q + " w" + (q + 50) + " " + (char) ('a' + q) + " 77" + q + " 88" + q;
            explanations.add(explainer.explain(q, answered(retriever, query, 3, List.of("big"))));
        }

        assertThat(words.analyses()).isEqualTo(1);
        for (int q = 0; q < 20; q++) {
            DroppedWord first = explanations.get(q).droppedWords().get(0);
            assertThat(first.word()).isEqualTo(String.valueOf((char) ('a' + q)));
            assertThat(first.reason()).isEqualTo("not in vocabulary (token pattern drops 1-letter words)");
            assertThat(first.inRelevantDocuments()).containsExactly("big");
            assertThat(explanations.get(q).droppedWords()).extracting(DroppedWord::word)
                    .containsExactly(first.word(), "77" + q, "88" + q);
        }
    }

    @Test
    void aLongQueryIsAnalysedOnceItsWordsAreLookedUpAboutOncePerTokenAndTheDroppedOnesListedUpToTheLimit() {
        List<Document> corpus = corpus();
        TfidfRetriever retriever = TfidfRetriever.fit(corpus, TfidfOptions.defaults());
        TfidfExplainer explainer = new TfidfExplainer(retriever, texts(corpus), 3);
        Random random = new Random(11);
        StringBuilder query = new StringBuilder();
        Set<String> unknown = new LinkedHashSet<>();
        int tokens = 0;
        for (int i = 0; i < 100_000; i++) {
            String word;
            if (i % 2 == 0) {
                word = "w" + random.nextInt(100);
            } else {
                StringBuilder letters = new StringBuilder("q");
                for (int c = random.nextInt(9); c >= 0; c--) {
                    letters.append((char) ('a' + random.nextInt(26)));
                }
                word = letters.toString();
                unknown.add(word);
            }
            query.append(word).append(' ');
            tokens += word.length() >= 2 ? 1 : 0;
        }
        // Words of one letter ("q" alone) are dropped by the pattern, the others are in no document.
        long dropped = unknown.size();

        LongAdder stillWorking = new LongAdder();
        QueryExplanation explanation = explainer.explain(0, answered(retriever, query.toString(), 3,
                List.of("big")), stillWorking::increment);

        // The query once, and one probe per length of word the pattern drops (one letter here).
        assertThat(explainer.analyserPasses()).isLessThanOrEqualTo(2);
        // At most each token looked up whole, which settles every word that is a token; then the substrings of
        // the 100 distinct terms, and of the first tokens until "q" is found in one. Searching every distinct
        // token's substrings of every word length, through boxed maps, took about 5 lookups per token (494,273).
        assertThat(explainer.wordLookups()).isLessThanOrEqualTo(tokens + 1_000L);
        // Progress told after the analysis, after the dropped words, and after each document explained.
        assertThat(stillWorking.sum()).isEqualTo(2 + explanation.documents().size());
        assertThat(explanation.droppedWords()).hasSize(ExplanationLimits.DROPPED_WORDS);
        assertThat(explanation.omittedWords()).isEqualTo(dropped - ExplanationLimits.DROPPED_WORDS);
    }

    @Test
    void aDeepCutoffAndManySharedTermsAreExplainedUpToTheLimitsAndTheRestStillAddsUpToTheScore() {
        String shared = IntStream.range(0, 40).mapToObj(i -> "term" + i).collect(Collectors.joining(" "));
        List<Document> corpus = new ArrayList<>();
        for (int d = 0; d < 100; d++) {
            corpus.add(new Document(String.format("doc%03d", d), shared + " own" + d + " own" + d));
        }
        corpus.add(new Document("elsewhere", "unrelated words only"));
        TfidfRetriever retriever = TfidfRetriever.fit(corpus, TfidfOptions.defaults());
        TfidfExplainer explainer = new TfidfExplainer(retriever, texts(corpus), 100);
        List<String> relevant = new ArrayList<>(List.of("doc007", "elsewhere"));

        QueryExplanation explanation = explainer.explain(0, answered(retriever, shared, 100, relevant));

        // 30 of the top 100; "elsewhere" shares nothing but is relevant outside the top k, so it is explained.
        assertThat(explanation.documents()).hasSize(ExplanationLimits.RETRIEVED_DOCUMENTS + 1);
        assertThat(explanation.omittedDocuments()).isEqualTo(100 - ExplanationLimits.RETRIEVED_DOCUMENTS);
        DocumentExplanation first = explanation.documents().get(0);
        assertThat(first.contributions()).hasSize(ExplanationLimits.TERMS);
        assertThat(first.omittedTerms()).isEqualTo(40 - ExplanationLimits.TERMS);
        double listed = first.contributions().stream().mapToDouble(TermContribution::product).sum();
        assertThat(listed + first.omittedProduct()).isCloseTo(first.score(), within(1e-12));
    }
}
