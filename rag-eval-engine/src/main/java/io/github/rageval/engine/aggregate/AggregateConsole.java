package io.github.rageval.engine.aggregate;

import io.github.rageval.engine.format.Decimals;
import java.util.ArrayList;
import java.util.List;

/**
 * The aggregate in the build log: a headline, then the table's lines one per log line
 * ({@code support-bot: PASS, tfidf, k=3, 10 queries, mean_recall 0.95, mrr 0.93}), so the log alone says which
 * module failed without opening a report.
 */
public final class AggregateConsole {
    private AggregateConsole() {
    }

    public static List<String> lines(Aggregate aggregate) {
        List<String> lines = new ArrayList<>();
        lines.add("AGGREGATE: " + (aggregate.passed() ? "passed, " + aggregate.modules().size() + " module"
                + (aggregate.modules().size() == 1 ? "" : "s") : "FAILED, " + aggregate.failureSummary()));
        for (AggregateTable.Line line : AggregateTable.lines(aggregate)) {
            StringBuilder text = new StringBuilder("  ").append(line.module());
            if (!line.variant().isEmpty()) {
                text.append(" [").append(line.variant()).append(']');
            }
            text.append(": ").append(line.verdict());
            if (!line.retriever().isEmpty()) {
                text.append(", ").append(line.retriever());
            }
            if (line.k() != null) {
                text.append(", k=").append(line.k());
            }
            if (line.queries() != null) {
                text.append(", ").append(line.queries()).append(" queries");
            }
            line.values().forEach((metric, value) -> text.append(", ").append(metric).append(' ')
                    .append(Decimals.two(value)));
            lines.add(text.toString());
        }
        return lines;
    }
}
