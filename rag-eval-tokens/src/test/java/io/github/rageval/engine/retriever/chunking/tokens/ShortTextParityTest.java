package io.github.rageval.engine.retriever.chunking.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.retriever.chunking.FixedTokenChunker;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Short texts made for the purpose (sentence marks, runs of newlines, accents, CJK, emoji with joiners and skin
 * tones, Python's extra whitespace, text spelling a special token) chunked by the reference's code in many
 * configurations (chunkers/short.json), chunk for chunk the same here: the parity that needs no shared data.
 */
class ShortTextParityTest {
    @Test
    void everyConfigurationCutsEveryTextAsTheReference() {
        JsonNode reference = ReferenceChunkers.read("short.json");
        List<String> texts = new ArrayList<>();
        reference.get("texts").forEach(text -> texts.add(text.asText()));
        int compared = 0;
        for (JsonNode config : reference.get("configs")) {
            var chunker = ReferenceChunkers.chunker(config.get("chunker").asText(), config.get("size").asInt(),
                    config.get("overlap").asInt(), config.path("length").asText(), config.get("options"));
            for (int i = 0; i < texts.size(); i++) {
                JsonNode expected = config.get("chunks").get(i);
                if (expected.isNull()) {
                    // the reference fails (FixedTokenChunker on "<|endoftext|>"); the configuration with
                    // disallowed_special=() holds what the Java chunker gives
                    continue;
                }
                List<String> chunks = new ArrayList<>();
                expected.forEach(chunk -> chunks.add(chunk.asText()));
                assertThat(chunker.apply(texts.get(i))).as("%s on text %d", config, i)
                        .containsExactlyElementsOf(chunks);
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(100);
    }

    @Test
    void aWindowCuttingAnEmojisBytesReadsAsTheReferences() {
        // one token per chunk over the emoji text: the emoji's bytes span tokens, each part decodes to U+FFFD
        JsonNode reference = ReferenceChunkers.read("short.json");
        String text = reference.get("texts").get(3).asText();
        List<String> expected = new ArrayList<>();
        for (JsonNode config : reference.get("configs")) {
            if (config.get("chunker").asText().equals("fixed") && config.get("size").asInt() == 1) {
                config.get("chunks").get(3).forEach(chunk -> expected.add(chunk.asText()));
            }
        }
        List<String> chunks = new FixedTokenChunker(Cl100kBase.instance(), 1, 0).split(text);

        assertThat(chunks).containsExactlyElementsOf(expected).contains("\uFFFD");
    }
}
