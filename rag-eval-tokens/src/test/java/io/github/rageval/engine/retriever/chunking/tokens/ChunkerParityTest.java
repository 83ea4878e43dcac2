package io.github.rageval.engine.retriever.chunking.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Java chunkers over Chroma's five corpora (the shared chunking-evaluation data, folder in
 * {@code rageval.chunking.dir}) against the chunks brandonstarxel/chunking_evaluation's own FixedTokenChunker and
 * RecursiveTokenChunker (commit d451fc4) made of them with tiktoken (chunkers/corpora.json.gz, written by
 * chunkers/generate_chunks.py): the same number of chunks, in the same order, each with the same SHA-256 (first 16
 * hex digits) and length in code points; a few chunks compared in full. Skipped without the data, except in CI.
 */
class ChunkerParityTest {
    /** Each corpus in cl100k_base tokens (encodeOrdinary, tiktoken's encode with disallowed_special=()). */
    private static final Map<String, Integer> TOKENS = Map.of("chatlogs", 7_727, "finance", 166_177,
            "pubmed", 117_211, "state_of_the_union", 10_444, "wikitexts", 26_649);

    @Test
    void everyCorpusChunksAsTheReferenceInEveryConfiguration() throws Exception {
        Path corpora = ChromaData.folder().resolve("corpora");
        JsonNode reference = ReferenceChunkers.read("corpora.json.gz");
        assertThat(reference.get("corpora").size()).isEqualTo(TOKENS.size());
        int configurations = 0;
        for (var corpus : (Iterable<Map.Entry<String, JsonNode>>) reference.get("corpora")::fields) {
            String text = Files.readString(corpora.resolve(corpus.getKey() + ".md"), StandardCharsets.UTF_8);
            assertThat(Cl100kBase.instance().count(text)).as(corpus.getKey()).isEqualTo(TOKENS.get(corpus.getKey()))
                    .isEqualTo(corpus.getValue().get("tokens").asInt());
            for (var config : (Iterable<Map.Entry<String, JsonNode>>) corpus.getValue().get("configs")::fields) {
                List<String> chunks = ReferenceChunkers.chunker(config.getKey()).apply(text);
                compare(corpus.getKey() + " " + config.getKey(), chunks, config.getValue());
                configurations++;
            }
        }
        assertThat(configurations).isEqualTo(5 * 12);
    }

    private static void compare(String what, List<String> chunks, JsonNode expected) {
        String[] digests = expected.get("digests").asText().split(" ");
        JsonNode lengths = expected.get("lengths");
        for (var sample : (Iterable<Map.Entry<String, JsonNode>>) expected.get("samples")::fields) {
            int index = Integer.parseInt(sample.getKey());
            assertThat(chunks).as("%s: chunks", what).hasSizeGreaterThan(index);
            assertThat(chunks.get(index)).as("%s: chunk %d", what, index).isEqualTo(sample.getValue().asText());
        }
        // the first chunk that differs, named with its text, rather than thousands of digests side by side
        for (int i = 0; i < Math.min(chunks.size(), digests.length); i++) {
            String chunk = chunks.get(i);
            int length = chunk.codePointCount(0, chunk.length());
            if (length != lengths.get(i).asInt() || !digest(chunk).equals(digests[i])) {
                fail(String.format(Locale.ROOT, "%s: chunk %d of %d differs: the reference's has %d code points, "
                        + "digest %s; this one %d code points:%n%s", what, i, digests.length,
                        lengths.get(i).asInt(), digests[i], length, chunk));
            }
        }
        assertThat(chunks).as("%s: chunks", what).hasSize(digests.length);
        assertThat(lengths.size()).isEqualTo(digests.length);
    }

    private static String digest(String chunk) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(chunk.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash).substring(0, 16);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
