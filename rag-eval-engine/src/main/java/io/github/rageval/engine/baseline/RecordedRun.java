package io.github.rageval.engine.baseline;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.MetricValues;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One run as recorded: what it was measured on, its summary and every query's result. A baseline file holds
 * one; the current run is turned into one to be compared with it.
 *
 * @param fingerprint what the run was measured on
 * @param summary each summary metric's value, by key, in report order
 * @param cases per-query results, in golden dataset order
 * @param documents each corpus document's text hash by id ({@link DocumentDigests}), sorted by id; empty when not
 *        known (no corpus read, a corpus past {@link DocumentDigests#AT_MOST} documents, or a baseline recorded
 *        without them): what lets a later run name the documents edited, added and removed since
 */
public record RecordedRun(Fingerprint fingerprint, Map<String, Double> summary, List<RecordedCase> cases,
                          Map<String, String> documents) {
    public RecordedRun {
        summary = Collections.unmodifiableMap(new LinkedHashMap<>(summary));
        cases = List.copyOf(cases);
        documents = Collections.unmodifiableSortedMap(new TreeMap<>(documents));
    }

    /** A run whose documents are not known. */
    public RecordedRun(Fingerprint fingerprint, Map<String, Double> summary, List<RecordedCase> cases) {
        this(fingerprint, summary, cases, Map.of());
    }

    /** The run in {@code report}, measured on {@code fingerprint}, its documents not known. */
    public static RecordedRun of(EvaluationReport report, Fingerprint fingerprint) {
        return of(report, fingerprint, Map.of());
    }

    /** The run in {@code report}, measured on {@code fingerprint}, over the corpus documents given. */
    public static RecordedRun of(EvaluationReport report, Fingerprint fingerprint, Map<String, String> documents) {
        MetricValues values = MetricValues.of(report.summary(), report.cases());
        List<RecordedCase> cases = new ArrayList<>(report.cases().size());
        for (int i = 0; i < report.cases().size(); i++) {
            CaseResult result = report.cases().get(i);
            // A case read back from report.json holds the head of its ranking, and the rest as numbers.
            cases.add(new RecordedCase(result.golden().label(), result.relevantDocIds(),
                    RecordedCase.head(result.retrieved()), result.retrievedCount(), result.firstRelevantRank(),
                    values.ofCase(i), result.golden().queryId()));
        }
        return new RecordedRun(fingerprint, values.summary(), cases, documents);
    }

    /** The per-query values of one metric, golden order; null when a case lacks the metric. */
    public double[] perQuery(String key) {
        double[] values = new double[cases.size()];
        for (int i = 0; i < values.length; i++) {
            Double value = cases.get(i).values().get(key);
            if (value == null) {
                return null;
            }
            values[i] = value;
        }
        return values;
    }

    /** The mean number of documents returned per query. */
    public double meanReturned() {
        return cases.isEmpty() ? 0.0 : cases.stream().mapToLong(RecordedCase::retrievedCount).sum()
                / (double) cases.size();
    }
}
