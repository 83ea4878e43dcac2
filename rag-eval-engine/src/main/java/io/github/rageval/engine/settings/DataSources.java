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
 * @param recordedAnswers what the RAG pipeline answered each golden question, for the answer metrics; null for none
 * @param faithfulness where a rule on {@code faithfulness} reads each recorded answer's value; null when
 *     {@code judgeModel} is unset
 */
public record DataSources(Path beirFolder, String beirSplit, Path run, Path qrels, UnlistedDocuments unlisted,
                          List<Path> judgments, boolean acceptMachineJudgments, Path recordedAnswers,
                          FaithfulnessSource faithfulness) {
    public static final String DEFAULT_BEIR_SPLIT = Defaults.BEIR_SPLIT;
    public static final DataSources NONE = builder().build();

    public DataSources {
        beirSplit = beirSplit == null ? DEFAULT_BEIR_SPLIT : beirSplit;
        unlisted = unlisted == null ? UnlistedDocuments.AUTO : unlisted;
        judgments = judgments == null ? List.of() : List.copyOf(judgments);
    }

    /** Sources built field by field, every field unset at its default: no BEIR folder, run or qrels, {@code auto}. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DataSources}; what is not set keeps the default the canonical constructor gives it. */
    public static final class Builder {
        private Path beirFolder;
        private String beirSplit;
        private Path run;
        private Path qrels;
        private UnlistedDocuments unlisted;
        private List<Path> judgments;
        private boolean acceptMachineJudgments;
        private Path recordedAnswers;
        private FaithfulnessSource faithfulness;

        private Builder() {
        }

        public Builder beir(Path folder, String split) {
            this.beirFolder = folder;
            this.beirSplit = split;
            return this;
        }

        public Builder run(Path file) {
            this.run = file;
            return this;
        }

        public Builder qrels(Path file) {
            this.qrels = file;
            return this;
        }

        public Builder unlisted(UnlistedDocuments rule) {
            this.unlisted = rule;
            return this;
        }

        public Builder judgments(List<Path> files) {
            this.judgments = files;
            return this;
        }

        public Builder acceptMachineJudgments(boolean accept) {
            this.acceptMachineJudgments = accept;
            return this;
        }

        public Builder recordedAnswers(Path file) {
            this.recordedAnswers = file;
            return this;
        }

        /** Where a gate on {@code faithfulness} reads each recorded answer's value. */
        public Builder faithfulness(FaithfulnessSource source) {
            this.faithfulness = source;
            return this;
        }

        public DataSources build() {
            return new DataSources(beirFolder, beirSplit, run, qrels, unlisted, judgments, acceptMachineJudgments,
                    recordedAnswers, faithfulness);
        }
    }
}
