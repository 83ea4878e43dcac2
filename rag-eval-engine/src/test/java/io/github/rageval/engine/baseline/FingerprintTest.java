package io.github.rageval.engine.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.FaithfulnessSource;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.retriever.tfidf.TfidfRetrieverFactory;
import io.github.rageval.engine.settings.read.CommandLineNames;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FingerprintTest {
    @TempDir
    Path folder;

    @Test
    void checksumsAreTheSha256OfTheFilesBytes() throws Exception {
        Path file = Files.writeString(folder.resolve("abc.json"), "abc", StandardCharsets.UTF_8);

        assertThat(Fingerprint.sha256(file, "corpus"))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void aFileLargerThanTheLargestArrayIsChecksummedAsWell() throws Exception {
        // 2 GiB and a bit of zeros, sparse on disk: a checksum of the whole file read at once could not hold it.
        Path file = folder.resolve("run.trec");
        try (java.io.RandomAccessFile sparse = new java.io.RandomAccessFile(file.toFile(), "rw")) {
            sparse.setLength((1L << 31) + 12_345);
        }

        assertThat(Fingerprint.sha256(file, "run"))
                .isEqualTo("818e2054922b534ddf65fdd2032023dd2bbc744543f4af2ed516e706a91481ab");
    }

    @Test
    void recordsKTheRetrieverSettingsAndBothChecksums() throws Exception {
        Fingerprint fingerprint = Fingerprint.of(Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN));

        assertThat(fingerprint.k()).isEqualTo(3);
        assertThat(fingerprint.retriever()).containsExactly(Map.entry("type", "tfidf"),
                Map.entry("token_pattern", "(?u)\\b\\w\\w+\\b"), Map.entry("lowercase", true),
                Map.entry("sublinear_tf", false));
        assertThat(fingerprint.corpusSha256()).hasSize(64).isNotEqualTo(fingerprint.goldenSha256());
    }

    @Test
    void theRecordedAnswersAndTheFaithfulnessJudgeAreRecordedBesideTheRetriever() throws Exception {
        Path answers = Files.writeString(folder.resolve("answers.jsonl"), "abc", StandardCharsets.UTF_8);
        EvaluationSettings settings = Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN);
        EvaluationSettings answered = settings.toBuilder().sources(DataSources.builder().recordedAnswers(answers)
                .faithfulness(FaithfulnessSource.of("qwen3:8b", golden -> golden)).build()).build();

        // The judge is the faithfulness values' source: recorded only when a rule reads them.
        assertThat(Fingerprint.of(answered).retriever()).containsEntry("recorded_answers", "answers.jsonl")
                .containsEntry("recorded_answers_sha256",
                        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
                .doesNotContainKey("faithfulness_judge");
        Fingerprint judged = Fingerprint.of(answered.toBuilder().rules(Fixtures.rules(Map.of("faithfulness", "0.5")))
                .build());
        assertThat(judged.retriever()).containsEntry("faithfulness_judge", "qwen3:8b");
        assertThat(Fingerprint.of(settings).retrieverChanges(judged)).extracting(Fingerprint.Difference::describe)
                .contains("recorded_answers (unset) -> answers.jsonl", "faithfulness_judge (unset) -> qwen3:8b");
    }

    @Test
    void kMustMatchWhileEditedInputsAndRetrieverChangesAreOnlyReported() {
        Fingerprint baseline = new Fingerprint(3, TfidfRetrieverFactory.settings(TfidfOptions.defaults()),
                "a".repeat(64), "b".repeat(64));
        Fingerprint sameData = new Fingerprint(3, TfidfRetrieverFactory.settings(
                TfidfOptions.defaults().withTokenPattern(Fixtures.FOUR_PLUS)), "a".repeat(64), "b".repeat(64));
        Fingerprint otherData = new Fingerprint(5, baseline.retriever(), "c".repeat(64), "d".repeat(64));

        assertThat(baseline.mismatches(sameData)).isEmpty();
        assertThat(baseline.retrieverChanges(sameData)).extracting(Fingerprint.Difference::describe)
                .containsExactly("token_pattern (?u)\\b\\w\\w+\\b -> (?u)\\b\\w{4,}\\b");
        // Another corpus and golden set are edits, compared on what both runs share and named there (SinceBaseline).
        assertThat(baseline.mismatches(otherData)).extracting(Fingerprint.Difference::describe).containsExactly(
                "k differs (3 in the baseline, 5 now)");
    }

    @Test
    void aSettingOnlyOneSideHasIsAChange() {
        Fingerprint baseline = new Fingerprint(3, Map.of("type", "tfidf"), "a", "b");
        Fingerprint current = new Fingerprint(3, Map.of("type", "tfidf", "stop_words", "english"), "a", "b");

        assertThat(baseline.retrieverChanges(current)).extracting(Fingerprint.Difference::describe)
                .containsExactly("stop_words (unset) -> english");
        assertThat(current.retrieverChanges(baseline)).extracting(Fingerprint.Difference::describe)
                .containsExactly("stop_words english -> (unset)");
    }

    @Test
    void anUnreadableFileIsAnInputError() {
        EvaluationSettings settings = EvaluationSettings.builder().corpus(folder.resolve("missing.json"))
                .goldenDataset(Fixtures.GOLDEN).k(3).build();

        assertThatThrownBy(() -> Fingerprint.of(settings)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("cannot read the corpus file ").hasMessageContaining("missing.json");
    }

    @Test
    void aBaselineScoredOverAllDocumentsIsNotComparedWithAJudgedOnlyRun() {
        Fingerprint all = new Fingerprint(3, Map.of("type", "tfidf"), "a", "b");
        Fingerprint judgedOnly = new Fingerprint(3, Map.of("type", "tfidf"), "a", "b", 1, 0, true);

        assertThat(all.mismatches(judgedOnly)).extracting(Fingerprint.Difference::describe)
                .containsExactly("judgedOnly differs (false in the baseline, true now)");
        assertThat(judgedOnly.mismatches(judgedOnly)).isEmpty();
    }

    @Test
    void theDifferencesNameTheSettingsInTheFrontEndsWords() {
        // The command line was told "judgedOnly differs" and "which a maxDrop holds": a POM's words.
        SettingWords commandLine = CommandLineNames.words();

        assertThat(new Fingerprint.Difference("judged_only", "false", "true").describe(commandLine))
                .isEqualTo("--judged-only differs (false in the baseline, true now)");
        assertThat(new Fingerprint.Difference("max_drop", "ndcg@10", null).describe(commandLine))
                .isEqualTo("the baseline holds no ndcg@10, which a --max-drop holds (record the baseline again with"
                        + " it computed, naming it in --thresholds or its cutoff in --cutoffs, or remove that"
                        + " --max-drop)");
        assertThat(new Fingerprint.Difference("max_drop_now", null, "unj@10").describe(commandLine))
                .isEqualTo("this run computes no unj@10, which a --max-drop holds (name it in --thresholds too, or"
                        + " its cutoff in --cutoffs, so that it is computed)");
        assertThat(new Fingerprint.Difference("max_drop", "ndcg@10", null).describe()).isEqualTo("the baseline"
                + " holds no ndcg@10, which a maxDrop holds (record the baseline again with it computed, naming it"
                + " in thresholds or its cutoff in cutoffs, or remove that maxDrop)");
    }
}
