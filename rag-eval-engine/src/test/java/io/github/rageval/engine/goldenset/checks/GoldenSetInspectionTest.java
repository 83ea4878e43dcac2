package io.github.rageval.engine.goldenset.checks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GoldenSetChecks;
import io.github.rageval.engine.evaluation.CorpusRider;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.input.CorpusLoader;
import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.settings.read.CommandLineNames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Where the corpus checks run: beside the evaluation only with a processor and heap to spare, else first. */
class GoldenSetInspectionTest {
    private static final EvaluationSettings SEED = Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN);

    @Test
    void twoProcessorsAndHeapToSpareRunTheChecksAlongsideTheirLinesHeldUntilTheJoin() throws Exception {
        List<String> heard = listened();
        try (InspectionUnderway underway = GoldenSetInspection.begin(SEED, GoldenSetChecks.ALL, Set.of(),
                listener(heard), 2, Long.MAX_VALUE)) {
            assertThat(underway.alongside()).isTrue();
            // Held, whether the checks are done yet or not: nothing is told before the join.
            assertThat(heard).isEmpty();
            GoldenSetReport report = underway.join();
            assertThat(report.coverage().documents()).isEqualTo(10);
        }
        assertThat(heard).containsExactly(GoldenSetInspection.PHASE_ALONGSIDE);
    }

    @Test
    void aHeapTooSmallForBothAtOnceRunsTheChecksFirstEvenOnTwoProcessors() throws Exception {
        List<String> heard = listened();
        // The seed corpus is a few kilobytes: 1 kB of heap is less than the rule asks for it.
        try (InspectionUnderway underway = GoldenSetInspection.begin(SEED, GoldenSetChecks.ALL, Set.of(),
                listener(heard), 2, 1_000)) {
            assertThat(underway.alongside()).isFalse();
            assertThat(heard).containsExactly(GoldenSetInspection.PHASE);
            assertThat(underway.join().coverage().documents()).isEqualTo(10);
        }
    }

    @Test
    void oneProcessorRunsTheChecksFirst() throws Exception {
        List<String> heard = listened();
        try (InspectionUnderway underway = GoldenSetInspection.begin(SEED, GoldenSetChecks.ALL, Set.of(),
                listener(heard), 1, Long.MAX_VALUE)) {
            assertThat(underway.alongside()).isFalse();
            assertThat(heard).containsExactly(GoldenSetInspection.PHASE);
        }
    }

    @Test
    void checksRidingOnTheEvaluationsReadReportWhatTheirOwnReadsReport() throws Exception {
        GoldenSetReport own = GoldenSetInspection.inspect(SEED, GoldenSetChecks.ALL, ProgressListener.NONE);
        for (int processors : new int[] {1, 2}) {
            List<String> heard = listened();
            assertThat(ridden(processors, heard, true)).isEqualTo(own);
            assertThat(heard).containsExactly(GoldenSetInspection.PHASE_ALONGSIDE);
        }
    }

    @Test
    void checksRidingOnAnEvaluationThatReadNoCorpusReadItThemselvesAtTheJoin() throws Exception {
        GoldenSetReport own = GoldenSetInspection.inspect(SEED, GoldenSetChecks.ALL, ProgressListener.NONE);
        assertThat(own.coverage()).isNotNull();
        for (int processors : new int[] {1, 2}) {
            List<String> heard = listened();
            assertThat(ridden(processors, heard, false)).isEqualTo(own);
            assertThat(heard).containsExactly(GoldenSetInspection.PHASE);
        }
    }

    /**
     * The report of checks that ride on an evaluation's read: one that reads the corpus, handing over every document
     * and then the end, or one that reads none.
     */
    private static GoldenSetReport ridden(int processors, List<String> heard, boolean read) throws Exception {
        try (InspectionUnderway underway = GoldenSetInspection.begin(SEED, GoldenSetChecks.ALL, Set.of(),
                listener(heard), processors, Long.MAX_VALUE, true)) {
            assertThat(underway.alongside()).isEqualTo(processors >= 2);
            CorpusRider rider = underway.rider();
            if (read) {
                rider.end(new CorpusLoader().load(SEED.corpus(), rider::document, rider::bytes));
            }
            // Held, whether the checks are done yet or not: nothing is told before the join.
            assertThat(heard).isEmpty();
            return underway.join();
        }
    }

    @Test
    void aHeapTooSmallForBothAtOnceLetsNoChecksRideTheyReadFirst() throws Exception {
        List<String> heard = listened();
        try (InspectionUnderway underway = GoldenSetInspection.begin(SEED, GoldenSetChecks.ALL, Set.of(),
                listener(heard), 2, 1_000, true)) {
            assertThat(underway.rider()).isSameAs(CorpusRider.NONE);
            assertThat(heard).containsExactly(GoldenSetInspection.PHASE);
        }
    }

    @Test
    void checksOutOfHeapAreSkippedWithAdviceInTheFrontEndsWords() throws Exception {
        // The command line was told "set goldenSetChecks to basic": a POM's words.
        assertThat(skipped(SEED.toBuilder().words(CommandLineNames.words()).build())).endsWith(" and were skipped."
                + " Give the JVM more heap, or set --golden-set-checks basic.");
        assertThat(skipped(SEED.toBuilder().words(CommandLineNames.mavenWords()).build())).endsWith(" and were"
                + " skipped. Give the JVM more heap, or set goldenSetChecks to basic.");
    }

    /** The warning of checks that ran out of heap as they finished reading the corpus. */
    private static String skipped(EvaluationSettings settings) throws Exception {
        ProgressListener outOfHeap = new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
            }

            @Override
            public void onPhaseFinished(Progress progress) {
                throw new OutOfMemoryError("Java heap space");
            }
        };
        try (InspectionUnderway underway = GoldenSetInspection.begin(settings, GoldenSetChecks.ALL, Set.of(),
                outOfHeap, 1, Long.MAX_VALUE)) {
            GoldenSetReport report = underway.join();
            assertThat(report.coverage()).isNull();
            return report.warnings().stream().filter(w -> w.kind().equals("golden_set_checks_skipped"))
                    .findFirst().orElseThrow().message();
        }
    }

    private static List<String> listened() {
        return Collections.synchronizedList(new ArrayList<>());
    }

    private static ProgressListener listener(List<String> heard) {
        return new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
            }

            @Override
            public void onPhaseFinished(Progress progress) {
                heard.add(progress.phase());
            }
        };
    }
}
