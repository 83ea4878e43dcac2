package io.github.rageval.engine.settings.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.goldenset.judgments.JudgedGoldenSettings;
import io.github.rageval.engine.model.ConfigurationException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The judgments goal's settings: judgments to fold in, and a file to write that is none of those it reads. */
class JudgmentsRequestTest {
    private static JudgedGoldenSettings parse(String... nameValues) throws ConfigurationException {
        return JudgmentsRequest.parse(OwnSettings.of(nameValues), TestFrontEnd.MAVEN_NAMES);
    }

    @Test
    void theDefaultsWriteBesideTheReportsInTheGoldenSetsLayout() throws ConfigurationException {
        JudgedGoldenSettings settings = parse("judgments", "pool.jsonl,more.qrels");
        assertThat(settings.judgments()).containsExactly(Path.of("pool.jsonl"), Path.of("more.qrels"));
        assertThat(settings.output()).isEqualTo(Path.of("target/rag-eval/golden-judged.json"));
        assertThat(settings.goldenDataset()).isEqualTo(Path.of("src/test/rag/golden.json"));
        assertThat(settings.corpusOptional()).isTrue();
        assertThat(settings.acceptMachineJudgments()).isFalse();
        assertThat(parse("judgments", "pool.jsonl", "goldenDataset", "g.jsonl").output())
                .isEqualTo(Path.of("target/rag-eval/golden-judged.jsonl"));
        // Pointed at the golden set on purpose: written in place.
        assertThat(parse("judgments", "pool.jsonl", "judgedGoldenDataset", "src/test/rag/golden.json",
                "acceptMachineJudgments", "true", "corpus", "c.json")).isEqualTo(new JudgedGoldenSettings(
                Path.of("src/test/rag/golden.json"), Path.of("c.json"), false, List.of(Path.of("pool.jsonl")), true,
                Path.of("src/test/rag/golden.json"), TestFrontEnd.MAVEN_NAMES));
    }

    @Test
    void withoutJudgmentsThereIsNothingToFoldIn() {
        assertThatThrownBy(() -> parse()).isInstanceOf(ConfigurationException.class).hasMessage("judgments is not"
                + " set: the judgments goal folds the grades of the judgments files into the golden set, and without"
                + " any it would only copy it. Name the filled pool files or qrels, e.g."
                + " judgments=src/test/rag/judgments.jsonl (-Drageval.judgments=src/test/rag/judgments.jsonl).");
    }

    @Test
    void theFileWrittenIsNeitherAJudgmentsFileNorTheCorpus() {
        assertThatThrownBy(() -> parse("judgments", "a.qrels,pool.jsonl", "judgedGoldenDataset", "./pool.jsonl"))
                .isInstanceOf(ConfigurationException.class).hasMessage("judgedGoldenDataset names ./pool.jsonl, the same"
                        + " file as a judgments file pool.jsonl (judgments): the judged golden set would be written over it. Point"
                        + " judgedGoldenDataset at a file of its own (the golden set itself to write it in place), or"
                        + " leave it unset to write it beside the reports.");
        assertThatThrownBy(() -> parse("judgments", "a.qrels", "judgedGoldenDataset", "src/test/rag/corpus.json"))
                .hasMessageStartingWith("judgedGoldenDataset names src/test/rag/corpus.json, which is the"
                        + " corpus (corpus): the judged golden set would be written over it.");
        assertThatThrownBy(() -> parse("judgments", "a.qrels", "acceptMachineJudgments", "yes"))
                .hasMessageStartingWith("acceptMachineJudgments = 'yes' is not a boolean.");
    }
}
