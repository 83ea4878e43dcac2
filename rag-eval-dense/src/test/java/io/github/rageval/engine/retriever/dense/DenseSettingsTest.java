package io.github.rageval.engine.retriever.dense;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.OneLineOptions;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dense retriever's options and its model folder's sentence-transformers configuration, read before any model
 * runs: a length the model cannot read, or a pooling rag-eval does not do, is an error naming where it was written.
 */
class DenseSettingsTest {
    @TempDir
    Path dir;

    /** A model folder: placeholder graph and tokenizer (only read when the model runs), and the given configuration. */
    private Path model(String sentenceBertConfig, String poolingConfig) throws IOException {
        Path folder = Files.createTempDirectory(dir, "model");
        Files.writeString(folder.resolve("model.onnx"), "graph " + folder);
        Files.writeString(folder.resolve("tokenizer.json"), "{}");
        if (sentenceBertConfig != null) {
            Files.writeString(folder.resolve("sentence_bert_config.json"), sentenceBertConfig);
        }
        if (poolingConfig != null) {
            Files.createDirectories(folder.resolve("1_Pooling"));
            Files.writeString(folder.resolve("1_Pooling").resolve("config.json"), poolingConfig);
        }
        return folder;
    }

    private static DenseSettings settings(Path model, String... nameValues) throws ConfigurationException {
        Map<String, String> options = new HashMap<>(Map.of("model", model.toString()));
        for (int i = 0; i < nameValues.length; i += 2) {
            options.put(nameValues[i], nameValues[i + 1]);
        }
        return DenseRetrieverFactory.settings(new RetrieverOptions("dense", options));
    }

    @Test
    void maxTokensIsAtMostTheModelsPositionsAndLeavesRoomForTheText() throws Exception {
        Path model = model("{\"max_seq_length\": 256}", null);
        assertThat(settings(model).maxTokens()).isEqualTo(256);
        assertThat(settings(model, "maxTokens", "512").maxTokens()).isEqualTo(512);
        assertThat(settings(model, "maxTokens", "3").maxTokens()).isEqualTo(3);
        assertThatThrownBy(() -> settings(model, "maxTokens", "600"))
                .hasMessage("retrieverOptions maxTokens = 600 of the dense retriever is more than the 512 tokens the"
                        + " model reads at most (its position embeddings; the tokenizer cuts there). Set maxTokens to"
                        + " 512 or less, and chunk longer texts (chunking size=510,unit=tokens).");
        for (String tooFew : new String[] {"1", "2"}) {
            assertThatThrownBy(() -> settings(model, "maxTokens", tooFew))
                    .hasMessage("retrieverOptions maxTokens = " + tooFew + " of the dense retriever leaves no room for"
                            + " the text: [CLS] and [SEP] take 2 tokens. Set maxTokens to 3 or more (the model's"
                            + " max_seq_length when unset).");
        }
        Path longModel = model("{\"max_seq_length\": 8192}", null);
        assertThatThrownBy(() -> settings(longModel)).hasMessageStartingWith("the max_seq_length 8192 of model "
                + longModel.getFileName() + "'s sentence_bert_config.json is more than the 512 tokens");
        assertThat(settings(longModel, "maxTokens", "512").maxTokens()).isEqualTo(512);
    }

    @Test
    void onTheCommandLineTheOptionsAreNamedAsEntriesOfTheRetrieverOptionsOption() throws Exception {
        Path model = model("{\"max_seq_length\": 256}", null);
        OptionWords commandLine = new OptionWords("--retriever-options", "--retriever-options ", false);
        Map<String, String> tooLong = Map.of("model", model.toString(), "maxTokens", "600");
        assertThatThrownBy(() -> DenseRetrieverFactory.settings(new RetrieverOptions("dense", tooLong, List.of(), null,
                commandLine))).hasMessageStartingWith("--retriever-options maxTokens=600 of the dense retriever is"
                + " more than the 512 tokens");
        Map<String, String> pooling = Map.of("model", model.toString(), "pooling", "max");
        assertThatThrownBy(() -> DenseRetrieverFactory.settings(new RetrieverOptions("dense", pooling, List.of(), null,
                commandLine))).hasMessageStartingWith("--retriever-options pooling=max of the dense retriever is not"
                + " one it knows.");
    }

    @Test
    void theModelFilesMessagesNameTheOptionsAsTheFrontEndWritesThem() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Path notAZip = Files.writeString(dir.resolve("model.jar"), "not a zip");
        Path badLength = model("{\"max_seq_length\": 0}", null);
        OptionWords commandLine = new OptionWords("--retriever-options", "--retriever-options ", false);
        for (OptionWords words : List.of(OptionWords.PARAMETERS, commandLine)) {
            boolean pom = words.readsPom();
            String modelOption = pom ? "retrieverOptions model = '" : "--retriever-options model=";
            String end = pom ? "' of the dense retriever" : " of the dense retriever";
            assertThatThrownBy(() -> ModelFiles.load(dir.resolve("missing").toString(), words))
                    .hasMessageStartingWith(modelOption + dir.resolve("missing") + end + " is neither a folder");
            assertThatThrownBy(() -> ModelFiles.load(empty.toString(), words))
                    .hasMessageStartingWith(modelOption + empty + end + " holds no model.onnx");
            assertThatThrownBy(() -> ModelFiles.load(notAZip.toString(), words))
                    .hasMessageStartingWith(modelOption + notAZip + end + " is not a readable jar or zip file");
            assertThatThrownBy(() -> ModelFiles.load(badLength.toString(), words))
                    .hasMessageEndingWith("or set " + (pom ? "retrieverOptions" : "--retriever-options")
                            + " maxTokens.");
        }
    }

    @Test
    void aMaxSeqLengthThatIsNoWholeNumberIsAnErrorNamingTheFileNotTheDefault() throws Exception {
        for (String bad : new String[] {"\"256\"", "256.5", "0", "-1", "true", "99999999999"}) {
            Path model = model("{\"max_seq_length\": " + bad + "}", null);
            assertThatThrownBy(() -> settings(model)).isInstanceOf(ConfigurationException.class)
                    .hasMessage("the dense retriever's model file " + model.resolve("sentence_bert_config.json")
                            + " has max_seq_length " + bad + ", which is not a whole number of tokens above 0."
                            + " Correct it there, or set retrieverOptions maxTokens.");
        }
        assertThat(settings(model("{\"max_seq_length\": null}", null)).maxTokens())
                .isEqualTo(DenseRetrieverFactory.FALLBACK_MAX_TOKENS);
    }

    @Test
    void aPoolingOtherThanMeanOrClsIsAnErrorNamingTheFileNotMeanPooling() throws Exception {
        assertThat(settings(model(null, "{\"pooling_mode_cls_token\": true, \"pooling_mode_mean_tokens\": false,"
                + " \"pooling_mode_max_tokens\": false, \"word_embedding_dimension\": 384}")).pooling())
                .isEqualTo(Pooling.CLS);
        assertThat(settings(model(null, "{\"pooling_mode_mean_tokens\": true}")).pooling()).isEqualTo(Pooling.MEAN);
        Path max = model(null, "{\"pooling_mode_mean_tokens\": false, \"pooling_mode_max_tokens\": true}");
        Path config = max.resolve("1_Pooling").resolve("config.json");
        assertThatThrownBy(() -> settings(max)).hasMessage("the dense retriever's model file " + config + " turns on"
                + " pooling_mode_max_tokens: rag-eval pools by exactly one of pooling_mode_mean_tokens (mean) and"
                + " pooling_mode_cls_token (cls), and a model read with another pooling than it was trained with"
                + " gives meaningless vectors. Use a model pooled by mean or cls.");
        assertThatThrownBy(() -> settings(model(null, "{\"pooling_mode_mean_tokens\": true,"
                + " \"pooling_mode_max_tokens\": true}")))
                .hasMessageContaining("turns on pooling_mode_mean_tokens and pooling_mode_max_tokens:");
        assertThatThrownBy(() -> settings(model(null, "{\"pooling_mode_lasttoken\": true}")))
                .hasMessageContaining("turns on pooling_mode_lasttoken:");
        assertThatThrownBy(() -> settings(model(null, "{\"word_embedding_dimension\": 384}")))
                .hasMessageContaining("turns on no pooling mode:");
        assertThatThrownBy(() -> settings(model(null, "{\"pooling_mode_mean_tokens\": \"yes\"}")))
                .hasMessageContaining("has pooling_mode_mean_tokens \"yes\", which is not true or false.");
    }

    @Test
    void prefixesKeepTheirSpacesWrittenOnOneLineOrAsElements() throws Exception {
        Path model = model(null, null);
        Map<String, String> line = OneLineOptions.parse("model=" + model + ", queryPrefix= query: ,"
                + "documentPrefix=passage: ");
        DenseSettings settings = DenseRetrieverFactory.settings(new RetrieverOptions("dense", line));
        assertThat(settings.queryPrefix()).isEqualTo("query: ");
        assertThat(settings.documentPrefix()).isEqualTo("passage: ");
        assertThat(settings(model, "queryPrefix", "Represent this sentence for searching relevant passages: ")
                .queryPrefix()).isEqualTo("Represent this sentence for searching relevant passages: ");
    }
}
