package io.github.rageval.engine.goal.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.goldenset.lock.JudgedDocument;
import io.github.rageval.engine.goldenset.lock.LockCheck;
import io.github.rageval.engine.goldenset.lock.LockFile;
import io.github.rageval.engine.goldenset.lock.LockedGoldenSet;
import io.github.rageval.engine.goldenset.lock.StalePolicy;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.render.HtmlReport;
import io.github.rageval.engine.render.MarkdownReport;
import io.github.rageval.engine.saved.AnalysisJson;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lock goal and the check's comparison end to end, over files: lock, check, edit, check, re-lock. */
class GoldenSetLockTest {
    @TempDir
    Path dir;

    private Path corpus;
    private Path golden;

    private void project(String resetText) throws Exception {
        corpus = Files.writeString(dir.resolve("corpus.json"), "[{\"doc_id\": \"pw-reset\", \"text\": \""
                + resetText + "\"}, {\"doc_id\": \"billing\", \"text\": \"Invoices and refunds are in billing.\"},"
                + " {\"doc_id\": \"sso\", \"text\": \"Single sign on setup for teams.\"}]");
        golden = Files.writeString(dir.resolve("golden.json"), "[{\"query\": \"reset my password\","
                + " \"relevant_doc_ids\": [\"pw-reset\"]}, {\"query\": \"refund an invoice\", \"relevant_doc_ids\":"
                + " [\"billing\"]}]");
    }

    private GoldenSetLock.Outcome lock() throws Exception {
        return GoldenSetLock.run(new GoldenSetLock.Plan(new LockedGoldenSet(golden, corpus, null, "test", List.of(),
                false), LockFile.besides(golden)), path -> dir.relativize(path).toString(), SettingWords.PARAMETERS);
    }

    private Analysis check(StalePolicy policy) throws Exception {
        EvaluationSettings settings = EvaluationSettings.builder().corpus(corpus).goldenDataset(golden).k(3).build();
        LockCheck lock = new LockCheck(LockFile.besides(golden), "golden.lock.json", policy, SettingWords.PARAMETERS);
        return Analyses.run(settings, AnalysisSettings.defaults(), BaselineLocation.none(), lock,
                ProgressListener.NONE);
    }

    @Test
    void lockCheckEditWarnFailRelockClean() throws Exception {
        project("To reset your password open settings.");
        GoldenSetLock.Outcome first = lock();
        assertThat(first.written()).isTrue();
        assertThat(first.line(path -> dir.relativize(path).toString())).isEqualTo("Locked 2 judged documents of"
                + " golden.json and the corpus's 3 documents into golden.lock.json (sha-256 of each judged"
                + " document's text): commit it with the golden set.");
        assertThat(check(StalePolicy.FAIL).staleJudgments().clean()).isTrue();

        project("Passwords are reset by support only.");
        Analysis warned = check(StalePolicy.WARN);
        assertThat(warned.passed()).isTrue();
        assertThat(warned.staleJudgments().lines()).containsExactly("1 judged document changed since it was judged"
                + " (lock golden.lock.json): pw-reset (judged relevant for 1 query). Review its judgments, then"
                + " accept the new texts with mvn rag-eval:lock (mvn rag-eval:baseline re-locks too, with the"
                + " baseline).");
        // The reports say it too, where a reader of the build's artifacts looks (not only report.json)
        String warning = "1 judged document changed since it was judged (lock golden.lock.json): pw-reset";
        assertThat(MarkdownReport.render(warned, "p")).contains("### Diagnostics", warning);
        assertThat(HtmlReport.render(warned, "p")).contains("<h2>Diagnostics</h2>", warning);
        Analysis failed = check(StalePolicy.FAIL);
        assertThat(failed.passed()).isFalse();
        assertThat(failed.failureSummary()).isEqualTo("1 judged document changed since the lock golden.lock.json");
        assertThat(MarkdownReport.render(failed, "p")).contains("### Failures", warning)
                .doesNotContain("### Diagnostics\n\n- " + warning);
        assertThat(AnalysisJson.render(failed)).contains("\"stale_judgments\" : {", "\"fails\" : true",
                "\"id\" : \"pw-reset\"");

        GoldenSetLock.Outcome relocked = lock();
        assertThat(relocked.line(path -> dir.relativize(path).toString())).startsWith("Re-locked 2 judged documents")
                .contains("accepting 1 changed and 0 deleted judged documents, 0 documents added, 0 newly judged");
        assertThat(check(StalePolicy.FAIL).passed()).isTrue();
        assertThat(lock().written()).as("an unchanged lock is not written again").isFalse();
    }

    @Test
    void aRelevantDocumentDeletedSinceTheLockIsSaidAsDeletedNotAsAnUnknownId() throws Exception {
        project("To reset your password open settings.");
        lock();
        Files.writeString(corpus, "[{\"doc_id\": \"billing\", \"text\": \"Invoices and refunds are in billing.\"},"
                + " {\"doc_id\": \"sso\", \"text\": \"Single sign on setup for teams.\"}]");
        Analysis warned = check(StalePolicy.WARN);
        assertThat(warned.staleJudgments().deleted()).extracting(JudgedDocument::id).containsExactly("pw-reset");
        assertThat(warned.evaluation().cases().get(0).hit()).as("still relevant, and found by nobody").isFalse();
        assertThat(check(StalePolicy.FAIL).passed()).isFalse();
    }

    @Test
    void withoutALockNothingIsCompared() throws Exception {
        project("To reset your password open settings.");
        assertThat(check(StalePolicy.FAIL).staleJudgments()).isNull();
    }

    @Test
    void theLockNeedsTheCorpusAndEveryJudgedDocumentInIt() throws Exception {
        project("To reset your password open settings.");
        Files.delete(corpus);
        assertThatThrownBy(this::lock).isInstanceOf(InputException.class).hasMessage("corpus file corpus.json does"
                + " not exist: the lock hashes the text of each judged document as the corpus holds it, so it needs"
                + " the corpus (a run file holds no texts). Point corpus at the corpus file, or beir at a BEIR"
                + " folder.");
        Files.writeString(corpus, "[{\"doc_id\": \"billing\", \"text\": \"Invoices.\"}]");
        assertThatThrownBy(this::lock).isInstanceOf(InputException.class).hasMessage("1 judged document is not in"
                + " the corpus corpus.json: \"pw-reset\". The lock records the text of every document the golden set"
                + " judges: fix the ids in the golden set, or add the documents to the corpus, then run"
                + " mvn rag-eval:lock again.");
    }
}
