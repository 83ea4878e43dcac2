package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.RankingOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The means over each tag's queries: one {@link Summary} per tag the golden cases carry, in tag order. */
public final class SegmentSummaries {
    private SegmentSummaries() {
    }

    public static Map<String, Summary> of(int k, List<Metric> metrics, List<CaseResult> cases) {
        Map<String, List<CaseResult>> byTag = new TreeMap<>(RankingOrder.BY_CODE_POINT);
        for (CaseResult result : cases) {
            for (String tag : result.golden().tags()) {
                byTag.computeIfAbsent(tag, t -> new ArrayList<>()).add(result);
            }
        }
        Map<String, Summary> summaries = new TreeMap<>(RankingOrder.BY_CODE_POINT);
        byTag.forEach((tag, tagged) -> summaries.put(tag, Summary.of(k, metrics, tagged)));
        return Collections.unmodifiableMap(summaries);
    }
}
