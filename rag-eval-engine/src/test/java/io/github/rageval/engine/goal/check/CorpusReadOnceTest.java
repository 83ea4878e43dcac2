package io.github.rageval.engine.goal.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.goldenset.lock.LockCheck;
import io.github.rageval.engine.goldenset.lock.LockFile;
import io.github.rageval.engine.goldenset.lock.LockedGoldenSet;
import io.github.rageval.engine.goldenset.lock.StalePolicy;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GoldenSetChecks;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A check reads the corpus file once: the golden set's checks, the lock's comparison and the fingerprint's checksum
 * take what they need from the evaluation's read. Counted by the JDK's own file-read events (Flight Recorder's
 * {@code jdk.FileRead}, every read call with its path and byte count): the bytes read from the corpus file, over its
 * size, are the number of times it was read, whoever read it and on whichever thread.
 */
class CorpusReadOnceTest {
    @TempDir
    Path dir;
    private ChecksProject project;
    private Path corpus;
    private Path golden;

    @BeforeEach
    void files() throws Exception {
        // The copy comes before the relevant document it copies: a near-duplicate the checks must still find.
        project = ChecksProject.in(dir, true);
        corpus = project.corpus();
        golden = project.golden();
        GoldenSetLock.run(new GoldenSetLock.Plan(new LockedGoldenSet(golden, corpus, null, "test", List.of(), false),
                LockFile.besides(golden)), path -> dir.relativize(path).toString(), SettingWords.PARAMETERS);
    }

    private EvaluationSettings settings() throws Exception {
        return project.settings(golden);
    }

    private LockCheck lock() {
        return new LockCheck(LockFile.besides(golden), "golden.lock.json", StalePolicy.WARN, SettingWords.PARAMETERS);
    }

    @Test
    void aRetrieverCheckWithTheGoldenSetsChecksAndALockReadsTheCorpusOnce() throws Exception {
        for (int processors : new int[] {1, 2}) {
            Analysis[] analysis = new Analysis[1];
            double reads = corpusReads(() -> analysis[0] = Analyses.run(settings(), Fixtures.withDrops(Map.of(),
                    false), BaselineLocation.none(), lock(), ProgressListener.NONE, processors));

            // Every consumer was served: the lock compared, the checks found the copy, the fingerprint taken.
            assertThat(analysis[0].staleJudgments().clean()).isTrue();
            assertThat(analysis[0].diagnostics()).extracting(Diagnostic::kind).contains("near_duplicate");
            assertThat(analysis[0].fingerprint().corpusSha256()).hasSize(64);
            assertThat(reads).as("reads of the corpus on %d processors", processors).isEqualTo(1.0);
        }
    }

    @Test
    void aRecordedBaselineReadsTheCorpusOnceToo() throws Exception {
        BaselineRecording[] recording = new BaselineRecording[1];
        double reads = corpusReads(() -> recording[0] = Analyses.recording(settings(), GoldenSetChecks.ALL, lock(),
                ProgressListener.NONE, 2));

        assertThat(recording[0].goldenSetNotes()).hasSize(2);
        assertThat(reads).isEqualTo(1.0);
    }

    /** How many times the corpus file's bytes were read while the call ran: bytes read over the file's size. */
    private double corpusReads(ThrowingCall call) throws Exception {
        Path events = dir.resolve("reads.jfr");
        try (Recording recording = new Recording()) {
            recording.enable("jdk.FileRead").withThreshold(Duration.ZERO).withoutStackTrace();
            recording.start();
            call.run();
            recording.stop();
            recording.dump(events);
        }
        long bytes = 0;
        for (RecordedEvent event : RecordingFile.readAllEvents(events)) {
            if (corpus.toString().equals(event.getString("path"))) {
                bytes += Math.max(0, event.getLong("bytesRead"));
            }
        }
        return (double) bytes / Files.size(corpus);
    }

    @FunctionalInterface
    private interface ThrowingCall {
        void run() throws Exception;
    }
}
