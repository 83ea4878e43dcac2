package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.goldenset.judge.AnswerCache;
import io.github.rageval.engine.goldenset.judge.ChatAnswer;
import io.github.rageval.engine.model.InputException;
import java.util.Objects;

/**
 * The replies of the judge's model, from the answer cache when it holds them (by model and prompt, ragas' way of
 * asking: no system message), else asked as ragas asks ({@link RagasRequest}) and kept, so that a rerun over the same
 * answers asks nothing and reads the same replies. An empty reply is not kept: a fixed endpoint is asked again.
 */
public final class JudgeReplies implements FaithfulnessJudging.Replies {
    private final String model;
    private final Endpoint endpoint;
    private final AnswerCache cache;
    private int asked;
    private int fromCache;

    /** The judge's chat endpoint, as {@code ChatEndpoint::content} answers: the reply to a request body. */
    @FunctionalInterface
    public interface Endpoint {
        String content(String body) throws InputException;
    }

    public JudgeReplies(String model, Endpoint endpoint, AnswerCache cache) {
        this.model = Objects.requireNonNull(model, "model");
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        this.cache = Objects.requireNonNull(cache, "cache");
    }

    @Override
    public String reply(FaithfulnessJudging.Question question, String step, String prompt) throws InputException {
        ChatAnswer cached = cache.answer(model, RagasRequest.SYSTEM, prompt);
        if (cached != null) {
            fromCache++;
            return cached.content();
        }
        String reply = endpoint.content(RagasRequest.body(model, prompt));
        asked++;
        if (!reply.isEmpty()) {
            cache.put(model, RagasRequest.SYSTEM, prompt, new ChatAnswer(reply, null));
        }
        return reply;
    }

    /** Prompts sent to the endpoint. */
    public int asked() {
        return asked;
    }

    /** Prompts whose reply the cache held. */
    public int fromCache() {
        return fromCache;
    }
}
