package io.github.rageval.engine.goldenset.checks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The corpus checks' work on one read of the corpus, a document at a time: the relevant documents' texts kept, and
 * every document compared with them for near-duplicates ({@link NearDuplicateSearch}). The search needs every
 * relevant text before it compares, so the documents read before the last relevant one are kept as their shingles
 * (about eight bytes a word, on a heap {@link AlongsideRule} found far bigger than the corpus) and compared once it
 * is read, in file order; the later ones are compared as they come. The search is then offered the same documents
 * in the same order as a second read would offer them, and finds the same pairs.
 */
final class CorpusPass {
    private final Set<String> relevant;
    private final Set<String> unseen;
    private final Map<String, String> texts = new HashMap<>();
    private List<String> keptIds = new ArrayList<>();
    private List<long[]> keptShingles = new ArrayList<>();
    /** Null until every relevant document is read, or the corpus is. */
    private NearDuplicateSearch search;
    private int documents;

    /** @param relevant the ids some query judges relevant */
    CorpusPass(Set<String> relevant) {
        this.relevant = relevant;
        this.unseen = new HashSet<>(relevant);
        if (unseen.isEmpty()) {
            search();
        }
    }

    /** One document of the corpus, in file order. */
    void document(String id, String text) {
        documents++;
        if (relevant.contains(id)) {
            texts.put(id, text);
            unseen.remove(id);
        }
        if (search != null) {
            search.offer(id, text);
            return;
        }
        keptIds.add(id);
        keptShingles.add(Shingles.ofText(text));
        if (unseen.isEmpty()) {
            search();
        }
    }

    /**
     * The corpus is read: the documents kept are compared now when some relevant id was never read (a chunk label,
     * a document deleted since the lock).
     */
    void finish() {
        if (search == null) {
            search();
        }
    }

    /** The search over every relevant text read, offered the documents kept so far. */
    private void search() {
        search = new NearDuplicateSearch(texts);
        for (int i = 0; i < keptIds.size(); i++) {
            search.offer(keptIds.get(i), keptShingles.get(i));
        }
        keptIds = List.of();
        keptShingles = List.of();
    }

    /** The relevant documents' texts read, by id. */
    Map<String, String> texts() {
        return texts;
    }

    /** The near-duplicate pairs, once {@link #finish()}ed. */
    List<NearDuplicateSearch.Pair> pairs() {
        return search.pairs();
    }

    /** The documents read. */
    int documents() {
        return documents;
    }
}
