package io.github.rageval.engine.settings.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.faithfulness.FaithfulnessAgreementCheck;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.Environment;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The faithfulness goal's settings: the recorded answers required, the judge's endpoint read as the judge goal reads
 * it (its errors naming this goal), the key never shown, the cache never one of the inputs.
 */
class FaithfulnessRequestTest {
    private static final Environment NO_KEY = Environment.of(Map.of());

    private static SettingValues own(String... nameValues) {
        return OwnSettings.of(nameValues);
    }

    private static FaithfulnessRequest parse(SettingValues values, Environment environment)
            throws ConfigurationException {
        return FaithfulnessRequest.parse(values, TestFrontEnd.MAVEN_NAMES, environment);
    }

    @Test
    void theRecordedAnswersTheEndpointAndTheModelAreRequired() throws Exception {
        assertThatThrownBy(() -> parse(own("judgeUrl", "http://h/v1", "judgeModel", "m"), NO_KEY))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("recordedAnswers is not set: the faithfulness goal judges what the RAG pipeline answered,"
                        + " a JSON Lines file of {query_id, response, retrieved_contexts}.");
        assertThatThrownBy(() -> parse(own("recordedAnswers", "a.jsonl", "judgeModel", "m"), NO_KEY))
                .hasMessage("judgeUrl is not set: the faithfulness goal needs the API's base, such as"
                        + " http://localhost:11434/v1 (Ollama) or https://api.openai.com/v1.");
        assertThatThrownBy(() -> parse(own("recordedAnswers", "a.jsonl", "judgeUrl", "http://h/v1"), NO_KEY))
                .hasMessage("judgeModel is not set: the faithfulness goal needs the chat model, such as qwen3:8b.");

        FaithfulnessRequest request = parse(own("recordedAnswers", "a.jsonl", "judgeUrl", " http://h/v1 ",
                "judgeModel", " qwen3:8b "), NO_KEY);
        assertThat(request.recordedAnswers()).isEqualTo(Path.of("a.jsonl"));
        assertThat(request.goldenDataset()).isEqualTo(Path.of("src/test/rag/golden.json"));
        assertThat(request.model()).isEqualTo("qwen3:8b");
        assertThat(request.cacheFile().toString()).endsWith(".cache/rag-eval/judge-answers.jsonl");
        assertThat(request.describe("a.jsonl")).isEqualTo("judging the faithfulness of a.jsonl with qwen3:8b at"
                + " http://h/v1 (no key)");
    }

    @Test
    void theKeyIsNeverShown() throws Exception {
        FaithfulnessRequest request = parse(own("recordedAnswers", "a.jsonl", "judgeUrl",
                "https://u:pw@api.example/v1", "judgeModel", "m"),
                Environment.of(Map.of("RAGEVAL_JUDGE_API_KEY", "sk-from-env")));
        assertThat(request.apiKey()).isEqualTo("sk-from-env");
        assertThat(request.toString()).doesNotContain("sk-from-env").doesNotContain("pw@");
        assertThat(request.describe("a.jsonl")).isEqualTo("judging the faithfulness of a.jsonl with m at"
                + " https://***@api.example/v1 (RAGEVAL_JUDGE_API_KEY)");
    }

    @Test
    void theCacheIsNeverTheRecordedAnswersNorTheGoldenSet() {
        assertThatThrownBy(() -> parse(own("recordedAnswers", "a.jsonl", "judgeUrl", "http://h/v1", "judgeModel",
                "m", "judgeCache", "a.jsonl"), NO_KEY)).isInstanceOf(ConfigurationException.class)
                .hasMessage("judgeCache names a.jsonl, which is the recorded answers (recordedAnswers): the judge's"
                        + " answers would be written over it. Point judgeCache at a file of its own, or leave it unset"
                        + " for ${user.home}/.cache/rag-eval/judge-answers.jsonl.");
        assertThatThrownBy(() -> parse(own("recordedAnswers", "a.jsonl", "judgeUrl", "http://h/v1", "judgeModel",
                "m", "judgeCache", "src/test/rag/golden.json"), NO_KEY)).isInstanceOf(ConfigurationException.class);
    }

    @Test
    void theAgreementIsRecordedInTheReportFolderAndMinJudgeAgreementIsAKappa() throws Exception {
        FaithfulnessRequest request = parse(own("recordedAnswers", "a.jsonl", "judgeUrl", "http://h/v1",
                "judgeModel", "m"), NO_KEY);
        assertThat(request.agreementFile()).isEqualTo(Path.of("target/rag-eval/faithfulness-agreement.json"));
        assertThat(request.agreement()).isEqualTo(FaithfulnessAgreementCheck.NONE);
        FaithfulnessRequest gated = parse(own("recordedAnswers", "a.jsonl", "judgeUrl", "http://h/v1",
                "judgeModel", "m", "reportDirectory", "out", "minJudgeAgreement", " 0.6 "), NO_KEY);
        assertThat(gated.agreementFile()).isEqualTo(Path.of("out/faithfulness-agreement.json"));
        assertThat(gated.agreement().minimum()).isEqualByComparingTo("0.6");
        assertThatThrownBy(() -> parse(own("recordedAnswers", "a.jsonl", "judgeUrl", "http://h/v1", "judgeModel",
                "m", "minJudgeAgreement", "-1.5"), NO_KEY)).hasMessage("minJudgeAgreement = '-1.5' is not a Cohen's"
                + " kappa: write one from -1 to 1, such as 0.6 (1 is perfect agreement, 0 that of chance).");
    }

    @Test
    void theAgreementRecordIsNeverAnInput() {
        assertThatThrownBy(() -> parse(own("recordedAnswers", "out/faithfulness-agreement.json", "judgeUrl",
                "http://h/v1", "judgeModel", "m", "reportDirectory", "out"), NO_KEY))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("the recorded answers (recordedAnswers)");
    }
}
