package io.github.rageval.engine.metrics;

import io.github.rageval.engine.metrics.answers.KnowledgeF1;
import io.github.rageval.engine.metrics.answers.RougeL;
import io.github.rageval.engine.metrics.answers.SquadScores;
import io.github.rageval.engine.model.AnswerLabels;
import io.github.rageval.engine.model.RecordedAnswer;

/**
 * The answer metrics: the recorded answer of a question ({@code recordedAnswers}) held to its reference answers, as
 * their references compute them, each the best over the references: {@code exact_match} and {@code token_f1} as the
 * SQuAD v1.1 evaluation script ({@link SquadScores}), {@code rouge_l} and {@code rouge_l_stemmed} as Google's
 * {@code rouge_score} (ROUGE-L F, without and with its Porter stemmer; {@link RougeL}); and {@code knowledge_f1}, the
 * answer held to the contexts it was given ({@link KnowledgeF1}); and {@code faithfulness}, ragas' share of the
 * answer's statements a chat model judged supported by those contexts, read before the evaluation from the replies
 * the faithfulness goal cached. They read no ranking.
 */
final class AnswerMetric implements CaseMetric {
    private enum Kind { EXACT_MATCH, TOKEN_F1, ROUGE_L, ROUGE_L_STEMMED, KNOWLEDGE_F1, FAITHFULNESS }

    private final Kind kind;

    private AnswerMetric(Kind kind) {
        this.kind = kind;
    }

    static AnswerMetric exactMatch() {
        return new AnswerMetric(Kind.EXACT_MATCH);
    }

    static AnswerMetric tokenF1() {
        return new AnswerMetric(Kind.TOKEN_F1);
    }

    static AnswerMetric rougeL() {
        return new AnswerMetric(Kind.ROUGE_L);
    }

    static AnswerMetric rougeLStemmed() {
        return new AnswerMetric(Kind.ROUGE_L_STEMMED);
    }

    static AnswerMetric knowledgeF1() {
        return new AnswerMetric(Kind.KNOWLEDGE_F1);
    }

    static AnswerMetric faithfulness() {
        return new AnswerMetric(Kind.FAITHFULNESS);
    }

    @Override
    public double score(RankedResult result) {
        AnswerLabels labels = result.evidence().requireAnswers();
        RecordedAnswer recorded = labels.recorded();
        if (recorded == null) {
            throw new IllegalStateException("no recorded answer for this query");
        }
        String response = recorded.response();
        return switch (kind) {
            case EXACT_MATCH -> SquadScores.exactMatch(response, labels.answers());
            case TOKEN_F1 -> SquadScores.f1(response, labels.answers());
            case ROUGE_L -> RougeL.fMeasure(labels.answers(), response, false);
            case ROUGE_L_STEMMED -> RougeL.fMeasure(labels.answers(), response, true);
            case KNOWLEDGE_F1 -> KnowledgeF1.score(response, recorded.contexts());
            case FAITHFULNESS -> faithfulness(recorded);
        };
    }

    private static double faithfulness(RecordedAnswer recorded) {
        if (recorded.faithfulness() == null) {
            throw new IllegalStateException("faithfulness was not read from the judge cache for this query");
        }
        return recorded.faithfulness();
    }
}
