package io.github.rageval.engine.model;

import java.util.List;

/**
 * What a team's RAG pipeline answered one golden question, recorded when it ran: the generated answer and the
 * contexts it was given. The answer metrics read it ({@code exact_match}, {@code token_f1}, {@code rouge_l} against the
 * reference answers; {@code knowledge_f1} against these contexts).
 *
 * @param response the generated answer
 * @param contexts the texts the generator was given, in the order given
 * @param contextIds the ids of those contexts, one per context; empty when the record gives none
 * @param faithfulness ragas' faithfulness of the answer, read from the judge's cached replies when a rule names it;
 *     null when not read
 * @param faithfulLabel a person's judgment that every claim of the answer is supported by its contexts (the record's
 *     {@code "faithful"}), against which the faithfulness goal measures its judge; null when the record gives none
 */
public record RecordedAnswer(String response, List<String> contexts, List<String> contextIds, Double faithfulness,
                             Boolean faithfulLabel) {
    /** An answer as recorded, its faithfulness not read, no person's label. */
    public RecordedAnswer(String response, List<String> contexts, List<String> contextIds) {
        this(response, contexts, contextIds, null, null);
    }

    /** An answer with its faithfulness, no person's label. */
    public RecordedAnswer(String response, List<String> contexts, List<String> contextIds, Double faithfulness) {
        this(response, contexts, contextIds, faithfulness, null);
    }

    public RecordedAnswer {
        contexts = List.copyOf(contexts);
        contextIds = List.copyOf(contextIds);
        if (!contextIds.isEmpty() && contextIds.size() != contexts.size()) {
            throw new IllegalArgumentException(contextIds.size() + " context ids for " + contexts.size()
                    + " contexts");
        }
    }

    /** This answer with its faithfulness (and its label, if any). */
    public RecordedAnswer withFaithfulness(double value) {
        return new RecordedAnswer(response, contexts, contextIds, value, faithfulLabel);
    }
}
