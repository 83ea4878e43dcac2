package io.github.rageval.engine.render;

/**
 * How much the reports people read (the console, report.md, report.html, the JUnit XML) list, so that they stay a
 * few megabytes whatever the run's size: a run file of 7,000 queries × 1,000 results would otherwise give a
 * 300 MB page that no browser opens. What a limit leaves out is said where it was left out ("... and 980 more");
 * every query's values are in report.json, and the whole ranking in the run file or run.trec.
 *
 * @param resultsPerQuery the most retrieved (and relevant) ids listed per query
 * @param queries the most queries listed one by one; over it, the worst queries are listed, worst first
 */
public record ReportLimits(int resultsPerQuery, int queries) {
    /** The limits of every human-facing report: 20 results per query, 1,000 queries. */
    public static final ReportLimits DEFAULT = new ReportLimits(20, 1000);

    public ReportLimits {
        if (resultsPerQuery < 1 || queries < 1) {
            throw new IllegalArgumentException("limits must be positive: " + resultsPerQuery + ", " + queries);
        }
    }
}
