/**
 * Retrieved contexts scored against reference contexts without a language model, as ragas scores them: by
 * Levenshtein similarity of the texts (non-LLM context precision and recall) or by their ids (id-based context
 * precision and recall).
 */
package io.github.rageval.engine.metrics.contexts;
