package io.github.rageval.engine.settings;

import io.github.rageval.engine.settings.table.Defaults;
import java.nio.file.Path;
import java.util.List;

/**
 * Where results and judgments come from, beyond the specification's corpus and golden dataset files. All are
 * optional (null): with none set, the built-in retriever runs over the corpus and the golden dataset.
 *
 * @param beirFolder a BEIR dataset folder ({@code corpus.jsonl}, {@code queries.jsonl}, {@code qrels/})
 * @param beirSplit the qrels split of that folder, e.g. {@code test}
 * @param run results produced elsewhere (TREC run or JSON Lines); when set no retriever runs and no corpus is read
 * @param qrels judgments for a run (TREC qrels or BEIR TSV), instead of the golden dataset or the BEIR folder
 * @param unlisted what a document the judgments do not name is: a hole or judged not relevant
 * @param judgments more judgments merged with whichever judges (filled pool files, qrels), in the order given;
 *     empty for none
 * @param acceptMachineJudgments whether a grade a machine gave (a pool line with {@code judged_by}) counts
 */
public record DataSources(Path beirFolder, String beirSplit, Path run, Path qrels, UnlistedDocuments unlisted,
                          List<Path> judgments, boolean acceptMachineJudgments) {
    public static final String DEFAULT_BEIR_SPLIT = Defaults.BEIR_SPLIT;
    public static final DataSources NONE = new DataSources(null, DEFAULT_BEIR_SPLIT, null, null);

    public DataSources {
        beirSplit = beirSplit == null ? DEFAULT_BEIR_SPLIT : beirSplit;
        unlisted = unlisted == null ? UnlistedDocuments.AUTO : unlisted;
        judgments = judgments == null ? List.of() : List.copyOf(judgments);
    }

    /** Sources whose machine judgments are left out. */
    public DataSources(Path beirFolder, String beirSplit, Path run, Path qrels, UnlistedDocuments unlisted,
                       List<Path> judgments) {
        this(beirFolder, beirSplit, run, qrels, unlisted, judgments, false);
    }

    /** Sources whose unlisted documents are decided by {@code auto}, without judgments to merge. */
    public DataSources(Path beirFolder, String beirSplit, Path run, Path qrels) {
        this(beirFolder, beirSplit, run, qrels, UnlistedDocuments.AUTO, List.of());
    }

    /** Sources without judgments to merge. */
    public DataSources(Path beirFolder, String beirSplit, Path run, Path qrels, UnlistedDocuments unlisted) {
        this(beirFolder, beirSplit, run, qrels, unlisted, List.of());
    }

    /** Sources whose unlisted documents are decided by {@code auto}. */
    public DataSources(Path beirFolder, String beirSplit, Path run, Path qrels, List<Path> judgments) {
        this(beirFolder, beirSplit, run, qrels, UnlistedDocuments.AUTO, judgments);
    }
}
