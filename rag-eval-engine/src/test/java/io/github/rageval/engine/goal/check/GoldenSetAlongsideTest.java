package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.saved.BaselineLocation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GoldenSetChecks;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.render.ReportFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The golden set's corpus checks take the corpus from the evaluation's read, on a thread of their own with two
 * processors or more, in the reading thread with one: the same reports, warnings and errors either way, no thread of
 * theirs left after the call, and their progress lines told in one piece where they are joined.
 */
class GoldenSetAlongsideTest {
    private static final String CHECKS_THREAD = "rag-eval-golden-set-checks";

    @TempDir
    Path dir;
    private Path corpus;
    private Path golden;

    private ChecksProject project;

    @BeforeEach
    void files() throws Exception {
        project = ChecksProject.in(dir, false);
        corpus = project.corpus();
        golden = project.golden();
    }

    private EvaluationSettings settings(Path goldenSet) throws Exception {
        return project.settings(goldenSet);
    }

    private static AnalysisSettings defaults() throws Exception {
        return Fixtures.withDrops(Map.of(), false);
    }

    @Test
    void theReportsAndWarningsAreTheSameAlongsideTheEvaluationAsBeforeIt() throws Exception {
        Analysis before = Analyses.run(settings(golden), defaults(), BaselineLocation.none(), null,
                ProgressListener.NONE, 1);
        Analysis alongside = Analyses.run(settings(golden), defaults(), BaselineLocation.none(), null,
                ProgressListener.NONE, 2);

        // Not a vacuous comparison: every kind of finding of the corpus checks is there.
        assertThat(alongside.diagnostics()).extracting(Diagnostic::kind).contains("repeated_query",
                "near_duplicate");
        assertThat(alongside.goldenSetNotes()).hasSize(2);
        assertThat(alongside.diagnostics()).isEqualTo(before.diagnostics());
        assertThat(alongside.goldenSetNotes()).isEqualTo(before.goldenSetNotes());
        Path one = Files.createDirectory(dir.resolve("one"));
        Path two = Files.createDirectory(dir.resolve("two"));
        ReportFiles.writeAll(before, "p", one, Environment.of(Map.of()), w -> { });
        ReportFiles.writeAll(alongside, "p", two, Environment.of(Map.of()), w -> { });
        for (String file : ReportFiles.FILES) {
            assertThat(Files.readAllBytes(two.resolve(file))).as(file).isEqualTo(Files.readAllBytes(one.resolve(file)));
        }
        assertNoChecksThreadLeft();
    }

    @Test
    void aRecordedBaselineHasTheSameWarningsAndNotesAlongsideTheEvaluation() throws Exception {
        BaselineRecording before = Analyses.recording(settings(golden), GoldenSetChecks.ALL, null,
                ProgressListener.NONE, 1);
        BaselineRecording alongside = Analyses.recording(settings(golden), GoldenSetChecks.ALL, null,
                ProgressListener.NONE, 2);

        assertThat(alongside.warnings()).hasSize(2).isEqualTo(before.warnings());
        assertThat(alongside.goldenSetNotes()).hasSize(2).isEqualTo(before.goldenSetNotes());
        assertThat(alongside.run()).isEqualTo(before.run());
        assertNoChecksThreadLeft();
    }

    @Test
    void anEvaluationThatFailsCancelsTheChecksAndItsErrorIsThrownAsBefore() throws Exception {
        Path unknown = Files.writeString(dir.resolve("unknown.jsonl"), """
                {"query_id": "q1", "query": "reset my password", "relevant_doc_ids": ["reset", "gone"]}
                """, StandardCharsets.UTF_8);
        String expected = messageOf(() -> Analyses.run(settings(unknown), defaults(), BaselineLocation.none(), null,
                ProgressListener.NONE, 1));
        assertThat(expected).contains("\"gone\"");

        assertThatThrownBy(() -> Analyses.run(settings(unknown), defaults(), BaselineLocation.none(), null,
                ProgressListener.NONE, 2)).isInstanceOf(InputException.class).hasMessage(expected);
        assertNoChecksThreadLeft();
        assertThatThrownBy(() -> Analyses.recording(settings(unknown), GoldenSetChecks.ALL, null,
                ProgressListener.NONE, 2)).isInstanceOf(InputException.class).hasMessage(expected);
        assertNoChecksThreadLeft();
    }

    @Test
    void aCorpusTheChecksCannotReadIsTheSameErrorAtTheJoin() throws Exception {
        // A run file is evaluated without reading the corpus: the checks alone read it, and find an id twice.
        Files.writeString(corpus, """
                [{"doc_id": "reset", "text": "reset the password"},
                 {"doc_id": "reset", "text": "reset it again"}]
                """, StandardCharsets.UTF_8);
        Path run = Files.writeString(dir.resolve("run.txt"), "q1 Q0 reset 1 3.0 r\nq3 Q0 2fa 1 3.0 r\n",
                StandardCharsets.UTF_8);
        EvaluationSettings settings = EvaluationSettings.builder().corpus(corpus).goldenDataset(golden).k(3)
                .rules(Fixtures.rules(Map.of("hit_rate", "0.5"))).sources(DataSources.builder().run(run).build())
                .scoring(ScoringOptions.DEFAULTS).build();
        String expected = messageOf(() -> Analyses.run(settings, defaults(), BaselineLocation.none(), null,
                ProgressListener.NONE, 1));
        assertThat(expected).contains("corpus.json", "duplicate doc_id \"reset\"");

        assertThatThrownBy(() -> Analyses.run(settings, defaults(), BaselineLocation.none(), null,
                ProgressListener.NONE, 2)).isInstanceOf(InputException.class).hasMessage(expected);
        assertThatThrownBy(() -> Analyses.recording(settings, GoldenSetChecks.ALL, null, ProgressListener.NONE, 2))
                .isInstanceOf(InputException.class).hasMessage(expected);
        assertNoChecksThreadLeft();
    }

    @Test
    void theChecksLinesComeInOnePieceAfterTheEvaluationsOnOneProcessorAndOnTwo() throws Exception {
        List<String> one = phases(1);
        List<String> two = phases(2);

        assertThat(two.get(two.size() - 1)).isEqualTo("golden set checked against the corpus (alongside the"
                + " evaluation)");
        assertThat(two.subList(0, two.size() - 1)).startsWith("documents indexed")
                .endsWith("statistics (intervals, baseline)");
        assertThat(one).isEqualTo(two);
    }

    /** The phases the run finished, in the order the listener heard of them. */
    private List<String> phases(int processors) throws Exception {
        List<String> finished = Collections.synchronizedList(new ArrayList<>());
        ProgressListener listener = new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
            }

            @Override
            public void onPhaseFinished(Progress progress) {
                finished.add(progress.phase());
            }
        };
        Analyses.run(settings(golden), defaults(), BaselineLocation.none(), null, listener, processors);
        return List.copyOf(finished);
    }

    private static String messageOf(ThrowingCall call) {
        try {
            call.run();
        } catch (Exception e) {
            assertThat(e).isInstanceOf(InputException.class);
            return e.getMessage();
        }
        throw new AssertionError("no error");
    }

    @FunctionalInterface
    private interface ThrowingCall {
        void run() throws Exception;
    }

    private static void assertNoChecksThreadLeft() {
        assertThat(Thread.getAllStackTraces().keySet()).extracting(Thread::getName).doesNotContain(CHECKS_THREAD);
    }
}
