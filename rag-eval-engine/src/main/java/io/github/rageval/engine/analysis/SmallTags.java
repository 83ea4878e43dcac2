package io.github.rageval.engine.analysis;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.stats.TopicSetSize;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * Tags whose thresholds rest on too few queries: for each tag with a tag threshold, its query count against the
 * queries {@link TopicSetSize} says a drop of {@code suggestDrop} needs in that threshold's metric, estimated from the
 * tag's own per-query values (one warning per tag, for the metric that needs the most). A tag of fewer than two
 * queries is too small for any test. The golden set's own size is judged by the small_golden_set warning.
 */
public final class SmallTags {
    private SmallTags() {
    }

    /** One warning per tag too small for its thresholds, in tag order. */
    public static List<Diagnostic> warnings(EvaluationReport report, MetricValues values, BigDecimal drop) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        Map<String, List<Threshold>> byTag = new TreeMap<>(report.segmentRules().tagThresholds());
        byTag.forEach((tag, thresholds) -> {
            List<Integer> tagged = new ArrayList<>();
            for (int i = 0; i < report.cases().size(); i++) {
                if (report.cases().get(i).golden().tags().contains(tag)) {
                    tagged.add(i);
                }
            }
            int have = tagged.size();
            if (have < 2) {
                diagnostics.add(new Diagnostic("small_tag", null, "tag " + tag + " has " + have + (have == 1
                        ? " query" : " queries") + ", too few for its thresholds to tell a real change from noise:"
                        + " one query decides its verdict. Tag more golden queries with " + tag + "."));
                return;
            }
            Threshold neediest = null;
            int most = 0;
            for (Threshold threshold : thresholds) {
                double[] all = values.perQuery().get(threshold.metric().key());
                if (all != null) {
                    OptionalInt needed = TopicSetSize.forDrop(tagged.stream().mapToDouble(i -> all[i]).toArray(),
                            drop.doubleValue());
                    if (needed.isPresent() && needed.getAsInt() > most) {
                        most = needed.getAsInt();
                        neediest = threshold;
                    }
                }
            }
            if (neediest != null && have < most) {
                diagnostics.add(new Diagnostic("small_tag", neediest.metric().key(), "tag " + tag + " has " + have
                        + " queries, too few for its " + neediest.metric().key() + " threshold to tell a real change"
                        + " from noise: " + QueriesNeeded.sentence(neediest.metric().key(),
                        neediest.metric().higherIsBetter(), OptionalInt.of(most), drop, have)
                        .replace("this golden set has", "the tag has") + " Tag more golden queries with " + tag + "."));
            }
        });
        return diagnostics;
    }
}
