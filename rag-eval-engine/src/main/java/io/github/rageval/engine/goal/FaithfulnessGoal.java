package io.github.rageval.engine.goal;

import io.github.rageval.engine.faithfulness.FaithfulnessAgreement;
import io.github.rageval.engine.faithfulness.FaithfulnessAgreementFile;
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
import java.util.Optional;

/**
 * The faithfulness goal: every recorded answer judged by a chat model as ragas judges it, the replies cached, and the
 * judge's agreement with the answers a person labelled measured.
 */
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
        return judgeAgreement(request, frontEnd, output, golden, run);
    }

    /**
     * The judge's agreement with the answers people labelled, reported and recorded when there are any, and held
     * against {@code minJudgeAgreement} when it is set: below it, or with nothing to measure it on, the goal fails.
     */
    private static GoalOutcome<FaithfulnessRun> judgeAgreement(FaithfulnessRequest request, FrontEnd frontEnd,
            GoalOutput output, GoldenDataset golden, FaithfulnessRun run) throws InputException {
        FaithfulnessAgreement agreement = FaithfulnessAgreement.measure(golden, run.judged());
        Optional<String> refusal = request.agreement().refusal(agreement, frontEnd.label(request.recordedAnswers()),
                request.model(), frontEnd);
        if (agreement != null) {
            FaithfulnessAgreementFile.write(request.agreementFile(), request.recordedAnswers(), agreement,
                    request.model(), request.agreement(), refusal.isEmpty());
            output.wrote(request.agreementFile());
            output.report(agreement.line(request.model()) + " Recorded in "
                    + frontEnd.label(request.agreementFile()) + ".");
        }
        return refusal.isPresent() ? output.outcome(GoalOutcome.Status.FAILED, run, refusal.get())
                : output.passed(run);
    }
}
