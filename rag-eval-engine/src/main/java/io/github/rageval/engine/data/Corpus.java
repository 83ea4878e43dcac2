package io.github.rageval.engine.data;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The documents a retriever searches, in file order, with unique ids. */
public final class Corpus {
    private final List<Document> documents;
    private final Map<String, Integer> positions;

    public Corpus(List<Document> documents) {
        this.documents = List.copyOf(documents);
        this.positions = new HashMap<>(documents.size() * 2);
        for (int i = 0; i < this.documents.size(); i++) {
            if (positions.putIfAbsent(this.documents.get(i).id(), i) != null) {
                throw new IllegalArgumentException("duplicate document id: " + this.documents.get(i).id());
            }
        }
    }

    public List<Document> documents() {
        return documents;
    }

    public int size() {
        return documents.size();
    }

    public boolean contains(String docId) {
        return positions.containsKey(docId);
    }
}
