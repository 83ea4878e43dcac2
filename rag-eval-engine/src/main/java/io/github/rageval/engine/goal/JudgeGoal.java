package io.github.rageval.engine.goal;

import io.github.rageval.engine.goldenset.judge.PoolJudging;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.read.JudgeRequest;

/** The judge goal: the pool's ungraded documents graded by a chat model, in place. */
final class JudgeGoal {
    private JudgeGoal() {
    }

    static GoalOutcome<PoolJudging.Outcome> run(JudgeRequest request, FrontEnd frontEnd, GoalContext context,
            GoalOutput output)
            throws InputException {
        String pool = frontEnd.label(request.poolFile());
        output.note(request.describe(pool));
        PoolJudging.Outcome judged = PoolJudging.run(request.poolFile(), request.url(), request.model(),
                request.apiKey(), request.cacheFile(), request.words(), context.progress());
        output.report(judged.line(pool, request.model(), request.acceptAdvice()));
        return output.passed(judged);
    }
}
