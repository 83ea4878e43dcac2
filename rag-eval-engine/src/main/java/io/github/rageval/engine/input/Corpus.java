package io.github.rageval.engine.input;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The ids of a loaded corpus, in file order and unique: what later checks need (is a relevant id known?). The
 * texts are not here; {@link CorpusLoader} streams them to whoever indexes them.
 */
public final class Corpus {
    private final String[] ids;
    private final Map<String, Integer> positions;

    Corpus(String[] ids, Map<String, Integer> positions) {
        this.ids = ids;
        this.positions = positions;
    }

    public int size() {
        return ids.length;
    }

    public boolean contains(String docId) {
        return positions.containsKey(docId);
    }

    /** @return the document ids in file order */
    public List<String> ids() {
        return Arrays.asList(ids.clone());
    }
}
