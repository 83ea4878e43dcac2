package io.github.rageval.engine.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.analysis.MismatchPolicy;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.gate.ThresholdSpec;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.BaselineFile;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.stats.PairedTest;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The defaults table says what the engine does when a setting is left out: each text against its typed twin. */
class DefaultsTest {
    @Test
    void everyDefaultIsTheEnginesOwn() {
        assertThat(Integer.parseInt(Defaults.K)).isEqualTo(EvaluationSettings.DEFAULT_K);
        assertThat(Defaults.BEIR_SPLIT).isEqualTo(DataSources.DEFAULT_BEIR_SPLIT);
        assertThat(Integer.parseInt(Defaults.RELEVANCE_LEVEL)).isEqualTo(ScoringOptions.DEFAULTS.relevanceLevel());
        assertThat(Defaults.RUN_MISMATCH).isEqualTo(ScoringOptions.DEFAULTS.runMismatch().key());
        assertThat(Boolean.parseBoolean(Defaults.COUNT_MISSING_QUERIES))
                .isEqualTo(ScoringOptions.DEFAULTS.countMissingQueries());
        assertThat(Defaults.RETRIEVER).isEqualTo(RetrieverSpec.DEFAULT_NAME);
        TfidfOptions tfidf = TfidfOptions.defaults();
        assertThat(Defaults.TOKEN_PATTERN).isEqualTo(tfidf.tokenPattern());
        assertThat(Boolean.parseBoolean(Defaults.LOWERCASE)).isEqualTo(tfidf.lowercase());
        assertThat(Boolean.parseBoolean(Defaults.SUBLINEAR_TF)).isEqualTo(tfidf.sublinearTf());
        assertThat(Integer.parseInt(Defaults.THREADS)).isEqualTo(EvaluationSettings.ALL_PROCESSORS);
        assertThat(Defaults.SHOW_QUERIES).isEqualTo(ShowQueries.ALL.key());
        assertThat(Defaults.EXPLAIN).isEqualTo(ExplainMode.MISSES.key());
        assertThat(Integer.parseInt(Defaults.MAX_FAILING_QUERIES)).isEqualTo(SegmentSettings.NONE.maxFailingQueries());
        assertThat(Defaults.BASELINE_FILE).isEqualTo(BaselineFile.DEFAULT_PATH);
        AnalysisSettings analysis = AnalysisSettings.defaults();
        assertThat(Integer.parseInt(Defaults.BOOTSTRAP_SAMPLES)).isEqualTo(analysis.bootstrapSamples());
        assertThat(Integer.parseInt(Defaults.RANDOMIZATION_SAMPLES))
                .isEqualTo(analysis.comparison().randomizationSamples());
        assertThat(Long.parseLong(Defaults.SEED)).isEqualTo(analysis.seed());
        assertThat(Double.parseDouble(Defaults.SIGNIFICANCE)).isEqualTo(analysis.comparison().alpha());
        assertThat(PairedTest.byKey(Defaults.SIGNIFICANCE_TEST)).contains(analysis.comparison().test());
        assertThat(Boolean.parseBoolean(Defaults.MAX_DROP_REQUIRES_SIGNIFICANCE))
                .isEqualTo(analysis.comparison().dropMustBeSignificant());
        assertThat(MismatchPolicy.parse(Defaults.BASELINE_MISMATCH)).contains(analysis.mismatch());
        assertThat(Boolean.parseBoolean(Defaults.TIE_RANGES)).isEqualTo(ScoringOptions.DEFAULTS.tieRanges());
        assertThat(Defaults.LATENCY).isEqualTo(LatencySettings.NONE.mode());
    }

    @Test
    void aOneLineFormOverridesTheMapNameByNameKeepingItsOrder() throws Exception {
        Map<String, String> pom = new LinkedHashMap<>();
        pom.put("mrr", "0.9");
        pom.put("hit_rate", "90%");
        pom.put("mean_recall", "0.8");

        assertThat(SettingMaps.merge(pom, "mean_recall=0.95,ndcg@10=0.3", ThresholdSpec::parse)).containsExactly(
                Map.entry("mrr", "0.9"), Map.entry("hit_rate", "90%"), Map.entry("mean_recall", "0.95"),
                Map.entry("ndcg@10", "0.3"));
        assertThat(SettingMaps.merge(null, null, ThresholdSpec::parse)).isEmpty();
        assertThatThrownBy(() -> SettingMaps.merge(Map.of(), "mrr", ThresholdSpec::parse))
                .hasMessageContaining("is not of the form metric=value");
    }
}
