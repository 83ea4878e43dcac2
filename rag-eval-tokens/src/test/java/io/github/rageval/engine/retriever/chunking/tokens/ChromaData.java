package io.github.rageval.engine.retriever.chunking.tokens;

import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Chroma's chunking-evaluation data (the folder in {@code rageval.chunking.dir}: {@code corpora/*.md}, five
 * documents whose ids are their file names, and {@code questions_df.csv}), as brandonstarxel/chunking_evaluation
 * (commit d451fc4, {@code evaluation_framework/base_evaluation.py}) reads it: each corpus file one document, read
 * whole. A test that needs it is skipped without it, and fails without it in CI, which lays the data out.
 */
final class ChromaData {
    static final List<String> CORPORA = List.of("chatlogs", "finance", "pubmed", "state_of_the_union", "wikitexts");

    private ChromaData() {
    }

    /** The data's folder. */
    static Path folder() {
        String folder = System.getProperty("rageval.chunking.dir", "");
        if (folder.isBlank()) {
            if ("true".equals(System.getenv("CI"))) {
                fail("rageval.chunking.dir is not set in CI: set RAGEVAL_CHUNKING_DIR to the chunking-evaluation data");
            }
            assumeTrue(false, "rageval.chunking.dir is not set (RAGEVAL_CHUNKING_DIR names the data's folder)");
        }
        return Path.of(folder);
    }

    /** Each corpus's text by its id, in {@link #CORPORA}'s order. */
    static Map<String, String> texts(Path folder) throws IOException {
        Map<String, String> texts = new LinkedHashMap<>();
        for (String corpus : CORPORA) {
            texts.put(corpus, Files.readString(folder.resolve("corpora").resolve(corpus + ".md"),
                    StandardCharsets.UTF_8));
        }
        return texts;
    }

    /** The corpora written as a JSON corpus file of rag-eval ({@code doc_id}, {@code text}). */
    static Path jsonCorpus(Map<String, String> texts, Path file) throws IOException {
        List<Map<String, String>> documents = texts.entrySet().stream()
                .map(text -> Map.of("doc_id", text.getKey(), "text", text.getValue())).toList();
        new ObjectMapper().writeValue(file.toFile(), documents);
        return file;
    }
}
