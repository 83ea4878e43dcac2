package io.github.rageval.engine.retriever.chunking;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Every location equals chunking_evaluation's {@code rigorous_document_search} (commit d451fc4, with fuzzywuzzy at
 * af443f9 over Levenshtein), as {@code spans/generate_located_chunks.py} stored it: the step, the range and the fuzzy
 * score. Small documents written for one rule each are stored whole; chunks of Chroma's corpora are rebuilt from
 * their range and perturbations when {@code rageval.chunking.dir} names the data.
 */
class ChunkLocatorParityTest {
    private static final Path REFERENCE = Path.of("src/test/resources/spans/located-chunks-reference.json");

    private static JsonNode reference;

    @BeforeAll
    static void read() throws IOException {
        reference = new ObjectMapper().readTree(REFERENCE.toFile());
    }

    @Test
    void smallDocumentsWrittenForEachRuleAreLocatedAsTheReferenceLocatesThem() {
        Map<String, ChunkLocator> locators = new HashMap<>();
        List<String> differences = new ArrayList<>();
        Map<String, Integer> steps = new TreeMap<>();
        for (JsonNode expected : reference.get("cases")) {
            if (expected.has("document")) {
                String document = expected.get("document").asText();
                ChunkLocator locator = locators.computeIfAbsent(document,
                        id -> ChunkLocator.of(reference.get("documents").get(id).asText()));
                String target = expected.get("target").asText();
                compare(locator.locate(target), expected, expected.get("rule").asText(), differences);
                steps.merge(expected.get("step").asText(), 1, Integer::sum);
            }
        }
        assertThat(differences).isEmpty();
        assertThat(steps).containsOnlyKeys("EXACT", "WHITESPACE_AND_CASE", "FUZZY", "NOT_FOUND")
                .allSatisfy((step, count) -> assertThat(count).isGreaterThanOrEqualTo(10));
    }

    @Test
    @EnabledIfSystemProperty(named = "rageval.chunking.dir", matches = ".+")
    void perturbedChunksOfChromasCorporaAreLocatedAsTheReferenceLocatesThem() throws IOException {
        Path corpora = Path.of(System.getProperty("rageval.chunking.dir")).resolve("corpora");
        Map<String, String> texts = new HashMap<>();
        Map<String, ChunkLocator> locators = new HashMap<>();
        List<String> differences = new ArrayList<>();
        int compared = 0;
        for (JsonNode expected : reference.get("cases")) {
            if (!expected.has("corpus")) {
                continue;
            }
            String corpus = expected.get("corpus").asText();
            String text = texts.computeIfAbsent(corpus, id -> read(corpora.resolve(id + ".md")));
            assertThat(text.codePointCount(0, text.length()))
                    .isEqualTo(reference.get("corpus_lengths").get(corpus).asInt());
            String target = expected.has("target") ? expected.get("target").asText() : target(text, expected);
            ChunkLocation location = locators.computeIfAbsent(corpus, id -> ChunkLocator.of(text)).locate(target);
            compare(location, expected, corpus + " " + expected.get("kind").asText(), differences);
            compared++;
        }
        assertThat(differences).isEmpty();
        assertThat(compared).isGreaterThanOrEqualTo(900);
    }

    private static void compare(ChunkLocation location, JsonNode expected, String name, List<String> differences) {
        JsonNode start = expected.get("start");
        String want = expected.get("step").asText() + " " + (start.isNull() ? "-1" : start.asText()) + " "
                + (start.isNull() ? "-1" : expected.get("end").asText()) + " "
                + (expected.get("score").isNull() ? "-1" : expected.get("score").asText());
        String got = location.step() + " " + location.start() + " " + location.end() + " " + location.fuzzyScore();
        if (!want.equals(got)) {
            differences.add(name + ": expected " + want + ", got " + got);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The generator's target: the chunk's code points of the corpus with its perturbations applied in order. */
    private static String target(String corpus, JsonNode expected) {
        int[] codePoints = corpus.codePoints().toArray();
        JsonNode chunk = expected.get("chunk");
        String text = new String(codePoints, chunk.get(0).asInt(), chunk.get(1).asInt() - chunk.get(0).asInt());
        for (JsonNode op : expected.get("ops")) {
            text = switch (op.get(0).asText()) {
                case "append" -> text + op.get(1).asText();
                case "edit" -> edited(text, op.get(1).asInt(), op.get(2).asInt(), op.get(3).asText());
                case "upper_ascii" -> mapped(text, 'a', 'z', 'A' - 'a');
                case "lower_ascii" -> mapped(text, 'A', 'Z', 'a' - 'A');
                case "whitespace" -> text.replaceAll("[ \\t\\n\\r]+", Matcher.quoteReplacement(op.get(1).asText()));
                case "repeat" -> text.repeat(op.get(1).asInt());
                default -> throw new IllegalArgumentException("perturbation " + op);
            };
        }
        return text;
    }

    private static String edited(String text, int at, int length, String replacement) {
        int[] codePoints = text.codePoints().toArray();
        return new String(codePoints, 0, at) + replacement
                + new String(Arrays.copyOfRange(codePoints, at + length, codePoints.length), 0,
                        codePoints.length - at - length);
    }

    private static String mapped(String text, char from, char to, int shift) {
        StringBuilder out = new StringBuilder(text.length());
        text.chars().forEach(c -> out.append((char) (c >= from && c <= to ? c + shift : c)));
        return out.toString();
    }
}
