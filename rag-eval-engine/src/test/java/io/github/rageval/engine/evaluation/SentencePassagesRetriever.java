package io.github.rageval.engine.evaluation;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A retriever that chunks on its own, as a team's store does: each document cut into sentences, a sentence scored by
 * the query's words it holds, returned as a passage (its document's id and its text). For the evaluation of a golden
 * set labelled by spans through a retriever's own passages. It also returns, last, a passage that is in no document
 * (upper-cased and reworded), which must be counted, not dropped.
 */
public class SentencePassagesRetriever implements Retriever {
    private final List<ScoredDocument> sentences = new ArrayList<>();

    @Override
    public void index(List<Document> corpus) {
        for (Document document : corpus) {
            for (String sentence : document.text().split("(?<=\\.) ")) {
                sentences.add(new ScoredDocument(document.id(), 0, sentence));
            }
        }
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        List<String> words = List.of(query.toLowerCase(Locale.ROOT).replaceAll("[^a-z ]", "").split(" "));
        List<ScoredDocument> scored = new ArrayList<>();
        for (ScoredDocument sentence : sentences) {
            String text = sentence.text().toLowerCase(Locale.ROOT);
            long hits = words.stream().filter(w -> w.length() > 3 && text.contains(w)).count();
            scored.add(new ScoredDocument(sentence.id(), hits, sentence.text()));
        }
        scored.sort(Comparator.comparingDouble(ScoredDocument::score).reversed());
        List<ScoredDocument> top = new ArrayList<>(scored.subList(0, Math.min(k - 1, scored.size())));
        top.add(new ScoredDocument("parking", 0, "NOTHING OF THIS IS IN THE PARKING NOTE AT ALL"));
        return top;
    }
}
