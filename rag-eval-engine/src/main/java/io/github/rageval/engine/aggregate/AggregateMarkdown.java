package io.github.rageval.engine.aggregate;

import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.render.MarkdownReport;

/**
 * The aggregate's {@code report.md}, also what GitHub's job summary gets: the verdict, one table with a line per
 * module (or per variant), its metrics as columns, and below it a line per failure; GitHub-flavoured Markdown, all
 * user text escaped.
 */
public final class AggregateMarkdown {
    private AggregateMarkdown() {
    }

    public static String render(Aggregate aggregate) {
        StringBuilder out = new StringBuilder();
        out.append("## rag-eval aggregate: ").append(aggregate.passed() ? "passed" : "FAILED").append("\n\n");
        if (!aggregate.passed()) {
            out.append("**").append(Escape.markdown(aggregate.failureSummary())).append("**\n\n");
        }
        out.append("| module | variant | retriever | k | queries |");
        aggregate.columns().forEach(column -> out.append(' ').append(metric(column)).append(" |"));
        out.append(" verdict |\n|---|---|---|---:|---:|").append("---:|".repeat(aggregate.columns().size()))
                .append("---|\n");
        for (AggregateTable.Line line : AggregateTable.lines(aggregate)) {
            out.append("| ").append(Escape.markdown(line.module())).append(" | ").append(Escape.markdown(line.variant()))
                    .append(" | ").append(Escape.markdown(line.retriever())).append(" | ").append(number(line.k()))
                    .append(" | ").append(number(line.queries())).append(" |");
            for (String column : aggregate.columns()) {
                Double value = line.values().get(column);
                out.append(' ').append(value == null ? "" : Decimals.two(value)).append(" |");
            }
            out.append(' ').append(line.ok() ? line.verdict() : "**" + line.verdict() + "**").append(" |\n");
        }
        MarkdownReport.list(out, "Failures", aggregate.failures());
        MarkdownReport.list(out, "Not failing the build", aggregate.notFailing());
        return out.toString();
    }

    /**
     * A metric key as written ({@code mean_recall}, {@code ndcg@10}: an underscore inside a word is no emphasis in
     * GitHub's Markdown), escaped only when it holds anything else.
     */
    private static String metric(String key) {
        return key.matches("[A-Za-z0-9][A-Za-z0-9_@.]*") ? key : Escape.markdown(key);
    }

    private static String number(Integer value) {
        return value == null ? "" : value.toString();
    }
}
