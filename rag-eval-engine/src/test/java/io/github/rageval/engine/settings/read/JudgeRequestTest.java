package io.github.rageval.engine.settings.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.goldenset.judge.AgreementCheck;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.Environment;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The judge goal's settings: the endpoint and model required, the pool found, the key read and never shown. */
class JudgeRequestTest {
    private static final Environment NO_KEY = Environment.of(Map.of());

    private static SettingValues own(String... nameValues) {
        SettingValues.Builder values = SettingValues.builder();
        for (int i = 0; i < nameValues.length; i += 2) {
            values.text(nameValues[i], nameValues[i + 1]).written(nameValues[i], Origin.OWN);
        }
        return values.build();
    }

    private static JudgeRequest parse(SettingValues values, Environment environment) throws ConfigurationException {
        return JudgeRequest.parse(values, TestFrontEnd.MAVEN_NAMES, environment);
    }

    @Test
    void theEndpointAndTheModelAreRequiredAndThePoolIsTheReportFoldersByDefault() throws Exception {
        assertThatThrownBy(() -> parse(own("judgeModel", "m"), NO_KEY)).isInstanceOf(ConfigurationException.class)
                .hasMessage("judgeUrl is not set: the judge goal needs the API's base, such as"
                        + " http://localhost:11434/v1 (Ollama) or https://api.openai.com/v1.");
        assertThatThrownBy(() -> parse(own("judgeUrl", "http://localhost:11434/v1"), NO_KEY))
                .hasMessage("judgeModel is not set: the judge goal needs the chat model, such as qwen3:8b.");
        assertThatThrownBy(() -> parse(own("judgeUrl", "localhost:11434", "judgeModel", "m"), NO_KEY))
                .hasMessage("judgeUrl = 'localhost:11434' is not an http or https URL. Write the API's base, such as"
                        + " http://localhost:11434/v1.");

        JudgeRequest request = parse(own("judgeUrl", " http://localhost:11434/v1 ", "judgeModel", "qwen3:8b"), NO_KEY);
        assertThat(request.poolFile()).isEqualTo(Path.of("target/rag-eval/pool.jsonl"));
        assertThat(request.apiKey()).isNull();
        assertThat(request.keySource()).isEqualTo("no key");
        assertThat(request.cacheFile().toString()).endsWith(".cache/rag-eval/judge-answers.jsonl")
                .doesNotContain("${user.home}");
        assertThat(parse(own("judgeUrl", "http://h/v1", "judgeModel", "m", "poolFile", "src/test/rag/pool.jsonl"),
                NO_KEY).poolFile()).isEqualTo(Path.of("src/test/rag/pool.jsonl"));
    }

    @Test
    void theKeyComesFromTheServerElseTheEnvironmentAndIsNeverShown() throws Exception {
        Environment withKey = Environment.of(Map.of("RAGEVAL_JUDGE_API_KEY", "sk-from-env"));
        JudgeRequest fromEnvironment = parse(own("judgeUrl", "https://u:pw@api.example/v1", "judgeModel", "m"),
                withKey);
        assertThat(fromEnvironment.apiKey()).isEqualTo("sk-from-env");
        assertThat(fromEnvironment.keySource()).isEqualTo("RAGEVAL_JUDGE_API_KEY");
        assertThat(fromEnvironment.toString()).doesNotContain("sk-from-env");
        assertThat(fromEnvironment.describe("pool.jsonl")).isEqualTo("judging pool.jsonl with m at"
                + " https://***@api.example/v1 (RAGEVAL_JUDGE_API_KEY)");

        JudgeRequest fromServer = parse(own("judgeUrl", "https://api.example/v1", "judgeModel", "m",
                "judgeServerId", "judge"), withKey);
        assertThat(fromServer.apiKey()).isEqualTo("sk-from-settings");
        assertThat(fromServer.keySource()).isEqualTo("the password of server 'judge'");
        assertThatThrownBy(() -> parse(own("judgeUrl", "https://api.example/v1", "judgeModel", "m",
                "judgeServerId", "jduge"), withKey)).hasMessage("judgeServerId = 'jduge' names no <server> with that"
                + " id. Add one whose <password> is the API key, or leave it unset for RAGEVAL_JUDGE_API_KEY.");
    }

    @Test
    void aServerWithoutAPasswordIsSaidToHaveNoneNotToBeMissing() {
        // It was "names no <server> with that id" (the server is there), or an empty key sent to the API.
        assertThatThrownBy(() -> parse(own("judgeUrl", "https://api.example/v1", "judgeModel", "m",
                "judgeServerId", "no-password"), NO_KEY)).isInstanceOf(ConfigurationException.class)
                .hasMessage("judgeServerId = 'no-password' names a <server> with no <password> (or a blank one), and"
                        + " that password is the judge's API key. Give the server a <password> holding the key, or"
                        + " leave judgeServerId unset for RAGEVAL_JUDGE_API_KEY.");
    }

    @Test
    void theJudgesAdviceNamesTheSettingsAndTheKeyInTheFrontEndsWords() throws Exception {
        // The command line was told "check judgeUrl" and "Check the key of judgeServerId", an option it refuses.
        SettingValues endpoint = own("judgeUrl", "http://h/v1", "judgeModel", "m");
        assertThat(JudgeRequest.parse(endpoint, CommandLineNames.COMMAND_LINE, NO_KEY).keyAdvice())
                .isEqualTo("the key in RAGEVAL_JUDGE_API_KEY");
        assertThat(parse(endpoint, NO_KEY).keyAdvice()).isEqualTo("the key of judgeServerId");
    }

    @Test
    void eachAnswerIsBoundedBySixtySecondsUnlessJudgeTimeoutSecondsSaysOtherwise() throws Exception {
        assertThat(parse(own("judgeUrl", "http://h/v1", "judgeModel", "m"), NO_KEY).answerTimeout())
                .isEqualTo(Duration.ofSeconds(60));
        assertThat(parse(own("judgeUrl", "http://h/v1", "judgeModel", "m", "judgeTimeoutSeconds", "600"), NO_KEY)
                .answerTimeout()).isEqualTo(Duration.ofMinutes(10));
        // No bound at all would let a stalled endpoint hold the build for good.
        assertThatThrownBy(() -> parse(own("judgeUrl", "http://h/v1", "judgeModel", "m", "judgeTimeoutSeconds", "0"),
                NO_KEY)).isInstanceOf(ConfigurationException.class).hasMessage("judgeTimeoutSeconds = '0' is not"
                + " allowed. Write how many seconds one answer may take, 1 to 3600 (default 60); a slow local model"
                + " may need more.");
        assertThatThrownBy(() -> JudgeRequest.parse(own("judgeUrl", "http://h/v1", "judgeModel", "m",
                "judgeTimeoutSeconds", "7200"), CommandLineNames.COMMAND_LINE, NO_KEY))
                .hasMessageStartingWith("--judge-timeout-seconds 7200 is not allowed.");
    }

    @Test
    void theAgreementSampleIsAHundredAndTheMinimumAKappaThatASampleCanMeasure() throws Exception {
        JudgeRequest request = parse(own("judgeUrl", "http://h/v1", "judgeModel", "m"), NO_KEY);
        assertThat(request.agreement()).isEqualTo(new AgreementCheck(100, 1, null));
        assertThat(parse(own("judgeUrl", "http://h/v1", "judgeModel", "m", "judgeAgreementPairs", "30",
                "relevanceLevel", "2", "minJudgeAgreement", "0.6"), NO_KEY).agreement())
                .isEqualTo(new AgreementCheck(30, 2, new BigDecimal("0.6")));
        assertThatThrownBy(() -> parse(own("judgeUrl", "http://h/v1", "judgeModel", "m", "judgeAgreementPairs",
                "-1"), NO_KEY)).isInstanceOf(ConfigurationException.class).hasMessage("judgeAgreementPairs = '-1' is"
                + " not allowed. Write how many of the lines a person graded the judge is asked about first, 0 or"
                + " more (default 100; 0: none).");
        assertThatThrownBy(() -> parse(own("judgeUrl", "http://h/v1", "judgeModel", "m", "minJudgeAgreement",
                "1.5"), NO_KEY)).hasMessage("minJudgeAgreement = '1.5' is not a Cohen's kappa: write one from -1 to 1,"
                + " such as 0.6 (1 is perfect agreement, 0 that of chance).");
        assertThatThrownBy(() -> parse(own("judgeUrl", "http://h/v1", "judgeModel", "m", "minJudgeAgreement",
                "high"), NO_KEY)).hasMessage("minJudgeAgreement = 'high' is not a number. Write a Cohen's kappa from"
                + " -1 to 1, such as 0.6.");
        assertThatThrownBy(() -> JudgeRequest.parse(own("judgeUrl", "http://h/v1", "judgeModel", "m",
                "judgeAgreementPairs", "0", "minJudgeAgreement", "0.6"), CommandLineNames.COMMAND_LINE, NO_KEY))
                .hasMessage("--min-judge-agreement 0.6 asks for an agreement that --judge-agreement-pairs 0 never"
                        + " measures. Ask the judge about some of the lines a person graded (a sample of 10 or"
                        + " more), or leave --min-judge-agreement unset.");
        assertThatThrownBy(() -> parse(own("judgeUrl", "http://h/v1", "judgeModel", "m", "relevanceLevel", "0"),
                NO_KEY)).hasMessageStartingWith("relevanceLevel = '0' is not allowed: grade 0 means judged not"
                + " relevant.");
    }

    @Test
    void theAgreementRecordBesideThePoolMayNotBeAnInput() {
        assertThatThrownBy(() -> parse(own("judgeUrl", "http://h/v1", "judgeModel", "m", "poolFile",
                "src/test/rag/pool.jsonl", "goldenDataset", "src/test/rag/pool.judge-agreement.json"), NO_KEY))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("the judge goal writes"
                        + " src/test/rag/pool.judge-agreement.json beside the pool");
    }
}
