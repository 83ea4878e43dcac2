package com.acme.runs;

import io.github.rageval.api.Document;
import io.github.rageval.api.Query;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A retriever that answers from a stored TREC run (option {@code run}): each query's documents in file order, with
 * their scores. It stands for any system whose results were recorded, here ranx's input runs.
 */
public class StoredRunRetriever implements Retriever {
    private final Map<String, List<ScoredDocument>> run = new LinkedHashMap<>();

    public StoredRunRetriever(Map<String, String> options) {
        try {
            for (String line : Files.readAllLines(Path.of(options.get("run")))) {
                if (!line.isBlank()) {
                    String[] fields = line.trim().split("\\s+");
                    run.computeIfAbsent(fields[0], q -> new ArrayList<>())
                            .add(new ScoredDocument(fields[2], Double.parseDouble(fields[4])));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void index(List<Document> corpus) {
        // Nothing to index: the results are stored.
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        throw new UnsupportedOperationException("a stored run is looked up by query id");
    }

    @Override
    public boolean threadSafe() {
        return true;
    }

    @Override
    public List<ScoredDocument> retrieve(Query query, int k) {
        List<ScoredDocument> results = run.getOrDefault(query.id(), List.of());
        return results.subList(0, Math.min(k, results.size()));
    }
}
