package io.github.rageval.engine.goal;

import io.github.rageval.engine.goldenset.judge.AgreementCheck;
import io.github.rageval.engine.goldenset.judge.AgreementFile;
import io.github.rageval.engine.goldenset.judge.AnswerCache;
import io.github.rageval.engine.goldenset.judge.ChatEndpoint;
import io.github.rageval.engine.goldenset.judge.PoolJudging;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.read.JudgeRequest;
import io.github.rageval.engine.settings.table.GoalSettings;

/** The judge goal: the pool's ungraded documents graded by a chat model, in place. */
final class JudgeGoal {
    private JudgeGoal() {
    }

    static GoalOutcome<PoolJudging.Outcome> run(JudgeRequest request, FrontEnd frontEnd, GoalContext context,
            GoalOutput output)
            throws InputException {
        String pool = frontEnd.label(request.poolFile());
        output.note(request.describe(pool));
        ChatEndpoint judge = new ChatEndpoint(request.url(), request.model(), request.apiKey(), request.keyAdvice(),
                frontEnd, request.answerTimeout());
        AnswerCache cache = AnswerCache.open(request.cacheFile(), frontEnd.name(GoalSettings.JUDGE_CACHE));
        AgreementCheck check = request.agreement();
        PoolJudging.Outcome judged = PoolJudging.grade(request.poolFile(), pool, judge, cache, frontEnd, check,
                context.progress());
        if (judged.agreement() != null) {
            output.report(judged.agreement().line(request.model(), AgreementCheck.SEED) + " Recorded in "
                    + frontEnd.label(AgreementFile.beside(request.poolFile())) + ".");
        } else if (check.sample() > 0) {
            output.note("Judge agreement: no line of " + pool + " was graded by a person (a grade and no judged_by),"
                    + " so the judge's agreement with people is not measured. Grade some lines by hand before"
                    + " judging to measure it.");
        }
        if (judged.refused()) {
            return output.outcome(GoalOutcome.Status.FAILED, judged, judged.refusal());
        }
        output.report(judged.line(pool, request.model(),
                frontEnd.assignment(GoalSettings.ACCEPT_MACHINE_JUDGMENTS, "true")));
        return output.passed(judged);
    }
}
