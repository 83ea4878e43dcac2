package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.faithfulness.FaithfulnessAgreementCheck;
import io.github.rageval.engine.faithfulness.FaithfulnessAgreementFile;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.saved.OutputGuard;
import io.github.rageval.engine.secret.SecretUrls;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * What the {@code faithfulness} goal asks for, read by the same pass as the other goals' ({@link GoalRequest}): the
 * golden set, the answers recorded for it (required), the judge's endpoint and cache as the judge goal reads
 * them, and where and against what minimum the judge's agreement with people's labels is recorded and held.
 *
 * @param goldenDataset the golden questions (ragas' {@code user_input})
 * @param recordedAnswers what the pipeline answered them, with the contexts it was given
 * @param url the OpenAI-compatible API's base
 * @param model the chat model
 * @param apiKey the key sent as a bearer token, or null for none; never printed
 * @param keySource where the key came from, as the console says it, or "no key"
 * @param cacheFile the replies kept, which the check reads
 * @param answerTimeout how long one answer may take, whole, before it is asked again
 * @param keyAdvice where the key sent came from, as advice to check it
 * @param agreementFile where the judge's agreement with people's labels is recorded, in the report folder
 * @param agreement the least agreement the judge must reach ({@code minJudgeAgreement}), or none
 */
public record FaithfulnessRequest(Path goldenDataset, Path recordedAnswers, URI url, String model, String apiKey,
                                  String keySource, Path cacheFile, Duration answerTimeout, String keyAdvice,
                                  Path agreementFile, FaithfulnessAgreementCheck agreement) {
    @Override
    public String toString() {
        // A record prints every component: the key must not reach a log that way.
        return "FaithfulnessRequest[goldenDataset=" + goldenDataset + ", recordedAnswers=" + recordedAnswers
                + ", url=" + SecretUrls.masked(url.toString()) + ", model=" + model + ", key=" + keySource
                + ", cacheFile=" + cacheFile + ", agreementFile=" + agreementFile + ", agreement=" + agreement + "]";
    }

    /** What the goal says it does: {@code judging answers.jsonl with qwen3:8b at http://... (no key)}. */
    public String describe(String answersLabel) {
        return "judging the faithfulness of " + answersLabel + " with " + model + " at "
                + SecretUrls.masked(url.toString()) + " (" + keySource + ")";
    }

    public static FaithfulnessRequest parse(SettingValues values, FrontEnd frontEnd, Environment environment)
            throws ConfigurationException {
        TypedValues typed = new TypedValues(Goal.FAITHFULNESS, values, frontEnd);
        typed.requireNoneEmpty();
        Path answers = typed.path(GoalSettings.RECORDED_ANSWERS);
        if (answers == null) {
            throw new ConfigurationException(frontEnd.name(GoalSettings.RECORDED_ANSWERS) + " is not set: the"
                    + " faithfulness goal judges what the RAG pipeline answered, a JSON Lines file of {query_id,"
                    + " response, retrieved_contexts}.");
        }
        JudgeEndpointSettings endpoint = JudgeEndpointSettings.parse(typed, environment, "the faithfulness goal");
        WrittenFiles files = WrittenFiles.of(Goal.FAITHFULNESS, typed);
        OutputGuard.check(List.of(files.named(endpoint.cacheFile(), GoalSettings.JUDGE_CACHE, "the judge's answers",
                "Point " + files.name(GoalSettings.JUDGE_CACHE) + " at a file of its own, or leave it unset for "
                        + GoalSettings.JUDGE_CACHE.defaultValue() + "."),
                files.inFolder(GoalSettings.REPORT_DIRECTORY, FaithfulnessAgreementFile.FILE_NAME,
                        "the judge's agreement with people", files.ownReportDirectory(""))), files.inputs(Set.of()));
        return new FaithfulnessRequest(typed.path(GoalSettings.GOLDEN_DATASET), answers, endpoint.url(),
                endpoint.model(), endpoint.apiKey(), endpoint.keySource(), endpoint.cacheFile(),
                endpoint.answerTimeout(), endpoint.keyAdvice(),
                typed.path(GoalSettings.REPORT_DIRECTORY).resolve(FaithfulnessAgreementFile.FILE_NAME),
                new FaithfulnessAgreementCheck(AgreementMinimum.read(typed)));
    }
}
