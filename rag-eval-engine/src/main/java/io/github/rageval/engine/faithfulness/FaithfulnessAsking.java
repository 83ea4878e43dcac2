package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.goldenset.judge.AnswerCache;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import java.io.IOException;
import java.util.List;

/**
 * The faithfulness goal's work: every question judged by the judge's model, its replies from the cache when it holds
 * them, the new ones kept in it, and the cache written back even when the endpoint fails part-way, so that what was
 * asked is not asked again.
 */
public final class FaithfulnessAsking {
    private FaithfulnessAsking() {
    }

    /**
     * @param judgeCache how advice names the setting {@code judgeCache}, in the front end's words
     */
    public static FaithfulnessRun run(List<FaithfulnessJudging.Question> questions, String model,
                                      JudgeReplies.Endpoint endpoint, AnswerCache cache, String judgeCache,
                                      ProgressListener progress) throws InputException {
        JudgeReplies replies = new JudgeReplies(model, endpoint, cache);
        List<FaithfulnessJudging.Judged> judged;
        try {
            judged = FaithfulnessJudging.judge(questions, replies, progress);
        } finally {
            try {
                cache.save();
            } catch (IOException e) {
                throw new InputException("the judge's answer cache cannot be written: " + FileError.reason(e)
                        + ". Check that " + judgeCache + " is writable.", e);
            }
        }
        return new FaithfulnessRun(judged, replies.asked(), replies.fromCache());
    }
}
