package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.goldenset.judge.AnswerCache;
import io.github.rageval.engine.goldenset.judge.ChatAnswer;
import io.github.rageval.engine.model.InputException;
import java.util.Objects;

/**
 * The replies the faithfulness goal kept in the judge's answer cache, and nothing else: what the check reads, offline,
 * to gate on {@code faithfulness}. A prompt whose reply is not there (a question answered since, another model or
 * cache) is an error naming the question and saying to run the faithfulness goal first; no model is asked.
 */
public final class CachedReplies implements FaithfulnessJudging.Replies {
    private final String model;
    private final AnswerCache cache;
    private final String cacheLabel;
    private final Advice advice;

    /**
     * How the error names the goal and the settings, in the front end's words.
     *
     * @param goal how to run the faithfulness goal ({@code mvn rag-eval:faithfulness})
     * @param judgeModel the setting {@code judgeModel}
     * @param judgeCache the setting {@code judgeCache}
     */
    public record Advice(String goal, String judgeModel, String judgeCache) {
    }

    /** @param cacheLabel how messages name the cache file */
    public CachedReplies(String model, AnswerCache cache, String cacheLabel, Advice advice) {
        this.model = Objects.requireNonNull(model, "model");
        this.cache = Objects.requireNonNull(cache, "cache");
        this.cacheLabel = Objects.requireNonNull(cacheLabel, "cacheLabel");
        this.advice = Objects.requireNonNull(advice, "advice");
    }

    @Override
    public String reply(FaithfulnessJudging.Question question, String step, String prompt) throws InputException {
        ChatAnswer cached = cache.answer(model, RagasRequest.SYSTEM, prompt);
        if (cached == null) {
            throw new InputException("faithfulness of question " + question.key() + ": the judge cache "
                    + cacheLabel + " holds no reply of " + model + " to its " + step + " prompt, and the check asks"
                    + " no model. Run the faithfulness goal (" + advice.goal() + ") with the same "
                    + advice.judgeModel() + " and " + advice.judgeCache() + " first.");
        }
        return cached.content();
    }
}
