package io.github.rageval.engine.goldenset.lock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The corpus now against the lock: changed, deleted, added, not yet locked; warn or fail. */
class LockComparisonTest {
    /** Two queries: pw-reset relevant for both, faq judged not relevant for one. */
    private static final GoldenDataset GOLDEN = new GoldenDataset(Path.of("golden.json"), List.of(
            new GoldenCase("q1", "reset password", Map.of("pw-reset", 1, "faq", 0)),
            new GoldenCase("q2", "forgot password", Map.of("pw-reset", 2))), List.of("record 1", "record 2"));

    private static CorpusState corpus(Map<String, String> texts) {
        SortedMap<String, String> hashes = new TreeMap<>();
        texts.forEach((id, text) -> {
            if (id.equals("pw-reset") || id.equals("faq")) {
                hashes.put(id, DocumentHash.of(text));
            }
        });
        return new CorpusState(new TreeSet<>(texts.keySet()), hashes);
    }

    private static final LockFile LOCK = LockFile.of("golden.json", corpus(Map.of("pw-reset", "Reset it here.",
            "faq", "Questions.", "other", "Other.")));

    private static StaleJudgments compare(Map<String, String> now, StalePolicy policy) throws InputException {
        return LockComparison.compare(LOCK, corpus(now), JudgedDocument.of(GOLDEN), policy, "golden.lock.json",
                SettingWords.PARAMETERS);
    }

    @Test
    void anUnchangedCorpusIsClean() throws Exception {
        StaleJudgments stale = compare(Map.of("pw-reset", "Reset it here.", "faq", "Questions.", "other", "Other."),
                StalePolicy.FAIL);
        assertThat(stale.clean()).isTrue();
        assertThat(stale.stale()).isFalse();
        assertThat(stale.fails()).isFalse();
        assertThat(stale.lines()).isEmpty();
    }

    @Test
    void aJudgedDocumentWhoseTextChangedIsSaidWithItsJudgments() throws Exception {
        StaleJudgments stale = compare(Map.of("pw-reset", "Reset it in settings.", "faq", "Questions.", "other",
                "Other."), StalePolicy.WARN);
        assertThat(stale.lines()).containsExactly("1 judged document changed since it was judged (lock"
                + " golden.lock.json): pw-reset (judged relevant for 2 queries). Review its judgments, then accept"
                + " the new texts with mvn rag-eval:lock (mvn rag-eval:baseline re-locks too, with the baseline).");
        assertThat(stale.stale()).isTrue();
        assertThat(stale.fails()).isFalse();
    }

    @Test
    void aJudgedDocumentDeletedIsSaidAsDeletedAndKnownToTheRelevantIdCheck() throws Exception {
        StaleJudgments stale = compare(Map.of("pw-reset", "Reset it here.", "other", "Other."), StalePolicy.FAIL);
        assertThat(stale.lines()).containsExactly("1 judged document was deleted from the corpus since the lock"
                + " golden.lock.json: faq (judged not relevant for 1 query). The golden set still grades it, and no"
                + " retriever can find a deleted document: remove or replace it in the golden set, then re-lock with"
                + " mvn rag-eval:lock.");
        assertThat(stale.deletedIds()).containsExactly("faq");
        assertThat(stale.fails()).isTrue();
        assertThat(stale.headline()).isEqualTo("1 judged document deleted since the lock golden.lock.json");
    }

    @Test
    void addedDocumentsAreCountedWithHowManyTheRetrieverRanksInTheTopK() throws Exception {
        StaleJudgments stale = compare(Map.of("pw-reset", "Reset it here.", "faq", "Questions.", "other", "Other.",
                "new-1", "New.", "new-2", "Newer."), StalePolicy.FAIL);
        assertThat(stale.corpus().addedIds()).containsExactly("new-1", "new-2");
        assertThat(stale.stale()).as("added, but not known to be ranked yet").isFalse();
        CaseResult ranked = new CaseResult(GOLDEN.cases().get(0), 1, List.of(new ScoredDocument("pw-reset", 0.9),
                new ScoredDocument("new-2", 0.8), new ScoredDocument("new-1", 0.1)), Map.of());
        StaleJudgments top2 = stale.withRanked(List.of(ranked), 2);
        assertThat(top2.addedRanked()).isEqualTo(1);
        assertThat(top2.fails()).isTrue();
        assertThat(top2.lines()).containsExactly("2 documents were added to the corpus since the lock"
                + " golden.lock.json and nobody judged them; the retriever ranks 1 of them in the top 2 of some"
                + " query: judge it, it may be relevant. Once reviewed, re-lock with mvn rag-eval:lock.");
        StaleJudgments top1 = stale.withRanked(List.of(ranked), 1);
        assertThat(top1.addedRanked()).isZero();
        assertThat(top1.fails()).as("nobody retrieves them: no verdict hangs on them").isFalse();
    }

    @Test
    void aLockOfAnotherGoldenSetSharesNoJudgedDocument() {
        LockFile other = LockFile.of("golden.json", new CorpusState(new TreeSet<>(List.of("x")),
                new TreeMap<>(Map.of("x", DocumentHash.of("x")))));
        assertThatThrownBy(() -> LockComparison.compare(other, corpus(Map.of("pw-reset", "a", "faq", "b")),
                JudgedDocument.of(GOLDEN), StalePolicy.WARN, "golden.lock.json", SettingWords.PARAMETERS))
                .isInstanceOf(InputException.class).hasMessageContaining("holds none of the 2 documents the golden"
                        + " set judges (it locked 1 others): it is the lock of another golden set");
    }

    @Test
    void aDocumentJudgedAfterTheLockIsSaidButIsNotStale() throws Exception {
        LockFile without = LockFile.of("golden.json", new CorpusState(new TreeSet<>(List.of("pw-reset", "faq")),
                new TreeMap<>(Map.of("pw-reset", DocumentHash.of("Reset it here.")))));
        StaleJudgments stale = LockComparison.compare(without, corpus(Map.of("pw-reset", "Reset it here.", "faq",
                "Questions.")), JudgedDocument.of(GOLDEN), StalePolicy.FAIL, "golden.lock.json",
                        SettingWords.PARAMETERS);
        assertThat(stale.unlocked()).containsExactly("faq");
        assertThat(stale.fails()).isFalse();
        assertThat(stale.lines()).containsExactly("1 judged document is not in the lock golden.lock.json (judged"
                + " after it was written): faq. Its text is not checked until you re-lock with mvn rag-eval:lock.");
    }
}
