package io.github.rageval.engine.settings.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.goldenset.lock.StalePolicy;
import io.github.rageval.engine.model.ConfigurationException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code staleJudgments=fail} the user wrote never passes for want of a lock to compare with: no lock, a golden set
 * renamed away from its lock, a run file or no corpus (nothing hashed) are configuration errors on every front end, as
 * is a {@code lockFile} named that is not there. Left at its default (warn), a project that locks nothing is told
 * nothing.
 */
class LockRequestTest {
    @TempDir
    Path dir;
    private Path golden;
    private Path corpus;

    @BeforeEach
    void project() throws IOException {
        golden = Files.writeString(dir.resolve("golden.json"), "[]");
        corpus = Files.writeString(dir.resolve("corpus.json"), "[]");
    }

    private GoalRequest check(FrontEnd frontEnd, String... nameValues) throws ConfigurationException {
        return GoalRequest.parse(Goal.CHECK, OwnSettings.of(nameValues), frontEnd);
    }

    private GoalRequest check(String... nameValues) throws ConfigurationException {
        return check(TestFrontEnd.MAVEN_NAMES, nameValues);
    }

    @Test
    void failWithNoLockIsAnErrorInTheFrontEndsWords() {
        Path lock = dir.resolve("golden.lock.json");
        assertThatThrownBy(() -> check("goldenDataset", golden.toString(), "corpus", corpus.toString(),
                "staleJudgments", "fail")).isInstanceOf(ConfigurationException.class).hasMessage("staleJudgments ="
                + " 'fail' fails the gate on judgments gone stale since the lock, but there is no lock to compare the"
                + " corpus with: " + lock + " does not exist (lockFile is unset, and the lock is looked for beside"
                + " the golden set). Write it with mvn rag-eval:lock and commit it with the golden set (a golden set"
                + " renamed since it was locked needs its lock renamed with it), point lockFile at the golden set's"
                + " lock, or remove staleJudgments (or set it to warn): it could never fail.");
        assertThatThrownBy(() -> check(CommandLineNames.COMMAND_LINE, "goldenDataset", golden.toString(), "corpus",
                corpus.toString(), "staleJudgments", "fail")).hasMessageStartingWith("--stale-judgments fail"
                + " fails the gate on judgments gone stale since the lock, but there is no lock")
                .hasMessageContaining("point --lock-file at the golden set's lock, or remove --stale-judgments (or"
                        + " set it to warn)");
    }

    @Test
    void failAfterTheGoldenSetWasRenamedAwayFromItsLockIsAnError() throws Exception {
        Files.writeString(dir.resolve("golden.lock.json"), "{}");
        Path renamed = Files.move(golden, dir.resolve("golden-v2.json"));
        assertThatThrownBy(() -> check("goldenDataset", renamed.toString(), "corpus", corpus.toString(),
                "staleJudgments", "fail")).hasMessageContaining("there is no lock to compare the corpus with: "
                + dir.resolve("golden-v2.lock.json") + " does not exist");
    }

    @Test
    void aLockFileNamedThatIsNotThereIsAnErrorWhateverThePolicy() {
        Path typo = dir.resolve("golden.lokc.json");
        assertThatThrownBy(() -> check("goldenDataset", golden.toString(), "corpus", corpus.toString(), "lockFile",
                typo.toString())).isInstanceOf(ConfigurationException.class).hasMessage("lockFile names " + typo
                + ", which does not exist. Write the lock with mvn rag-eval:lock and commit it with the golden set, or"
                + " point lockFile at the golden set's lock.");
        assertThatThrownBy(() -> GoalRequest.parse(Goal.BASELINE, OwnSettings.of("goldenDataset", golden.toString(),
                "corpus", corpus.toString(), "lockFile", typo.toString()), TestFrontEnd.MAVEN_NAMES))
                .hasMessageStartingWith("lockFile names " + typo + ", which does not exist.");
    }

    @Test
    void failWithNothingToHashIsAnError() throws Exception {
        Files.writeString(dir.resolve("golden.lock.json"), "{}");
        assertThatThrownBy(() -> check("goldenDataset", golden.toString(), "run", "results.trec",
                "staleJudgments", "fail")).hasMessage("staleJudgments = 'fail' fails the gate on judgments gone stale"
                + " since the lock, but run is evaluated instead of a retriever, so no corpus is read and nothing is"
                + " compared with the lock. Evaluate a retriever over the corpus, or remove staleJudgments (or set it"
                + " to warn): it could never fail.");
        // The corpus left at its default and not there (a retriever with its own index).
        assertThatThrownBy(() -> check("goldenDataset", golden.toString(), "staleJudgments", "fail"))
                .hasMessage("staleJudgments = 'fail' fails the gate on judgments gone stale since the lock, but the"
                        + " corpus src/test/rag/corpus.json does not exist (the retriever keeps its own index), so"
                        + " nothing is compared with the lock. Point corpus at the corpus the golden set was locked"
                        + " with, or remove staleJudgments (or set it to warn): it could never fail.");
    }

    @Test
    void failWithALockAndACorpusAndWarnWithoutALockAreAccepted() throws Exception {
        // Unwritten, the policy warns, and a project without a lock is told nothing.
        assertThat(check("goldenDataset", golden.toString(), "corpus", corpus.toString()).lock().policy())
                .isEqualTo(StalePolicy.WARN);
        assertThat(check("goldenDataset", golden.toString(), "corpus", corpus.toString(), "staleJudgments", "warn")
                .lock().policy()).isEqualTo(StalePolicy.WARN);
        Files.writeString(dir.resolve("golden.lock.json"), "{}");
        assertThat(check("goldenDataset", golden.toString(), "corpus", corpus.toString(), "staleJudgments", "fail")
                .lock().policy()).isEqualTo(StalePolicy.FAIL);
    }
}
