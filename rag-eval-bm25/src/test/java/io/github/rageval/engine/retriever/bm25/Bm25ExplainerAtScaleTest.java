package io.github.rageval.engine.retriever.bm25;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.api.Document;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;
import org.apache.lucene.search.Weight;
import org.junit.jupiter.api.Test;

/**
 * A long query is explained at about the cost of answering it: its terms are looked up once, one weight ranks every
 * match, each document is explained by the clauses it matches, and what is explained is Lucene's own explanation of
 * the whole query to the bit. The work is counted through the weights Lucene makes, not timed.
 */
class Bm25ExplainerAtScaleTest {
    private static final int K = 5;

    /** Forty documents of words "w0".."w199", indexed in segments of seven documents. */
    private static List<Document> corpus() {
        Random random = new Random(5);
        List<Document> corpus = new ArrayList<>();
        for (int d = 0; d < 40; d++) {
            StringBuilder text = new StringBuilder();
            for (int w = 0; w < 30; w++) {
                text.append('w').append(random.nextInt(200)).append(' ');
            }
            corpus.add(new Document(String.format(Locale.ROOT, "doc-%02d", d), text.toString()));
        }
        return corpus;
    }

    /** 25,000 words: known ones, stop words, and words no document holds. */
    private static String longQuery() {
        Random random = new Random(9);
        StringBuilder query = new StringBuilder();
        for (int i = 0; i < 25_000; i++) {
            int kind = random.nextInt(3);
            query.append(kind == 0 ? "w" + random.nextInt(200) : kind == 1 ? "the" : "u" + random.nextInt(5_000))
                    .append(' ');
        }
        return query.toString();
    }

    @Test
    void aLongQueryMakesItsWeightsOnceAndExplainsEachDocumentByItsOwnClausesAsLuceneDoes() throws Exception {
        List<Document> corpus = corpus();
        try (Bm25Retriever retriever = new Bm25Retriever(new Bm25Settings(0.9f, 0.4f, "english"),
                Bm25Analyzer.ENGLISH.create(), 7)) {
            retriever.index(corpus);
            assertThat(retriever.segments()).isGreaterThan(1);
            String query = longQuery();
            List<ScoredDocument> retrieved = retriever.retrieve(query, K).stream()
                    .map(d -> new ScoredDocument(d.id(), d.score())).toList();
            // Three relevant documents ranked below the top k: eight documents explained in all.
            List<String> relevant = List.of("doc-03", "doc-17", "doc-29");
            assertThat(retrieved).extracting(ScoredDocument::docId).doesNotContainAnyElementsOf(relevant);
            CaseResult result = new CaseResult(new GoldenCase(query, relevant), 1, retrieved, Map.of());
            Bm25Explainer explainer = new Bm25Explainer(retriever,
                    corpus.stream().collect(Collectors.toMap(Document::id, Document::text)), K);
            Set<String> terms = new HashSet<>(retriever.terms(query));

            long before = retriever.weightsMade();
            LongAdder stillWorking = new LongAdder();
            QueryExplanation explanation = explainer.explain(0, result, stillWorking::increment);
            long made = retriever.weightsMade() - before;

            assertThat(explanation.documents()).hasSize(K + relevant.size());
            // One weight per distinct term and one for the query, once, for the ranking; then per document one for
            // each clause it matches (at most its 30 words) and one for their query. Lucene's own explain made the
            // whole query's weights again for every document explained: nine times terms + 1 here.
            assertThat(made).isBetween(terms.size() + 1L + explanation.documents().size(),
                    terms.size() + 1L + explanation.documents().size() * 31L);
            // Progress told every 10,000 words (5,200 distinct here: never), after the ranking and each document.
            long words = new HashSet<>(List.of(query.split(" "))).size();
            assertThat(stillWorking.sum()).isEqualTo(words / 10_000 + 1 + explanation.documents().size());
            // Each document as Lucene ranks and explains it with a weight that looked its terms up itself.
            Weight own = retriever.weight(retriever.query(query));
            List<Bm25Retriever.Hit> ranking = retriever.rankAll(own);
            for (DocumentExplanation document : explanation.documents()) {
                Bm25Retriever.Hit hit = ranking.stream().filter(h -> h.id().equals(document.docId())).findFirst()
                        .orElseThrow();
                assertThat(document).isEqualTo(DocumentExplanation.ofTerms(hit.id(), relevant.contains(hit.id()),
                        OptionalInt.of(ranking.indexOf(hit) + 1), hit.score(),
                        Bm25Explainer.contributions(retriever.explain(own, hit.doc()))));
            }
        }
    }
}
