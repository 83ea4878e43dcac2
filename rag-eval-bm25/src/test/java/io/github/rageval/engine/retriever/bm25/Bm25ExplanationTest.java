package io.github.rageval.engine.retriever.bm25;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import io.github.rageval.engine.render.ConsoleReport;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Why bm25 ranked as it did, from Lucene's explanations: dropped words, ranks, scores and term contributions. */
class Bm25ExplanationTest {
    @TempDir
    Path dir;

    private EvaluationReport run(String corpus, String golden, int k) throws Exception {
        Files.writeString(dir.resolve("corpus.json"), corpus);
        Files.writeString(dir.resolve("golden.json"), golden);
        return RagEvaluation.run(EvaluationSettings.builder().corpus(dir.resolve("corpus.json"))
                .goldenDataset(dir.resolve("golden.json")).k(k).explain(ExplainMode.ALL)
                .retriever(RetrieverSpec.builder("bm25").build()).corpusOptional(false).build());
    }

    @Test
    void explainsAMissWithItsDroppedWordsAndEveryDocumentsTerms() throws Exception {
        EvaluationReport report = run("""
                [{"doc_id": "reset", "text": "Reset your password from the login page."},
                 {"doc_id": "sso", "text": "Single sign-on: SSO setup for your company with SAML."},
                 {"doc_id": "billing", "text": "Your password protects billing. Billing renews monthly."}]
                """, """
                [{"query": "How do I change the password on my billing page?", "relevant_doc_ids": ["reset"]},
                 {"query": "Which of them?", "relevant_doc_ids": ["sso"]}]
                """, 1);

        QueryExplanation miss = report.explanation(0).orElseThrow();
        assertThat(report.cases().get(0).hit()).isFalse();
        // Lucene's English stop set is small (33 words): 'how', 'do', 'i' and 'my' are terms no document holds.
        assertThat(miss.droppedWords()).extracting(d -> d.word() + ": " + d.reason() + " " + d.inRelevantDocuments())
                .containsExactly("how: not in vocabulary (no document contains it) []",
                        "do: not in vocabulary (no document contains it) []",
                        "i: not in vocabulary (no document contains it) []",
                        "change: not in vocabulary (no document contains it) []",
                        "the: dropped by the english analyzer (a stop word) []",
                        "on: dropped by the english analyzer (a stop word) []",
                        "my: not in vocabulary (no document contains it) []");
        assertThat(miss.documents()).extracting(DocumentExplanation::docId, d -> d.rank().getAsInt())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("billing", 1),
                        org.assertj.core.groups.Tuple.tuple("reset", 2));
        for (DocumentExplanation document : miss.documents()) {
            double sum = document.contributions().stream().mapToDouble(TermContribution::product).sum();
            assertThat(sum).as(document.docId()).isCloseTo(document.score(), within(1e-5));
        }
        assertThat(miss.documents().get(0).contributions()).extracting(TermContribution::term)
                .containsExactly("bill", "password");
        // 'bill' twice in billing's 7 tokens; 'password' in 2 of the 3 documents; lengths 6, 7 and 7 average 6.67.
        assertThat(miss.documents().get(0).contributions()).extracting(TermContribution::detail).containsExactly(
                "count 1 x idf (n 1 of N 3); tf from freq 2, dl 7, avgdl 6.67",
                "count 1 x idf (n 2 of N 3); tf from freq 1, dl 7, avgdl 6.67");
        assertThat(miss.documents().get(1).contributions()).extracting(TermContribution::term)
                .containsExactlyInAnyOrder("page", "password");

        // A query whose words are stop words or unknown matches nothing, and says why.
        QueryExplanation nothing = report.explanation(1).orElseThrow();
        assertThat(report.cases().get(1).retrieved()).isEmpty();
        assertThat(nothing.droppedWords()).extracting(d -> d.word()).containsExactly("which", "of", "them");
        assertThat(nothing.documents()).singleElement().satisfies(d -> {
            assertThat(d.docId()).isEqualTo("sso");
            assertThat(d.rank()).isEmpty();
        });
        assertThat(ConsoleReport.lines(report, ShowQueries.ALL)).contains(
                "       why: not in vocabulary (no document contains it): which, them",
                "            also dropped by the english analyzer (a stop word): of",
                "            sso (relevant): not retrieved: score 0, shares no term with the query");
    }
}
