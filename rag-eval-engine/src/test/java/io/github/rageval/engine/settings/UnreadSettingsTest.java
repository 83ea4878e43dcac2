package io.github.rageval.engine.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSetting;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A setting written where another written one makes it unread is an error, in each caller's names. */
class UnreadSettingsTest {

    @Test
    void aBeirFolderBesideACorpusOrAGoldenDatasetIsAnErrorNamingTheParameters() {
        for (Set<String> written : List.of(Set.of("beir", "corpus"), Set.of("beir", "goldenDataset"),
                Set.of("beir", "corpus", "goldenDataset", "k"))) {
            assertThatThrownBy(() -> UnreadSettings.check(written, GoalSetting::name))
                    .isInstanceOf(ConfigurationException.class)
                    .hasMessage("beir names a folder holding both the corpus and the judgments: give it without"
                            + " corpus and goldenDataset.");
            assertThatThrownBy(() -> UnreadSettings.check(written, GoalSetting::option))
                    .hasMessage("--beir names a folder holding both the corpus and the judgments: give it without"
                            + " --corpus and --golden-dataset.");
        }
    }

    @Test
    void aBeirSplitWithoutABeirFolderIsAnError() {
        assertThatThrownBy(() -> UnreadSettings.check(Set.of("beirSplit", "corpus"), GoalSetting::name))
                .hasMessage("beirSplit names a qrels split of a BEIR folder, but beir is not given: the split would"
                        + " be ignored. Give beir too, or remove beirSplit.");
        assertThatCode(() -> UnreadSettings.check(Set.of("beir", "beirSplit"), GoalSetting::name))
                .doesNotThrowAnyException();
    }

    @Test
    void qrelsBesideAnotherSourceOfJudgmentsIsAnError() {
        assertThatThrownBy(() -> UnreadSettings.check(Set.of("run", "qrels", "goldenDataset"), GoalSetting::option))
                .hasMessage("--qrels and --golden-dataset both give the judgments of the run: --golden-dataset"
                        + " would be ignored. Give one of them.");
        assertThatThrownBy(() -> UnreadSettings.check(Set.of("run", "qrels", "beir"), GoalSetting::name))
                .hasMessage("qrels and beir both give the judgments of the run, and a run reads nothing else of a"
                        + " BEIR folder: beir would be ignored. Give one of them.");
    }

    @Test
    void settingsThatAreAllReadPass() {
        for (Set<String> written : List.of(Set.<String>of(), Set.of("corpus", "goldenDataset"),
                Set.of("beir", "beirSplit", "run"), Set.of("run", "qrels"), Set.of("run", "goldenDataset"),
                Set.of("beir", "retriever", "k"))) {
            assertThatCode(() -> UnreadSettings.check(written, GoalSetting::name)).as(written.toString())
                    .doesNotThrowAnyException();
        }
    }

    @Test
    void aCorpusBesideARunIsUnreadNowToo() {
        // It was left silent: a run file's results are evaluated as they are, and nothing reads the corpus.
        assertThatThrownBy(() -> UnreadSettings.check(Set.of("run", "qrels", "corpus"), GoalSetting::option))
                .hasMessage("--corpus is set, but --run is evaluated instead of a retriever, as its results are: it"
                        + " would be ignored. Remove it, or evaluate a retriever without --run.");
    }

    @Test
    void variantsLeaveTheBuildsOneRetrieverUnreadAndAGateVariantNeedsThem() {
        assertThatThrownBy(() -> UnreadSettings.check(Set.of("variants", "retriever", "lowercase"), "tfidf",
                List.of("tfidf", "bm25"), GoalSetting::name))
                .hasMessage("retriever, lowercase are set, but variants replace the build's one retriever (each"
                        + " variant has its own retriever, options and chunking): they would be ignored. Remove"
                        + " them, or give them to each variant.");
        assertThatThrownBy(() -> UnreadSettings.check(Set.of("gateVariant"), GoalSetting::name))
                .hasMessage("gateVariant is set, but it names the variant the gate holds, and variants is not given:"
                        + " it would be ignored. Remove it, or configure variants too.");
        assertThatCode(() -> UnreadSettings.check(Set.of("variants", "cacheDirectory"), "tfidf",
                List.of("tfidf", "dense"), GoalSetting::name)).doesNotThrowAnyException();
    }

    @Test
    void aChecksSettingGivenToTheAggregateAloneIsSaidNotIgnoredSilently() {
        // mvn rag-eval:aggregate -Drageval.thresholds=mrr=0.99 showed the old reports as passing, without a word.
        assertThat(UnreadSettings.besideAggregateAlone(Set.of("rageval.thresholds", "rageval.skip",
                "rageval.aggregate.reportDirectory", "other.property"))).contains("-Drageval.thresholds is set, but"
                + " rag-eval:aggregate runs alone: no check runs to read it, and the aggregate shows the reports as"
                + " the checks wrote them, so it is ignored. Run the checks with it: mvn verify rag-eval:aggregate"
                + " -Drageval.thresholds=....");
        assertThat(UnreadSettings.besideAggregateAlone(Set.of("rageval.failOnViolation", "rageval.skip")))
                .isEmpty();
    }
}
