package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.AnswerLabels;
import java.util.List;

/**
 * What the evidence and answer metrics read of one query besides its ranking.
 *
 * @param answers its reference answers, key facts and recorded answer; null when the golden set and the recorded
 *     answers give none for it
 * @param referenceTexts the texts they stand for ({@link ContextTexts#references}; ragas' {@code reference_contexts})
 * @param texts how each retrieved result's context is found
 */
record CaseEvidence(AnswerLabels answers, List<String> referenceTexts, ContextTexts texts) {

    /** The answers, which a metric reading them needs: refused earlier for a golden set without them. */
    AnswerLabels requireAnswers() {
        if (answers == null) {
            throw new IllegalStateException("no answers for this query");
        }
        return answers;
    }
}
