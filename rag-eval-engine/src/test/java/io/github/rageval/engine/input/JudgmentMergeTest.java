package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Judgments merged into the golden set: joined by query key, added after the golden grades, conflicts refused. */
class JudgmentMergeTest {
    private static final Path GOLDEN = Path.of("golden.json");
    private static final Path POOL = Path.of("pool.jsonl");
    private static final Path QRELS = Path.of("more.qrels");

    /** Two cases: one with an id, one without (q2 by its position). */
    private static GoldenDataset golden() {
        return new GoldenDataset(GOLDEN, List.of(new GoldenCase("reset", "reset password", Map.of("pw", 1)),
                new GoldenCase(null, "enable 2fa", Map.of("2fa", 2))), List.of("record 1", "record 2"));
    }

    private static JudgmentLine line(Path file, int number, String query, String doc, int grade) {
        return new JudgmentLine(file, "line " + number, query, doc, grade);
    }

    @Test
    void gradesJoinTheirQueryByIdOrPositionAndComeAfterTheGoldenOnes() throws Exception {
        GoldenDataset merged = JudgmentMerge.merge(golden(), List.of(line(POOL, 1, "reset", "faq", 0),
                line(POOL, 2, "q2", "sso", 1), line(QRELS, 1, "reset", "help", 2)));
        assertThat(merged.cases().get(0).grades()).containsExactly(Map.entry("pw", 1), Map.entry("faq", 0),
                Map.entry("help", 2));
        assertThat(merged.cases().get(1).grades()).containsExactly(Map.entry("2fa", 2), Map.entry("sso", 1));
        assertThat(merged.cases().get(1).queryId()).isNull();
        assertThat(merged.places()).isEqualTo(golden().places());
        assertThat(JudgmentMerge.merge(golden(), List.of())).isEqualTo(golden());
    }

    @Test
    void theSameGradeTwiceIsOneJudgmentButAnotherGradeIsAnErrorNamingBothPlaces() throws Exception {
        assertThat(JudgmentMerge.merge(golden(), List.of(line(POOL, 1, "reset", "pw", 1), line(POOL, 2, "reset",
                "faq", 0), line(QRELS, 7, "reset", "faq", 0))).cases().get(0).grades()).hasSize(2);
        assertThatThrownBy(() -> JudgmentMerge.merge(golden(), List.of(line(POOL, 3, "reset", "pw", 0))))
                .isInstanceOf(InputException.class)
                .hasMessage("document \"pw\" of query \"reset\" is graded 0 in judgments file pool.jsonl, line 3, but"
                        + " 1 in golden set golden.json, record 1. Keep one grade for it: correct or remove one of"
                        + " the two.");
        assertThatThrownBy(() -> JudgmentMerge.merge(golden(), List.of(line(POOL, 2, "q2", "sso", 1),
                line(QRELS, 9, "q2", "sso", 3))))
                .hasMessage("document \"sso\" of query \"q2\" is graded 3 in judgments file more.qrels, line 9, but"
                        + " 1 in pool.jsonl, line 2. Keep one grade for it: correct or remove one of the two.");
    }

    @Test
    void judgmentsOfQueriesTheGoldenSetDoesNotHaveAreListedFirstFewAndCounted() {
        List<JudgmentLine> lines = new ArrayList<>();
        for (int i = 1; i <= 7; i++) {
            lines.add(line(POOL, i, "q" + (i + 2), "d", 1));
        }
        assertThatThrownBy(() -> JudgmentMerge.merge(golden(), lines)).isInstanceOf(InputException.class)
                .hasMessage("judgments: 7 judgments name queries the golden set golden.json does not have:"
                        + " \"q3\"/\"d\" (pool.jsonl, line 1); \"q4\"/\"d\" (pool.jsonl, line 2); \"q5\"/\"d\""
                        + " (pool.jsonl, line 3); \"q6\"/\"d\" (pool.jsonl, line 4); \"q7\"/\"d\" (pool.jsonl,"
                        + " line 5) and 2 more. Judge the golden set's queries only, by their query_id (a query"
                        + " without one is q and its position: q1, q2, ...), or remove those lines.");
    }

    @Test
    void judgmentsOfDocumentsTheCorpusDoesNotHaveAreListedButAChunkOfAKnownDocumentIsKnown() throws Exception {
        Map<String, Integer> positions = new HashMap<>(Map.of("pw", 0, "faq", 1));
        Corpus corpus = new Corpus(new String[] {"pw", "faq"}, positions);
        JudgmentMerge.requireKnownDocuments(List.of(line(POOL, 1, "reset", "faq#2", 1)), corpus,
                Path.of("corpus.json"));
        assertThatThrownBy(() -> JudgmentMerge.requireKnownDocuments(List.of(line(POOL, 1, "reset", "faq", 1),
                line(POOL, 2, "reset", "fqa", 0)), corpus, Path.of("corpus.json")))
                .hasMessage("judgments: 1 judgment judges a document that is not in the corpus corpus.json:"
                        + " \"reset\"/\"fqa\" (pool.jsonl, line 2). Fix the ids, or judge documents of this corpus.");
    }

    @Test
    void aQueryWithoutAnIdThatItsPositionNamesAsAnotherCasesIdIsRefused() {
        GoldenDataset clash = new GoldenDataset(GOLDEN, List.of(new GoldenCase(null, "one", Map.of("a", 1)),
                new GoldenCase("q1", "two", Map.of("b", 1))), List.of("record 1", "record 2"));
        assertThatThrownBy(() -> JudgmentMerge.merge(clash, List.of(line(POOL, 1, "q1", "c", 1))))
                .hasMessage("golden dataset file golden.json, record 1: has no query_id, so files that name queries"
                        + " call it \"q1\" by its position, which record 2 has as its query_id. Give every case a"
                        + " query_id, or none.");
    }
}
