package io.github.rageval.engine.goal;

import io.github.rageval.engine.faithfulness.FaithfulnessAsking;
import io.github.rageval.engine.faithfulness.FaithfulnessQuestions;
import io.github.rageval.engine.faithfulness.FaithfulnessRun;
import io.github.rageval.engine.goldenset.judge.AnswerCache;
import io.github.rageval.engine.goldenset.judge.ChatEndpoint;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.input.RecordedAnswersLoader;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.read.FaithfulnessRequest;
import io.github.rageval.engine.settings.read.FrontEnd;
import io.github.rageval.engine.settings.table.GoalSettings;

/** The faithfulness goal: every recorded answer judged by a chat model as ragas judges it, the replies cached. */
final class FaithfulnessGoal {
    private FaithfulnessGoal() {
    }

    static GoalOutcome<FaithfulnessRun> run(FaithfulnessRequest request, FrontEnd frontEnd, GoalContext context,
                                            GoalOutput output) throws InputException {
        output.note(request.describe(frontEnd.label(request.recordedAnswers())));
        GoldenDataset golden = new RecordedAnswersLoader().attach(request.recordedAnswers(),
                new GoldenDatasetLoader().load(request.goldenDataset()));
        ChatEndpoint judge = new ChatEndpoint(request.url(), request.model(), request.apiKey(), request.keyAdvice(),
                frontEnd, request.answerTimeout());
        String judgeCache = frontEnd.name(GoalSettings.JUDGE_CACHE);
        FaithfulnessRun run = FaithfulnessAsking.run(FaithfulnessQuestions.of(golden), request.model(),
                judge::content, AnswerCache.open(request.cacheFile(), judgeCache), judgeCache, context.progress());
        output.report(run.line(request.model()));
        return output.passed(run);
    }
}
