package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The key that names a golden query in the files the engine writes and reads back (run.trec, pool.jsonl and the
 * judgments merged from it): its {@code query_id}, or, for a case without one, {@code q} and its 1-based position in
 * the golden set ({@code q3} for the third). One rule for every such file, so that a pool written for a golden set
 * without ids joins back to the same cases.
 */
public final class QueryKeys {
    private QueryKeys() {
    }

    /** The case's key: its query_id, else {@code q<position + 1>}. */
    public static String of(GoldenCase golden, int position) {
        return golden.queryId() != null ? golden.queryId() : "q" + (position + 1);
    }

    /**
     * Every case's key, in case order.
     *
     * @throws InputException when a case without an id would take, by its position, a key another case has as its
     *     query_id: the two could not be told apart in a file that names them
     */
    public static List<String> of(GoldenDataset golden) throws InputException {
        List<String> keys = new ArrayList<>(golden.size());
        Map<String, Integer> ids = new HashMap<>();
        for (int i = 0; i < golden.size(); i++) {
            String id = golden.cases().get(i).queryId();
            if (id != null) {
                ids.put(id, i);
            }
        }
        for (int i = 0; i < golden.size(); i++) {
            String key = of(golden.cases().get(i), i);
            Integer other = ids.get(key);
            if (golden.cases().get(i).queryId() == null && other != null) {
                throw new InputException("golden dataset file " + golden.source() + ", " + golden.places().get(i)
                        + ": has no query_id, so files that name queries call it \"" + Shown.value(key) + "\" by its"
                        + " position, which " + golden.places().get(other) + " has as its query_id. Give every case"
                        + " a query_id, or none.");
            }
            keys.add(key);
        }
        return keys;
    }
}
