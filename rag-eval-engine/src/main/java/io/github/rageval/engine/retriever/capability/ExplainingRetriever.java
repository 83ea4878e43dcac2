package io.github.rageval.engine.retriever.capability;

import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import java.util.Map;

/** A built-in retriever that can say why a query ranked its documents as it did (the report's explanations). */
public interface ExplainingRetriever {

    /**
     * An explainer for one evaluation, safe to call from the query threads.
     *
     * @param judgedTexts the texts of the judged documents, by id, which explanations may quote
     * @param k the cutoff whose misses are explained
     */
    Explainer explainer(Map<String, String> judgedTexts, int k);

    /** Whether this instance explains: a wrapper explains only when what it wraps does. */
    default boolean explains() {
        return true;
    }

    /** Explains one evaluated query. */
    @FunctionalInterface
    interface Explainer {
        QueryExplanation explain(int caseIndex, CaseResult result);

        /**
         * As {@link #explain(int, CaseResult)}, calling {@code stillWorking} between the steps of the query's
         * explanation, so that the explanation of one long query can show progress before it is done. Explainers
         * whose every query is quick need not call it.
         */
        default QueryExplanation explain(int caseIndex, CaseResult result, Runnable stillWorking) {
            return explain(caseIndex, result);
        }
    }
}
