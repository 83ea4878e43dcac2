package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * ragas' {@code Faithfulness._ascore} for each golden question with a recorded answer: the statement prompt for the
 * question and the answer; no statement read ends there, as ragas returns NaN before it asks for verdicts; else the
 * verdict prompt for the statements and the contexts the answer was given, and {@link FaithfulnessScore}. Where the
 * replies come from is the caller's ({@link Replies}): the judge's endpoint behind its cache for the faithfulness
 * goal, the cache alone for the check. A reply that cannot be read leaves its question without a value, with the
 * reason: never a 0 or a 1 it did not give.
 */
public final class FaithfulnessJudging {
    private FaithfulnessJudging() {
    }

    /**
     * One golden question and what the pipeline answered it.
     *
     * @param key how the question is named ({@code query_id}, or {@code q3} by its position)
     * @param question the golden question's text (ragas' {@code user_input})
     * @param answer the recorded answer (ragas' {@code response})
     * @param contexts the contexts it was given (ragas' {@code retrieved_contexts}), in order
     */
    public record Question(String key, String question, String answer, List<String> contexts) {
        public Question {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(question, "question");
            Objects.requireNonNull(answer, "answer");
            contexts = List.copyOf(contexts);
        }
    }

    /** Why a question has no value. */
    public enum Gap {
        STATEMENTS_UNREADABLE("its statements reply is unreadable"),
        VERDICTS_UNREADABLE("its verdicts reply is unreadable"),
        NO_STATEMENTS("no statement was found in its answer"),
        NO_VERDICTS("its verdicts reply judged no statement");

        private final String reason;

        Gap(String reason) {
            this.reason = reason;
        }

        public String reason() {
            return reason;
        }

        /** Whether a reply could not be read, rather than read as saying nothing (ragas' NaN). */
        public boolean unreadable() {
            return this == STATEMENTS_UNREADABLE || this == VERDICTS_UNREADABLE;
        }
    }

    /**
     * A question's faithfulness, or why it has none.
     *
     * @param value the share of its statements judged faithful; empty when {@code gap} says why not
     * @param gap null when there is a value
     */
    public record Judged(Question question, OptionalDouble value, Gap gap) {
        public Judged {
            if (value.isPresent() == (gap != null)) {
                throw new IllegalArgumentException("a value or a gap, not both and not neither");
            }
        }
    }

    /** Where the model's replies come from. */
    @FunctionalInterface
    public interface Replies {
        /**
         * The model's reply to a prompt of this question.
         *
         * @param step what the prompt asks, for messages: {@code statements} or {@code verdicts}
         */
        String reply(Question question, String step, String prompt) throws InputException;
    }

    /** Every question judged, in the order given. */
    public static List<Judged> judge(List<Question> questions, Replies replies, ProgressListener progress)
            throws InputException {
        ProgressMeter meter = ProgressMeter.start("answers judged for faithfulness", questions.size(), progress);
        List<Judged> judged = new ArrayList<>(questions.size());
        for (Question question : questions) {
            judged.add(judge(question, replies));
            meter.advance();
        }
        meter.finish();
        return judged;
    }

    static Judged judge(Question question, Replies replies) throws InputException {
        String statementReply = replies.reply(question, "statements",
                FaithfulnessPrompts.statements(question.question(), question.answer()));
        Optional<List<String>> statements = FaithfulnessReplies.statements(statementReply);
        if (statements.isEmpty()) {
            return gap(question, Gap.STATEMENTS_UNREADABLE);
        }
        if (statements.get().isEmpty()) {
            return gap(question, Gap.NO_STATEMENTS);
        }
        String verdictReply = replies.reply(question, "verdicts",
                FaithfulnessPrompts.verdicts(question.contexts(), statements.get()));
        Optional<FaithfulnessReplies.Verdicts> verdicts = FaithfulnessReplies.verdicts(verdictReply);
        if (verdicts.isEmpty()) {
            return gap(question, Gap.VERDICTS_UNREADABLE);
        }
        OptionalDouble score = FaithfulnessScore.of(verdicts.get());
        return score.isPresent() ? new Judged(question, score, null) : gap(question, Gap.NO_VERDICTS);
    }

    private static Judged gap(Question question, Gap gap) {
        return new Judged(question, OptionalDouble.empty(), gap);
    }
}
