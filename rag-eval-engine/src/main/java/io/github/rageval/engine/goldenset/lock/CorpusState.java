package io.github.rageval.engine.goldenset.lock;

import io.github.rageval.engine.input.CorpusLoader;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The corpus as it is now, as far as the lock cares: every document id, sorted, and the content hash of each judged
 * document it holds. Read with the evaluation's own loader, so that the text hashed is the text indexed.
 *
 * @param ids every document id, sorted
 * @param judgedHashes the hash of each judged document the corpus holds, by id, sorted
 */
public record CorpusState(SortedSet<String> ids, SortedMap<String, String> judgedHashes) {
    public CorpusState {
        ids = Collections.unmodifiableSortedSet(new TreeSet<>(ids));
        judgedHashes = Collections.unmodifiableSortedMap(new TreeMap<>(judgedHashes));
    }

    /**
     * Streams the corpus once; only the judged documents' texts are hashed, and no text is kept.
     *
     * @param judged the ids the golden set grades
     */
    public static CorpusState read(Path corpusFile, CorpusLoader loader, Set<String> judged) throws InputException {
        JudgedHashes hashes = new JudgedHashes(judged);
        return new CorpusState(new TreeSet<>(loader.load(corpusFile, hashes::offer).ids()), hashes.hashes());
    }

    public int documents() {
        return ids.size();
    }
}
