package io.github.rageval.engine.goldenset.judgments;

import io.github.rageval.engine.input.Corpus;
import io.github.rageval.engine.input.CorpusLoader;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.JudgmentMerge;
import io.github.rageval.engine.input.NewGrades;
import io.github.rageval.engine.input.ReadJudgments;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.saved.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The judgments goal from its settings to the file: the golden set and the {@code judgments} files read as
 * {@code check} reads them (a machine's grades left out unless accepted), merged with the same errors (a query the
 * golden set lacks, a document the corpus lacks when there is a corpus, one document graded two ways), and the golden
 * set written again with the new grades in it ({@link GradesSplice}), atomically.
 *
 * <p>It writes to {@code judgedGoldenDataset}, by default beside the reports: a golden set is curated by hand and kept
 * under version control, and a goal that rewrote it in place would turn a wrong judgments file into a lost golden
 * set; written apart, the result can be read, diffed and copied over it, or the setting pointed at the golden set to
 * write it in place on purpose.
 */
public final class JudgedGoldenSet {
    private JudgedGoldenSet() {
    }

    /** As {@link #write(JudgedGoldenSettings, ProgressListener)}, its phases told to no one. */
    public static JudgedGoldenResult write(JudgedGoldenSettings settings) throws InputException, IOException {
        return write(settings, ProgressListener.NONE);
    }

    /**
     * @param progress told of the phases: the golden set and the judgments read and merged, the corpus read (when
     *     there is one to check the judged documents against), the judged golden set written
     * @throws IOException when the file cannot be written
     */
    public static JudgedGoldenResult write(JudgedGoldenSettings settings, ProgressListener progress)
            throws InputException, IOException {
        ProgressMeter merging = ProgressMeter.start("judgments read and merged", -1, progress);
        GoldenDataset golden = new GoldenDatasetLoader().load(settings.goldenDataset());
        golden.requireDocumentLabels("folding judgments into the golden set");
        ReadJudgments judgments = JudgmentFiles.readAll(settings.judgments(), settings.acceptMachineJudgments(),
                settings.words());
        NewGrades grades = JudgmentMerge.newGrades(golden, judgments.lines());
        merging.finish();
        Path corpus = settings.corpus();
        boolean checked = !settings.corpusOptional() || Files.isRegularFile(corpus);
        if (checked) {
            // Ids only: the texts are not needed to know a typo from a document.
            ProgressMeter reading = ProgressMeter.start("corpus read", -1, progress);
            Corpus documents = new CorpusLoader().load(corpus, document -> { });
            reading.finish();
            JudgmentMerge.requireKnownDocuments(judgments.lines(), documents, corpus);
        }
        ProgressMeter writing = ProgressMeter.start("judged golden set written", -1, progress);
        GoldenSetText text = GoldenSetText.read(settings.goldenDataset());
        String written = GradesSplice.apply(text, grades.perCase());
        AtomicFiles.write(settings.output(), text.file().encode(written));
        writing.finish();
        return new JudgedGoldenResult(settings.output(), grades, golden.size(), judgments.warnings(),
                checked ? null : corpus);
    }

    /**
     * Where the judged golden set goes when {@code judgedGoldenDataset} is not set: its default's folder and name,
     * with the golden set's own extension ({@code golden-judged.jsonl} for a {@code .jsonl} golden set), so that the
     * layout the file keeps is the one its name says.
     */
    public static Path defaultOutput(Path configuredDefault, Path goldenDataset) {
        String golden = goldenDataset.getFileName() == null ? "" : goldenDataset.getFileName().toString();
        String name = configuredDefault.getFileName().toString();
        int goldenDot = golden.lastIndexOf('.');
        int dot = name.lastIndexOf('.');
        if (goldenDot <= 0 || dot <= 0) {
            return configuredDefault;
        }
        return configuredDefault.resolveSibling(name.substring(0, dot) + golden.substring(goldenDot));
    }
}
