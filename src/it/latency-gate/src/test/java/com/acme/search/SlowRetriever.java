package com.acme.search;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A search service as slow as a remote one: each query sleeps delayMs before it answers with the documents sharing
 * the most words with it (of three letters or more), ties by id ascending.
 */
public class SlowRetriever implements Retriever {
    private final long delayMs;
    private final Map<String, Set<String>> words = new LinkedHashMap<>();

    public SlowRetriever(Map<String, String> options) {
        this.delayMs = Long.parseLong(options.getOrDefault("delayMs", "30"));
    }

    @Override
    public void index(List<Document> corpus) {
        corpus.forEach(document -> words.put(document.id(), words(document.text())));
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        try {
            Thread.sleep(delayMs);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
        Set<String> asked = words(query);
        return words.entrySet().stream()
                .map(entry -> new ScoredDocument(entry.getKey(),
                        entry.getValue().stream().filter(asked::contains).count()))
                .filter(document -> document.score() > 0)
                .sorted(Comparator.comparingDouble(ScoredDocument::score).reversed()
                        .thenComparing(ScoredDocument::id))
                .limit(k)
                .toList();
    }

    private static Set<String> words(String text) {
        Set<String> found = new HashSet<>();
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (word.length() >= 3) {
                found.add(word);
            }
        }
        return found;
    }
}
