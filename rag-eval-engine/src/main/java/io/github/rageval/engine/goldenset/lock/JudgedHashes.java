package io.github.rageval.engine.goldenset.lock;

import io.github.rageval.api.Document;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The content hash of each judged document, taken as the corpus streams past: the other documents are passed over
 * and no text is kept, so that it costs a few hashes on whichever read it rides.
 */
final class JudgedHashes {
    private final Set<String> judged;
    private final SortedMap<String, String> hashes = new TreeMap<>();

    /** @param judged the ids the golden set grades */
    JudgedHashes(Set<String> judged) {
        this.judged = judged;
    }

    void offer(Document document) {
        if (judged.contains(document.id())) {
            hashes.put(document.id(), DocumentHash.of(document.text()));
        }
    }

    /** The hashes taken, by id. */
    SortedMap<String, String> hashes() {
        return hashes;
    }
}
