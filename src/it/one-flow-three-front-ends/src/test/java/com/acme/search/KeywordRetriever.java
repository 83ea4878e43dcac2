package com.acme.search;

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
 * A team's own retriever: the share of the query's words of four letters or more that a document contains, ties by
 * document id ascending. Four letters, so that the gate below fails and every front end has a failure to say.
 */
public class KeywordRetriever implements Retriever {
    private final Map<String, Set<String>> words = new LinkedHashMap<>();

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

    private static Set<String> words(String text) {
        Set<String> found = new HashSet<>();
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (word.length() >= 4) {
                found.add(word);
            }
        }
        return found;
    }
}
