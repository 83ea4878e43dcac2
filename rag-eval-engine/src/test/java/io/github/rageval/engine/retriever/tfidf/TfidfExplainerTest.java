package io.github.rageval.engine.retriever.tfidf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Explanations of the specification's example, baseline and regression. */
class TfidfExplainerTest {
    private static final Path CORPUS = Path.of("src/test/resources/seed/corpus.json");
    private static final Path GOLDEN = Path.of("src/test/resources/seed/golden.json");
    private static final int SSO_CASE = 3;
    private static final int PROTECT_CASE = 1;

    private static EvaluationReport run(String tokenPattern, ExplainMode mode) throws Exception {
        return RagEvaluation.run(EvaluationSettings.builder().corpus(CORPUS).goldenDataset(GOLDEN).k(3).explain(mode)
                .retriever(io.github.rageval.engine.evaluation.Fixtures.tfidf(
                        TfidfOptions.defaults().withTokenPattern(tokenPattern))).corpusOptional(false).build());
    }

    @Test
    void theRegressionsSsoMissNamesTheDroppedTermAndTheRuleThatDroppedIt() throws Exception {
        EvaluationReport report = run("(?u)\\b\\w{4,}\\b", ExplainMode.MISSES);

        QueryExplanation sso = report.explanation(SSO_CASE).orElseThrow();

        DroppedWord first = sso.droppedWords().get(0);
        assertThat(first.word()).isEqualTo("sso");
        assertThat(first.reason()).isEqualTo("not in vocabulary (token pattern drops 3-letter words)");
        assertThat(first.inRelevantDocuments()).containsExactly("sso-setup");
        assertThat(sso.droppedWords()).extracting(DroppedWord::word).contains("set", "up", "i", "company");
        assertThat(sso.droppedWords()).filteredOn(w -> w.word().equals("company")).extracting(DroppedWord::reason)
                .containsExactly("not in vocabulary (no document contains it)");
        DocumentExplanation relevant = sso.documents().get(0);
        assertThat(relevant.docId()).isEqualTo("sso-setup");
        assertThat(relevant.rank()).isEmpty();
        assertThat(relevant.contributions()).isEmpty();
    }

    @Test
    void relevantDocumentsOutsideTheTopKGetTheirRankAndContributionsThatAddUpToTheScore() throws Exception {
        EvaluationReport report = run("(?u)\\b\\w{4,}\\b", ExplainMode.MISSES);

        QueryExplanation protect = report.explanation(PROTECT_CASE).orElseThrow();

        assertThat(protect.documents()).extracting(DocumentExplanation::docId)
                .containsExactly("delete-account", "data-export", "api-rate-limits", "pw-reset", "2fa-setup");
        DocumentExplanation pwReset = protect.documents().get(3);
        assertThat(pwReset.relevant()).isTrue();
        assertThat(pwReset.rank()).hasValue(8);
        for (DocumentExplanation document : protect.documents()) {
            double sum = document.contributions().stream().mapToDouble(TermContribution::product).sum();
            assertThat(sum).isCloseTo(document.score(), within(1e-12));
        }
        assertThat(protect.documents().get(0).rank()).hasValue(1);
        assertThat(protect.documents().get(0).contributions()).extracting(TermContribution::term)
                .containsExactly("logging", "account");
    }

    @Test
    void onlyMissesAreExplainedByDefaultEveryCaseWithAllNoneWithNone() throws Exception {
        String pattern = TfidfOptions.DEFAULT_TOKEN_PATTERN;

        assertThat(run(pattern, ExplainMode.MISSES).explanations()).isEmpty();
        assertThat(run(pattern, ExplainMode.ALL).explanations()).extracting(QueryExplanation::caseIndex)
                .containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(run("(?u)\\b\\w{4,}\\b", ExplainMode.NONE).explanations()).isEmpty();
        assertThat(run("(?u)\\b\\w{4,}\\b", ExplainMode.MISSES).explanations()).extracting(QueryExplanation::caseIndex)
                .isEqualTo(List.of(1, 3));
    }
}
