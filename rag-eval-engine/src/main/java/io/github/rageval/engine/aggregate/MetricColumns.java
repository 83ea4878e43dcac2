package io.github.rageval.engine.aggregate;

import io.github.rageval.engine.metrics.SummaryMetric;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The metric columns of the aggregate table: the union of every row's summary keys, so that modules evaluated with
 * other cutoffs still share one table. The specification's four come first in their own order (when any row has
 * them), then every other key in the order it first appears, module by module in reactor order: the same reports
 * give the same columns.
 */
public final class MetricColumns {
    private MetricColumns() {
    }

    public static List<String> of(List<ModuleResult> modules) {
        Set<String> seen = new LinkedHashSet<>();
        modules.forEach(module -> module.rows().forEach(row -> seen.addAll(row.summary().keySet())));
        List<String> columns = new ArrayList<>();
        for (SummaryMetric metric : SummaryMetric.values()) {
            if (seen.remove(metric.key())) {
                columns.add(metric.key());
            }
        }
        columns.addAll(seen);
        return List.copyOf(columns);
    }
}
