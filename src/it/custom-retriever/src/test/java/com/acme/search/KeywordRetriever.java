package com.acme.search;

import com.fasterxml.jackson.databind.cfg.PackageVersion;
import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A team's own retriever, as small as one can be: the share of the query's words (of at least minWordLength
 * letters) that a document contains, ties by document id ascending.
 */
public class KeywordRetriever implements Retriever {
    private final int minWordLength;
    private final Map<String, Set<String>> words = new LinkedHashMap<>();

    public KeywordRetriever(Map<String, String> options) {
        this.minWordLength = Integer.parseInt(options.getOrDefault("minWordLength", "3"));
        String expectedJackson = options.get("expectedJackson");
        // The project's own Jackson, not the plugin's, must be the one this class sees.
        if (expectedJackson != null && !PackageVersion.VERSION.toString().equals(expectedJackson)) {
            throw new IllegalStateException("saw Jackson " + PackageVersion.VERSION + ", expected " + expectedJackson);
        }
        // An option written with xml:space="preserve" reaches the class with its trailing space (E5's "query: ").
        String prefix = options.get("queryPrefix");
        if (prefix != null && !prefix.equals("query: ")) {
            throw new IllegalStateException("queryPrefix lost its space: '" + prefix + "'");
        }
    }

    @Override
    public void index(List<Document> corpus) {
        corpus.forEach(document -> words.put(document.id(), words(document.text())));
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        Set<String> asked = words(query);
        List<ScoredDocument> scored = new ArrayList<>();
        words.forEach((id, known) -> {
            long shared = asked.stream().filter(known::contains).count();
            if (shared > 0) {
                scored.add(new ScoredDocument(id, (double) shared / asked.size()));
            }
        });
        scored.sort(Comparator.comparingDouble(ScoredDocument::score).reversed()
                .thenComparing(ScoredDocument::id));
        return scored.subList(0, Math.min(k, scored.size()));
    }

    private Set<String> words(String text) {
        Set<String> found = new HashSet<>();
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (word.length() >= minWordLength) {
                found.add(word);
            }
        }
        return found;
    }
}
