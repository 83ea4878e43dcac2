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
 */
public record RecordedAnswer(String response, List<String> contexts, List<String> contextIds, Double faithfulness) {
    /** An answer as recorded, its faithfulness not read. */
    public RecordedAnswer(String response, List<String> contexts, List<String> contextIds) {
        this(response, contexts, contextIds, null);
    }

    public RecordedAnswer {
        contexts = List.copyOf(contexts);
        contextIds = List.copyOf(contextIds);
        if (!contextIds.isEmpty() && contextIds.size() != contexts.size()) {
            throw new IllegalArgumentException(contextIds.size() + " context ids for " + contexts.size()
                    + " contexts");
        }
    }

    /** This answer with its faithfulness. */
    public RecordedAnswer withFaithfulness(double value) {
        return new RecordedAnswer(response, contexts, contextIds, value);
    }
}
