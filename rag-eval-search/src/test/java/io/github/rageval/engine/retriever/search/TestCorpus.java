package io.github.rageval.engine.retriever.search;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.api.Document;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The corpus and queries the SolrCloud test indexes and asks: BEIR NFCorpus (3,633 documents, the 323 test queries)
 * when the system property {@code rageval.nfcorpus.dir} names its folder (CI sets {@code RAGEVAL_NFCORPUS_DIR}), else
 * the seed example (10 documents, 10 queries) from the test resources. BEIR documents are title + " " + text, as
 * rag-eval's corpus loader concatenates them.
 */
public record TestCorpus(String name, List<Document> documents, List<String> queries) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static TestCorpus load() {
        String folder = System.getProperty("rageval.nfcorpus.dir", "");
        try {
            return folder.isBlank() ? seed() : nfcorpus(Path.of(folder));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static TestCorpus seed() throws IOException {
        List<Document> documents = new ArrayList<>();
        for (JsonNode doc : resource("/seed/corpus.json")) {
            documents.add(new Document(doc.get("doc_id").asText(), doc.get("text").asText(), Map.of()));
        }
        List<String> queries = new ArrayList<>();
        for (JsonNode golden : resource("/seed/golden.json")) {
            queries.add(golden.get("query").asText());
        }
        return new TestCorpus("seed example", documents, queries);
    }

    private static TestCorpus nfcorpus(Path folder) throws IOException {
        List<Document> documents = new ArrayList<>();
        for (String line : Files.readAllLines(folder.resolve("corpus.jsonl"))) {
            if (!line.isBlank()) {
                JsonNode doc = JSON.readTree(line);
                String title = doc.path("title").asText("");
                documents.add(new Document(doc.get("_id").asText(), title + " " + doc.get("text").asText(), Map.of()));
            }
        }
        Set<String> tested = new LinkedHashSet<>();
        for (String line : Files.readAllLines(folder.resolve("qrels/test.tsv"))) {
            String[] fields = line.split("\t");
            if (fields.length >= 3 && !fields[0].equals("query-id")) {
                tested.add(fields[0]);
            }
        }
        List<String> queries = new ArrayList<>();
        for (String line : Files.readAllLines(folder.resolve("queries.jsonl"))) {
            if (!line.isBlank()) {
                JsonNode query = JSON.readTree(line);
                if (tested.contains(query.get("_id").asText())) {
                    queries.add(query.get("text").asText());
                }
            }
        }
        return new TestCorpus("NFCorpus", documents, queries);
    }

    private static JsonNode resource(String name) throws IOException {
        try (InputStream in = TestCorpus.class.getResourceAsStream(name)) {
            return JSON.readTree(in);
        }
    }
}
