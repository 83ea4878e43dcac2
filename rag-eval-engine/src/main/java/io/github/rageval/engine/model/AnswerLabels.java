package io.github.rageval.engine.model;

import java.util.List;

/**
 * What a golden question says its answer is, and what the RAG pipeline answered it: one or more reference answers
 * (any of them is right, as in SQuAD), the key facts a full answer states, and the recorded answer once the
 * {@code recordedAnswers} file is read. The evidence metrics look for the references in the retrieved contexts
 * ({@code answer_containment}, {@code key_fact_recall}); the answer metrics hold the recorded answer to the reference
 * answers ({@code exact_match}, {@code token_f1}, {@code rouge_l}) and to the contexts it was given
 * ({@code knowledge_f1}).
 *
 * @param answers the reference answers, in the order given; empty when the golden set gives none
 * @param keyFacts the key facts, in the order given; empty when the golden set gives none
 * @param recorded what the pipeline answered; null when no answers were recorded
 */
public record AnswerLabels(List<String> answers, List<String> keyFacts, RecordedAnswer recorded) {
    public AnswerLabels {
        answers = List.copyOf(answers);
        keyFacts = List.copyOf(keyFacts);
        if (answers.isEmpty() && keyFacts.isEmpty() && recorded == null) {
            throw new IllegalArgumentException("answer labels need an answer, a key fact or a recorded answer");
        }
    }

    /** The golden set's labels, before any answer is recorded. */
    public AnswerLabels(List<String> answers, List<String> keyFacts) {
        this(answers, keyFacts, null);
    }

    /** Only a recorded answer, for a question the golden set gives no reference answer. */
    public static AnswerLabels recordedOnly(RecordedAnswer recorded) {
        return new AnswerLabels(List.of(), List.of(), recorded);
    }

    /** These labels with the pipeline's recorded answer. */
    public AnswerLabels withRecorded(RecordedAnswer answer) {
        return new AnswerLabels(answers, keyFacts, answer);
    }

    public boolean hasAnswers() {
        return !answers.isEmpty();
    }

    public boolean hasKeyFacts() {
        return !keyFacts.isEmpty();
    }
}
