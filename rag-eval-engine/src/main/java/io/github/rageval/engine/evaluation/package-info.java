/**
 * One evaluation from settings to a verdict: a ranked list per judged query from a retriever or from a run file,
 * scored by the metrics, summarised overall and per tag, and held to the gate's rules. The result is an
 * EvaluationReport, which every report renders.
 */
package io.github.rageval.engine.evaluation;
